import { describe, expect, it } from 'vitest';
import { dbsStatus } from './dbs-status';

const today = new Date('2026-01-10T09:00:00Z');

describe('dbsStatus', () => {
  it('is valid on the expiry day and no longer from midnight in Wales after it, also in summer time', () => {
    const facts = { hasInvalidDbs: false, hasActiveApplication: false, expiries: ['2026-05-31'] };
    expect(dbsStatus(facts, new Date('2026-05-31T22:59:59Z'))).toBe('valid');
    expect(dbsStatus(facts, new Date('2026-05-31T23:00:00Z'))).toBe('none');
  });

  it.each([
    [{ hasInvalidDbs: true, hasActiveApplication: false, expiries: ['2027-05-31'] }, 'invalid'],
    [{ hasInvalidDbs: false, hasActiveApplication: false, expiries: ['2026-01-10'] }, 'valid'],
    [{ hasInvalidDbs: false, hasActiveApplication: true, expiries: ['2026-01-09'] }, 'pending'],
    [{ hasInvalidDbs: false, hasActiveApplication: false, expiries: ['2025-05-31'] }, 'none'],
    [{ hasInvalidDbs: false, hasActiveApplication: false, expiries: [] }, 'none'],
  ] as const)('%o is %s', (facts, expected) => {
    expect(dbsStatus(facts, today)).toBe(expected);
  });
});
