import type { TeamRegistrationState } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { requireUnionArea } from '../../domain/access/union-access';
import { requireTeamParent } from './load-for-change';
import { applyTeamRegistration } from '../../domain/team/queries';

/**
 * PUT /union/organisations/{id}/team-parents/{teamParentId}/registration: open or close a team for
 * registrations, as the club's own toggle does (decision 008): idempotent, audited when it changes.
 */
export async function setTeamRegistration(options: {
  db: Db;
  actor: Actor;
  input: { organisationId: number; teamParentId: number; value: boolean };
  requestId: string;
}): Promise<TeamRegistrationState> {
  const { db, actor, input } = options;
  await requireUnionArea(db, actor, 'organisations');
  return db.transaction(async (tx) => {
    const team = await requireTeamParent(tx, input.organisationId, input.teamParentId);
    return applyTeamRegistration(tx, team, {
      value: input.value,
      actorPersonId: actor.personId,
      requestId: options.requestId,
    });
  });
}
