import { UNION_PEOPLE_SEARCH_LIMIT, type UnionPerson } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { requireUnionArea } from '../../lib/union-access';
import { presentPeople } from './present';
import { searchPeople } from './queries';

/** GET /union/people?search=: people by name or member id (at most 20), each with their DBS status. Area dbs. */
export async function searchPeopleForDbs(options: { db: Db; actor: Actor; search: string; now: Date }): Promise<UnionPerson[]> {
  const { db, actor, now } = options;
  await requireUnionArea(db, actor, 'dbs');
  const people = await searchPeople(db, options.search, UNION_PEOPLE_SEARCH_LIMIT);
  return presentPeople(db, people, now);
}
