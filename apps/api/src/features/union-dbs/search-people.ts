import { UNION_PEOPLE_SEARCH_LIMIT, type UnionPerson } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { auditChildRecordReads } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { presentPeople } from './present';
import { searchPeople } from './queries';

/**
 * GET /union/people?search=: people by name or member id (at most 20), each with their DBS status.
 * Area dbs. Children among the results are audited as children's records read ('union-person').
 */
export async function searchPeopleForDbs(options: { db: Db; actor: Actor; search: string; now: Date; requestId: string }): Promise<UnionPerson[]> {
  const { db, actor, now } = options;
  await requireUnionArea(db, actor, 'dbs');
  const people = await searchPeople(db, options.search, UNION_PEOPLE_SEARCH_LIMIT);
  return db.transaction(async (tx) => {
    const answer = await presentPeople(tx, people, now);
    // The children among the results (name, date of birth, DBS status) are children's records read.
    await auditChildRecordReads(tx, { actor, now, requestId: options.requestId, organisationId: null, people: people.map((p) => p.id), record: 'union-person' });
    return answer;
  });
}
