import { ADULT_AGE, UNION_ROLE_CANDIDATE_LIMIT, yearsBefore, type UnionRoleCandidate } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { requireUnionArea } from '../../domain/access/union-access';
import { isUnionRole } from './present';
import { listActiveRolesOf, searchCandidates } from './queries';

/**
 * GET /union/roles/candidates?search=: adults by name or member id (at most 20), each with the
 * union roles they hold now, for the Grant role dialog. Children are never offered. Area union-roles.
 */
export async function searchUnionRoleCandidates(options: {
  db: DbOrTx;
  actor: Actor;
  search: string;
  now: Date;
}): Promise<UnionRoleCandidate[]> {
  const { db, now } = options;
  await requireUnionArea(db, options.actor, 'union-roles');
  const people = await searchCandidates(db, options.search, yearsBefore(now, ADULT_AGE), UNION_ROLE_CANDIDATE_LIMIT);
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
