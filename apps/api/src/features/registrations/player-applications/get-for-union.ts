import {
  isReferred,
  workQueueReasonOfStatus,
  type EndpointInput,
  type getPlayerApplicationForUnionEndpoint,
  type UnionPlayerApplicationDetail,
} from '@mywru/shared';
import { AppError } from '../../../lib/app-error';
import { requireUnionArea } from '../../../domain/access/union-access';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { fullName, presentWorkQueuePerson } from '../work-queue/present';
import { findApplicationForUnion, findTeamAgeGrade, listStatusHistory } from '../work-queue/queries';

/**
 * GET /union/player-applications/{id}: one application referred to the union (awaiting its decision
 * or already decided), with the person, why it was referred and its status history. An application
 * never referred is not the union's: 404. Area work-queue. Reading a child's application is audited.
 */
export async function getForUnion(
  context: UseCaseContext,
  input: EndpointInput<typeof getPlayerApplicationForUnionEndpoint>,
): Promise<UnionPlayerApplicationDetail> {
  const { db, actor } = context;
  await requireUnionArea(db, actor, 'work-queue');
  const application = await findApplicationForUnion(db, input.params.id);
  if (!application) throw new AppError('player_application.not_found');
  const history = await listStatusHistory(db, application.id);
  const referral = [application.status, ...history.map((change) => change.status)]
    .map(workQueueReasonOfStatus)
    .find((reason) => reason === 'clearance' || reason === 'dispensation');
  if (!referral) throw new AppError('player_application.not_found');
  const [person, ageGrade] = await Promise.all([
    presentWorkQueuePerson(context, {
      personId: application.personId,
      subject: { type: 'player_application', id: application.id },
    }),
    findTeamAgeGrade(db, application.teamParentId),
  ]);
  return {
    id: application.id,
    status: application.status,
    reason: referral,
    isAwaitingUnion: isReferred(application.status),
    person,
    organisationId: application.organisationId,
    organisationName: application.organisationName,
    teamName: application.teamName,
    ageGrade,
    season: application.season,
    submittedOn: application.createdAt.toISOString(),
    history: history.map((change) => ({
      status: change.status,
      changedOn: change.changedOn.toISOString(),
      changedBy: fullName(change),
      reason: change.reason,
    })),
  };
}
