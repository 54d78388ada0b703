import type { TeamRegistrationState } from '@mywru/shared';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { requireTeamParentArea } from '../../lib/organisation-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { setEnableRegistrations } from './queries';

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
  const access = await requireTeamParentArea(db, actor, input.teamParentId, 'teams', context.now);
  return db.transaction(async (tx) => {
    const before = await setEnableRegistrations(tx, input.teamParentId, input.value);
    if (before === null) throw new AppError('team.not_found');
    if (before !== input.value) {
      await recordAudit(tx, {
        actorPersonId: actor.personId,
        action: input.value ? 'team.registrations-enabled' : 'team.registrations-disabled',
        subjectType: 'team_parent',
        subjectId: input.teamParentId,
        organisationId: access.organisationId,
        requestId: context.requestId,
        details: { enableRegistrations: input.value },
      });
    }
    return { id: input.teamParentId, enableRegistrations: input.value };
  });
}
