import type { Qualification } from '@mywru/shared';
import { auditChildRecordReads } from '../../domain/audit/audit';
import { loadPersonInOrganisation } from '../../domain/access/person-in-organisation';
import { listQualificationRows } from '../../domain/person/records';
import type { UseCaseContext } from '../../lib/use-case-context';

/**
 * GET /organisation/{organisationId}/people/{wruId}/qualifications: a member's qualifications that
 * have not been ended. A child's, read by anyone but the guardian, is audited ('child-record.read').
 */
export async function listQualificationsForOrganisation(
  context: UseCaseContext,
  input: { organisationId: number; wruId: number },
): Promise<Qualification[]> {
  const { db, actor, now, requestId } = context;
  const { person } = await loadPersonInOrganisation(db, actor, input, now);
  await auditChildRecordReads(db, {
    actor,
    now,
    requestId,
    organisationId: input.organisationId,
    people: [person],
    record: 'qualifications',
  });
  return listQualificationRows(db, person.id);
}
