import { UNION_PEOPLE_SEARCH_LIMIT, type UnionPerson } from '@mywru/shared';
import { auditChildRecordReads } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { presentPeopleWithDbsStatus } from './present';
import { searchPeopleByNameOrId } from './queries';

/**
 * GET /union/people?search=: people by name or member id (at most 20), each with their DBS status.
 * Area dbs. Children among the results are audited as children's records read ('union-person').
 */
export async function searchPeopleForUnion(context: UseCaseContext, input: { search: string }): Promise<UnionPerson[]> {
  const { db, actor, now } = context;
  await requireUnionArea(db, actor, 'dbs');
  const people = await searchPeopleByNameOrId(db, input.search, UNION_PEOPLE_SEARCH_LIMIT);
  return db.transaction(async (tx) => {
    const answer = await presentPeopleWithDbsStatus(tx, people, now);
    // The children among the results (name, date of birth, DBS status) are children's records read.
    await auditChildRecordReads(tx, {
      actor,
      now,
      requestId: context.requestId,
      organisationId: null,
      people: people.map((p) => p.id),
      record: 'union-person',
    });
    return answer;
  });
}
