import type { Qualification } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { auditChildRecordReads } from '../../lib/audit';
import { loadPersonInOrganisation } from '../../lib/person-in-organisation';
import { listQualificationRows } from '../../lib/person-records';

/**
 * GET /organisation/{organisationId}/people/{wruId}/qualifications: a member's qualifications that
 * have not been ended. A child's, read by anyone but the guardian, is audited ('child-record.read').
 */
export async function listPersonQualifications(options: {
  db: DbOrTx;
  actor: Actor;
  input: { organisationId: number; wruId: number };
  now: Date;
  requestId: string;
}): Promise<Qualification[]> {
  const { person } = await loadPersonInOrganisation(options.db, options.actor, options.input, options.now);
  await auditChildRecordReads(options.db, {
    actor: options.actor,
    now: options.now,
    requestId: options.requestId,
    organisationId: options.input.organisationId,
    people: [person],
    record: 'qualifications',
  });
  return listQualificationRows(options.db, person.id);
}
