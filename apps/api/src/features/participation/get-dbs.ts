import { dbsStatus, type DbsResponse } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { loadPersonForActor } from '../../domain/access/person-access';
import { listDbsRecordRows } from '../../domain/person/records';

/**
 * GET /person/{id}/person-dbs: my own or my child's DBS records (certificate number, issue date,
 * expiry; newest first), the two flags, and the status computed from them.
 */
export async function getDbs(options: { db: DbOrTx; actor: Actor; input: { id: number }; now: Date }): Promise<DbsResponse> {
  const person = await loadPersonForActor(options.db, options.actor, options.input.id);
  const records = await listDbsRecordRows(options.db, person.id);
  return {
    personDBSRecords: records,
    hasActiveApplication: person.hasActiveDbsApplication,
    hasInvalidDbs: person.hasInvalidDbs,
    dbsStatus: dbsStatus(
      { hasInvalidDbs: person.hasInvalidDbs, hasActiveApplication: person.hasActiveDbsApplication, expiries: records.map((r) => r.expiry) },
      options.now,
    ),
  };
}
