import type { TeamRegistrationState } from '@mywru/shared';
import type { UseCaseContext } from '../../lib/use-case-context';
import { requireUnionArea } from '../../domain/access/union-access';
import { requireTeamParent } from '../../domain/organisation/load-for-change';
import { applyTeamRegistration } from '../../domain/team/queries';

/**
 * PUT /union/organisations/{id}/team-parents/{teamParentId}/registration: open or close a team for
 * registrations, as the club's own toggle does (decision 008): idempotent, audited when it changes.
 */
export async function setTeamRegistrationAsUnion(
  context: UseCaseContext,
  input: { organisationId: number; teamParentId: number; value: boolean },
): Promise<TeamRegistrationState> {
  const { db, actor } = context;
  await requireUnionArea(db, actor, 'organisations');
  return db.transaction(async (tx) => {
    const team = await requireTeamParent(tx, input.organisationId, input.teamParentId);
    return applyTeamRegistration(tx, team, {
      value: input.value,
      actorPersonId: actor.personId,
      requestId: context.requestId,
    });
  });
}
