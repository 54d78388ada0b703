import { UNION_ORGANISATION_MESSAGES, type UnionOrganisationDetails } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { requireTeamChild } from './load-for-change';
import { presentOrganisation } from './present';
import { deleteTeamChild, teamChildInUse } from './queries';

/**
 * DELETE /union/organisations/{id}/team-parents/{teamParentId}/variations/{teamChildId}: removes a
 * variation nothing refers to. 409 when anyone holds or held a role on it (the role history keeps
 * it), an application was decided onto it or a fixture names it, or when it is the team's last one.
 */
export async function removeTeamChild(options: {
  db: Db;
  actor: Actor;
  input: { organisationId: number; teamParentId: number; teamChildId: number };
  now: Date;
  requestId: string;
}): Promise<UnionOrganisationDetails> {
  const { db, actor, input, now } = options;
  await requireUnionArea(db, actor, 'organisations');
  return db.transaction(async (tx) => {
    const { team, children, child } = await requireTeamChild(tx, input);
    if (await teamChildInUse(tx, child.id)) throw AppError.conflict(UNION_ORGANISATION_MESSAGES.variationHeld);
    if (children.length === 1) throw AppError.conflict(UNION_ORGANISATION_MESSAGES.lastVariation);
    await deleteTeamChild(tx, child.id);
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'team-child.removed',
      subjectType: 'team_child',
      subjectId: child.id,
      organisationId: input.organisationId,
      requestId: options.requestId,
      details: { teamParentId: team.id, value: child.value },
    });
    return presentOrganisation(tx, input.organisationId, now);
  });
}
