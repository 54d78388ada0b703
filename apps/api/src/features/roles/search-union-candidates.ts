import { ADULT_AGE, UNION_ROLE_CANDIDATE_LIMIT, yearsBefore, type UnionRoleCandidate } from '@mywru/shared';
import { requireUnionArea } from '../../domain/access/union-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { isUnionRole } from './present';
import { listActiveRolesOf, searchCandidates } from './queries';

/**
 * GET /union/roles/candidates?search=: adults by name or member id (at most 20), each with the
 * union roles they hold now, for the Grant role dialog. Children are never offered. Area union-roles.
 */
export async function searchUnionRoleCandidates(
  context: UseCaseContext,
  input: { search: string },
): Promise<UnionRoleCandidate[]> {
  const { db, actor, now } = context;
  await requireUnionArea(db, actor, 'union-roles');
  const people = await searchCandidates(db, input.search, yearsBefore(now, ADULT_AGE), UNION_ROLE_CANDIDATE_LIMIT);
  const roles = await listActiveRolesOf(
    db,
    people.map((person) => person.id),
  );
  return people.map((person) => ({
    ...person,
    roles: [...new Set(roles.filter((row) => row.personId === person.id).map((row) => row.role))]
      .filter(isUnionRole)
      .sort(),
  }));
}
