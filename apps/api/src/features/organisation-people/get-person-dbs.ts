import { dbsStatus, type OrganisationPersonDbs } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { auditDbsRead } from '../../domain/audit/audit';
import { loadPersonInOrganisation } from './person-in-organisation';
import { listDbsRecordRows } from '../../domain/person/records';

/**
 * GET /organisation/{organisationId}/people/{wruId}/person-dbs: a member's DBS records as the
 * organisation sees them (certificate number, issue date, expiry) with the two flags. Every read
 * by an organisation official (other than the member or their guardian) is written to the audit log
 * ('dbs.read', through the one read-audit helper) with the number of records it returned.
 */
export async function getPersonDbs(options: {
  db: Db;
  actor: Actor;
  input: { organisationId: number; wruId: number };
  now: Date;
  requestId: string;
}): Promise<OrganisationPersonDbs> {
  const { db, actor, input, now } = options;
  const { person } = await loadPersonInOrganisation(db, actor, input, now);
  return db.transaction(async (tx) => {
    const records = await listDbsRecordRows(tx, person.id);
    await auditDbsRead(tx, {
      actor,
      now,
      person,
      organisationId: input.organisationId,
      requestId: options.requestId,
      details: { records: records.length },
    });
    return {
      personDBSRecords: records,
      hasActiveApplication: person.hasActiveDbsApplication,
      hasInvalidDbs: person.hasInvalidDbs,
      dbsStatus: dbsStatus(
        { hasInvalidDbs: person.hasInvalidDbs, hasActiveApplication: person.hasActiveDbsApplication, expiries: records.map((r) => r.expiry) },
        now,
      ),
    };
  });
}
