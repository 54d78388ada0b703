import { UNION_ORGANISATION_MESSAGES, type UnionOrganisationDetails } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { requireTeamParent } from './load-for-change';
import { presentOrganisation } from './present';
import { insertTeamChild, listTeamChildValues } from './queries';

export function sameVariation(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** POST /union/organisations/{id}/team-parents/{teamParentId}/variations: a new variation ("2nd team"); 409 if the team has it. Audited. */
export async function addTeamChild(options: {
  db: Db;
  actor: Actor;
  input: { organisationId: number; teamParentId: number; value: string };
  now: Date;
  requestId: string;
}): Promise<UnionOrganisationDetails> {
  const { db, actor, input, now } = options;
  await requireUnionArea(db, actor, 'organisations');
  return db.transaction(async (tx) => {
    const team = await requireTeamParent(tx, input.organisationId, input.teamParentId);
    const existing = await listTeamChildValues(tx, team.id);
    if (existing.some((child) => sameVariation(child.value, input.value)))
      throw AppError.conflict(UNION_ORGANISATION_MESSAGES.variationTwice);
    const id = await insertTeamChild(tx, team.id, input.value);
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'team-child.created',
      subjectType: 'team_child',
      subjectId: id,
      organisationId: input.organisationId,
      requestId: options.requestId,
      details: { teamParentId: team.id, value: input.value },
    });
    return presentOrganisation(tx, input.organisationId, now);
  });
}
