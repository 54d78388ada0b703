import { UNION_ORGANISATION_PEOPLE_LIMIT, type UnionOrganisationPerson } from '@mywru/shared';
import type { UseCaseContext } from '../../lib/use-case-context';
import { auditChildRecordReads } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { searchPeopleRows } from '../../domain/organisation/queries';

/**
 * GET /union/organisations/people?search=: people to appoint, by name or member id (at most 20).
 * The DBS area has its own search with DBS status; this one, for the organisations area, answers
 * only who the person is. Each child answered is an audited read ('child-record.read').
 */
export async function searchPeopleToAppoint(
  context: UseCaseContext,
  input: { search: string },
): Promise<UnionOrganisationPerson[]> {
  await requireUnionArea(context.db, context.actor, 'organisations');
  const people = await searchPeopleRows(context.db, input.search, UNION_ORGANISATION_PEOPLE_LIMIT);
  await auditChildRecordReads(context.db, {
    actor: context.actor,
    now: context.now,
    requestId: context.requestId,
    organisationId: null,
    people: people.map((person) => person.id),
    record: 'union-person',
  });
  return people;
}
