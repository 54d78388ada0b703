import type { DbsResponse } from '@mywru/shared';
import { loadPersonForActor } from '../../domain/access/person-access';
import { listDbsRecordRows } from '../../domain/person/records';
import type { UseCaseContext } from '../../lib/use-case-context';
import { presentDbs } from './present';

/**
 * GET /person/{id}/person-dbs: my own or my child's DBS records (certificate number, issue date,
 * expiry; newest first), the two flags, and the status computed from them.
 */
export async function getDbsForMember(context: UseCaseContext, input: { id: number }): Promise<DbsResponse> {
  const { db, actor, now } = context;
  const person = await loadPersonForActor(db, actor, input.id);
  const records = await listDbsRecordRows(db, person.id);
  return presentDbs(person, records, now);
}
