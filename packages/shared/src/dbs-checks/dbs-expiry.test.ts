import { describe, expect, it } from 'vitest';
import {
  daysUntil,
  dbsExpiringWindow,
  dbsReminderDue,
  dbsRemindersOwed,
  defaultDbsExpiry,
  isExpiringSoon,
} from './dbs-expiry';

describe('DBS expiry', () => {
  it("queries the days isExpiringSoon counts, from the union's today (a summer night's first hour included)", () => {
    const now = new Date('2026-06-14T23:30:00Z');
    expect(dbsExpiringWindow(now)).toEqual({ from: '2026-06-15', until: '2026-09-13' });
    expect(isExpiringSoon('2026-06-15', now)).toBe(true);
    expect(isExpiringSoon('2026-09-13', now)).toBe(true);
    expect(isExpiringSoon('2026-06-14', now)).toBe(false);
    expect(isExpiringSoon('2026-09-14', now)).toBe(false);
  });
  it("counts the days from the union's day: at half past midnight in summer time one fewer than from UTC's", () => {
    expect(daysUntil('2026-07-15', new Date('2026-06-14T22:30:00Z'))).toBe(31);
    expect(daysUntil('2026-07-15', new Date('2026-06-14T23:30:00Z'))).toBe(30);
  });

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
