import { describe, expect, it } from 'vitest';
import { canUseUnionArea, isUnionStaff, UNION_AREAS } from './permissions';

describe('union roles', () => {
  it('gives the Union Administrator every area', () => {
    for (const area of UNION_AREAS) expect(canUseUnionArea(['union_administrator'], area)).toBe(true);
  });

  it.each([
    ['registrations_officer', 'work-queue', true],
    ['registrations_officer', 'dbs', false],
    ['safeguarding_officer', 'dbs', true],
    ['safeguarding_officer', 'work-queue', false],
    ['competitions_officer', 'fixtures', true],
    ['competitions_officer', 'audit-log', false],
    ['registrations_officer', 'union-roles', false],
  ] as const)('%s on %s: %s', (role, area, expected) => {
    expect(canUseUnionArea([role], area)).toBe(expected);
  });

  it('knows union staff from club officials', () => {
    expect(isUnionStaff(['safeguarding_officer'])).toBe(true);
    expect(isUnionStaff(['Club Secretary'])).toBe(false);
    expect(isUnionStaff([])).toBe(false);
  });
});
