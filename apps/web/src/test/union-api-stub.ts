import type { UnionPersonDbs, UnionPersonQualifications } from '@mywru/shared';
import type { FakeResponse } from './render';
import { baseAnswers, problem, sent, stubApi, type Answers } from './api-stub';

export { baseAnswers, problem, sent, stubApi, type Answers };

/** The refusal the API answers outside the caller's part of the back office. */
export const refusal = () =>
  problem(403, 'forbidden', 'You do not have permission to use this part of the union back office');

/** A refusal as the API answers it: with the reason the page turns into its own words. */
export function withReason(answer: FakeResponse, reason: string): FakeResponse {
  return { ...answer, body: { ...(answer.body as object), reason } };
}

export const me = (roles: string[], areas: string[]): Answers => ({ 'GET /api/union/me': { body: { roles, areas } } });
export const administrator = () =>
  me(['union_administrator'], ['work-queue', 'dbs', 'qualifications', 'organisations', 'union-roles', 'audit-log']);

export function personDbs(overrides: Partial<UnionPersonDbs> = {}): UnionPersonDbs {
  return {
    id: 1000042,
    firstName: 'Rhys',
    lastName: 'Morgan',
    dob: '1988-04-02',
    dbsStatus: 'none',
    hasInvalidDbs: false,
    hasActiveApplication: false,
    records: [],
    ...overrides,
  };
}

export function personQualifications(
  qualifications: UnionPersonQualifications['qualifications'] = [],
): UnionPersonQualifications {
  return { person: { id: 1000042, firstName: 'Rhys', lastName: 'Morgan', dob: '1988-04-02' }, qualifications };
}
