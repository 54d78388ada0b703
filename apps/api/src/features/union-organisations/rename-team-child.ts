import { UNION_ORGANISATION_MESSAGES, type UnionOrganisationDetails } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { requireUnionArea } from '../../lib/union-access';
import { sameVariation } from './add-team-child';
import { presentOrganisation } from './present';
import { listTeamChildValues, lockTeamParent, renameTeamChild as storeTeamChildName } from './queries';

/** PUT /union/organisations/{id}/team-parents/{teamParentId}/variations/{teamChildId}: rename a variation; 409 if another has the name. Audited. */
export async function renameTeamChild(options: {
  db: Db;
  actor: Actor;
  input: { organisationId: number; teamParentId: number; teamChildId: number; value: string };
  now: Date;
  requestId: string;
}): Promise<UnionOrganisationDetails> {
  const { db, actor, input, now } = options;
  await requireUnionArea(db, actor, 'organisations');
  return db.transaction(async (tx) => {
    const team = await lockTeamParent(tx, input.organisationId, input.teamParentId);
    if (!team) throw AppError.notFound('The team was not found');
    const children = await listTeamChildValues(tx, team.id);
    const child = children.find((candidate) => candidate.id === input.teamChildId);
    if (!child) throw AppError.notFound('The variation was not found');
    if (children.some((other) => other.id !== child.id && sameVariation(other.value, input.value))) {
      throw AppError.conflict(UNION_ORGANISATION_MESSAGES.variationTwice);
    }
    if (child.value !== input.value) {
      await storeTeamChildName(tx, child.id, input.value);
      await recordAudit(tx, {
        actorPersonId: actor.personId,
        action: 'team-child.renamed',
        subjectType: 'team_child',
        subjectId: child.id,
        organisationId: input.organisationId,
        requestId: options.requestId,
        details: { teamParentId: team.id, before: child.value, after: input.value },
      });
    }
    return presentOrganisation(tx, input.organisationId, now);
  });
}
