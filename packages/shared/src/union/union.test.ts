import { describe, expect, it } from 'vitest';
import { daysUntil, dbsReminderDue, dbsRemindersOwed, defaultDbsExpiry, isExpiringSoon } from './dbs-expiry';
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

describe('DBS expiry', () => {
  it.each([
    ['2025-10-01', '2026-05-31'],
    ['2026-05-31', '2026-05-31'],
    ['2026-06-01', '2027-05-31'],
    ['2026-08-31', '2027-05-31'],
    ['2026-09-01', '2027-05-31'],
    ['2027-01-15', '2027-05-31'],
  ])('a check issued on %s expires by default on %s', (issued, expiry) => {
    expect(defaultDbsExpiry(issued)).toBe(expiry);
  });

  it('counts days to expiry and says which reminder is due', () => {
    const today = new Date('2026-03-02T15:00:00Z');
    expect(daysUntil('2026-05-31', today)).toBe(90);
    expect(dbsReminderDue('2026-05-31', today)).toBe(90);
    expect(dbsReminderDue('2026-04-01', today)).toBe(30);
    expect(dbsReminderDue('2026-04-02', today)).toBeNull();
  });

  it('owes the reminders whose day has come, so a missed day still sends once', () => {
    const today = new Date('2026-03-10T00:00:00Z');
    expect(dbsRemindersOwed('2026-05-31', today)).toEqual([90]);
    expect(dbsRemindersOwed('2026-04-05', today)).toEqual([90, 30]);
    expect(dbsRemindersOwed('2026-12-31', today)).toEqual([]);
    expect(dbsRemindersOwed('2026-03-01', today)).toEqual([]);
  });

  it('lists checks expiring within 90 days', () => {
    const today = new Date('2026-03-02T00:00:00Z');
    expect(isExpiringSoon('2026-05-31', today)).toBe(true);
    expect(isExpiringSoon('2026-06-01', today)).toBe(false);
    expect(isExpiringSoon('2026-03-01', today)).toBe(false);
  });
});
