import { queryKeyOfPath, type UnionPersonDbs } from '@mywru/shared';
import type { QueryClient } from '@tanstack/react-query';
import { personDbsQuery } from './person-dbs';

/**
 * After a change to a person's DBS: their DBS as the change answered it, and the union's people
 * search fetched again on its next use (it shows each person's DBS status). Only the search is
 * marked stale, so the person's audited DBS and qualifications are not read again.
 */
export function afterDbsChange(queryClient: QueryClient, dbs: UnionPersonDbs) {
  queryClient.setQueryData(personDbsQuery(dbs.id).queryKey, dbs);
  const people = queryKeyOfPath('/api/union/people');
  return queryClient.invalidateQueries({
    queryKey: people,
    predicate: (query) => query.queryKey.length === people.length + 1,
  });
}
