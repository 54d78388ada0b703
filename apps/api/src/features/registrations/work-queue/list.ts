import { UNION_WORK_QUEUE_LIMIT, workQueueReasonOfStatus, type UnionWorkQueueItem } from '@mywru/shared';
import { auditChildRecordReads } from '../../../domain/audit/audit';
import { requireUnionArea } from '../../../domain/access/union-access';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { listReferredApplications, listTeamNames, listVolunteerRegistrationsAwaitingUnion } from './queries';

/**
 * GET /union/work-queue: what waits for the union, oldest first: player applications referred for
 * international clearance or a dispensation, and volunteer registrations whose role needs the
 * union's approval and have none yet. Area work-queue (Registrations Officer, Administrator).
 * Each child listed (name, date of birth) is an audited read ('child-record.read', one row per child).
 */
export async function listWorkQueue(context: UseCaseContext): Promise<UnionWorkQueueItem[]> {
  const { db, actor, now } = context;
  await requireUnionArea(db, actor, 'work-queue');
  const [applications, volunteers] = await Promise.all([
    listReferredApplications(db, UNION_WORK_QUEUE_LIMIT),
    listVolunteerRegistrationsAwaitingUnion(db, UNION_WORK_QUEUE_LIMIT),
  ]);
  const teamNames = new Map(
    (await listTeamNames(db, [...new Set(volunteers.flatMap((row) => row.registration.teamParentIds))])).map((team) => [
      team.id,
      team.name,
    ]),
  );

  const items: UnionWorkQueueItem[] = [];
  for (const row of applications) {
    const reason = workQueueReasonOfStatus(row.status);
    if (!reason) continue;
    items.push({
      kind: 'player_application',
      id: row.id,
      person: { id: row.personId, firstName: row.firstName, lastName: row.lastName, dob: row.dob },
      reason,
      roleValue: null,
      roleValueCy: null,
      organisationId: row.organisationId,
      organisationName: row.organisationName,
      teamName: row.teamName,
      season: row.season,
      submittedOn: row.createdAt.toISOString(),
    });
  }
  for (const row of volunteers) {
    const registration = row.registration;
    const teams = registration.teamParentIds
      .map((id) => teamNames.get(id))
      .filter((name): name is string => name !== undefined);
    items.push({
      kind: 'volunteer_registration',
      id: registration.id,
      person: { id: registration.personId, firstName: row.firstName, lastName: row.lastName, dob: row.dob },
      reason: 'volunteer_role',
      roleValue: row.roleValue,
      roleValueCy: row.roleValueCy,
      organisationId: registration.organisationId,
      organisationName: row.organisationName,
      teamName: teams.length > 0 ? teams.join(', ') : null,
      season: registration.season,
      submittedOn: registration.submittedOn.toISOString(),
    });
  }
  await auditChildRecordReads(db, {
    actor,
    now,
    requestId: context.requestId,
    organisationId: null,
    people: [...new Set(items.map((item) => item.person.id))],
    record: 'work-queue',
  });
  return items.sort((a, b) => a.submittedOn.localeCompare(b.submittedOn) || a.id - b.id);
}
