import { dbsStatus, isChildOn, type UnionWorkQueuePerson } from '@mywru/shared';
import { AppError } from '../../../lib/app-error';
import { auditChildRecordReads } from '../../../domain/audit/audit';
import { listDbsExpiries } from '../../../domain/person/records';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { findPersonDetails, listNationalityNames, listRugbyUnionNames } from './queries';

/**
 * The person of a work-queue item as its page shows them. The union reads the item (`subject`), so
 * the read of a child's item is audited.
 */
export async function presentWorkQueuePerson(
  context: UseCaseContext,
  options: { personId: number; subject: { type: 'player_application' | 'volunteer_registration'; id: number } },
): Promise<UnionWorkQueuePerson> {
  const { db, now } = context;
  const row = await findPersonDetails(db, options.personId);
  if (!row) throw new AppError('work_queue.person_not_found');
  const [nationalities, otherUnions, expiries] = await Promise.all([
    listNationalityNames(db, row.nationalityIds),
    listRugbyUnionNames(db, row.internationalPlayingStatusIds),
    listDbsExpiries(db, row.id),
  ]);
  await auditChildRecordReads(db, {
    actor: context.actor,
    now,
    requestId: context.requestId,
    organisationId: null,
    people: [{ id: row.id, parentId: row.parentId, dob: row.dob }],
    record: 'work-queue-item',
    subject: options.subject,
  });
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    dob: row.dob,
    isChild: row.dob !== null && isChildOn(row.dob, now),
    email: row.email,
    guardian:
      row.parentId === null
        ? null
        : { id: row.parentId, firstName: row.guardianFirstName, lastName: row.guardianLastName },
    nationalities,
    otherUnions,
    dbsStatus: dbsStatus(
      { hasInvalidDbs: row.hasInvalidDbs, hasActiveApplication: row.hasActiveDbsApplication, expiries },
      now,
    ),
  };
}

/** "First Last", or null when neither is known. */
export function fullName(row: { firstName: string | null; lastName: string | null }): string | null {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return name || null;
}
