import { UNION_ORGANISATION_PEOPLE_LIMIT, type UnionOrganisationPerson } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { auditChildRecordReads } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { searchPeopleRows } from './queries';

/**
 * GET /union/organisations/people?search=: people to appoint, by name or member id (at most 20).
 * The DBS area has its own search with DBS status; this one, for the organisations area, answers
 * only who the person is. Each child answered is an audited read ('child-record.read').
 */
export async function searchPeopleToAppoint(options: {
  db: Db;
  actor: Actor;
  search: string;
  now: Date;
  requestId: string;
}): Promise<UnionOrganisationPerson[]> {
  await requireUnionArea(options.db, options.actor, 'organisations');
  const people = await searchPeopleRows(options.db, options.search, UNION_ORGANISATION_PEOPLE_LIMIT);
  await auditChildRecordReads(options.db, {
    actor: options.actor,
    now: options.now,
    requestId: options.requestId,
    organisationId: null,
    people: people.map((person) => person.id),
    record: 'union-person',
  });
  return people;
}
