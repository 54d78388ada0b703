import type { TeamRegistrationState } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { requireTeamParentArea } from '../../domain/access/organisation-access';
import { applyTeamRegistration, lockTeamParent } from '../../domain/team/queries';

/**
 * PUT /team/parent/{id}/registration: open or close a team for registrations (the spec's toggle,
 * a GET there; see decision 008). Area Teams; Team Managers and Coaches only for their own teams.
 * Audited when the value changes; setting the value it already has changes nothing.
 */
export async function setTeamRegistration(options: {
  db: Db;
  actor: Actor;
  input: { teamParentId: number; value: boolean };
  now: Date;
  requestId: string;
}): Promise<TeamRegistrationState> {
  const { db, actor, input } = options;
  await requireTeamParentArea(db, actor, input.teamParentId, 'teams', options.now);
  return db.transaction(async (tx) => {
    const team = await lockTeamParent(tx, { teamParentId: input.teamParentId });
    if (team === null) throw AppError.notFound('The team was not found');
    return applyTeamRegistration(tx, team, {
      value: input.value,
      actorPersonId: actor.personId,
      requestId: options.requestId,
    });
  });
}
