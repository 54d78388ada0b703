import type { TeamRegistrationState } from '@mywru/shared';
import { AppError } from '../../lib/app-error';
import { requireTeamParentArea } from '../../domain/access/organisation-access';
import { applyTeamRegistration, lockTeamParent } from '../../domain/team/queries';
import type { UseCaseContext } from '../../lib/use-case-context';

/**
 * PUT /team/parent/{id}/registration: open or close a team for registrations (the spec's toggle,
 * a GET there; see decision 008). Area Teams; Team Managers and Coaches only for their own teams.
 * Audited when the value changes; setting the value it already has changes nothing.
 */
export async function setTeamRegistration(
  context: UseCaseContext,
  input: { teamParentId: number; value: boolean },
): Promise<TeamRegistrationState> {
  const { db, actor } = context;
  await requireTeamParentArea(db, actor, input.teamParentId, 'teams', context.now);
  return db.transaction(async (tx) => {
    const team = await lockTeamParent(tx, { teamParentId: input.teamParentId });
    if (team === null) throw new AppError('team.not_found');
    return applyTeamRegistration(tx, team, {
      value: input.value,
      actorPersonId: actor.personId,
      requestId: context.requestId,
    });
  });
}
