import type { OrganisationPersonDbs } from '@mywru/shared';
import { auditDbsRead } from '../../domain/audit/audit';
import { loadPersonInOrganisation } from '../../domain/access/person-in-organisation';
import { listDbsRecordRows } from '../../domain/person/records';
import type { UseCaseContext } from '../../lib/use-case-context';
import { presentDbs } from './present';

/**
 * GET /organisation/{organisationId}/people/{wruId}/person-dbs: a member's DBS records as the
 * organisation sees them (certificate number, issue date, expiry) with the two flags. Every read
 * by an organisation official (other than the member or their guardian) is written to the audit log
 * ('dbs.read', through the one read-audit helper) with the number of records it returned.
 */
export async function getDbsForOrganisation(
  context: UseCaseContext,
  input: { organisationId: number; wruId: number },
): Promise<OrganisationPersonDbs> {
  const { db, actor, now, requestId } = context;
  const { person } = await loadPersonInOrganisation(db, actor, input, now);
  return db.transaction(async (tx) => {
    const records = await listDbsRecordRows(tx, person.id);
    await auditDbsRead(tx, {
      actor,
      now,
      person,
      organisationId: input.organisationId,
      requestId,
      details: { records: records.length },
    });
    return presentDbs(person, records, now);
  });
}
