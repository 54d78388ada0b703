import { describe, expect, it } from 'vitest';
import { ageOn, isChildOn, yearsBefore } from './age';

describe('ageOn', () => {
  it.each([
    ['2008-06-15', '2026-06-14', 17],
    ['2008-06-15', '2026-06-15', 18],
    ['2008-06-15', '2026-12-31', 18],
    ['2008-12-31', '2027-01-01', 18],
    ['2008-12-31', '2026-12-30', 17],
    // Born on 29 February: a year older on 1 March when the year has no 29 February, on the 29th when it has.
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
    ['2008-02-29', '2028-02-29', 20],
    ['2008-02-29', '2028-02-28', 19],
    ['2026-11-28', '2026-11-28', 0],
  ])('born %s, on %s: %i', (dob, on, age) => {
    expect(ageOn(dob, on)).toBe(age);
    expect(ageOn(dob, new Date(`${on}T12:00:00Z`))).toBe(age);
  });
});

describe('isChildOn', () => {
  it('is under 18 up to the day before the 18th birthday, by the day given as text or as a date', () => {
    expect(isChildOn('2008-06-15', '2026-06-14')).toBe(true);
    expect(isChildOn('2008-06-15', '2026-06-15')).toBe(false);
  });

  it('turns 18 at midnight in Wales: in summer time an hour before midnight in UTC, in winter at it', () => {
    // British Summer Time: midnight on the birthday is 23:00 UTC the day before.
    expect(isChildOn('2008-06-15', new Date('2026-06-14T22:59:59Z'))).toBe(true);
    expect(isChildOn('2008-06-15', new Date('2026-06-14T23:00:00Z'))).toBe(false);
    // Greenwich Mean Time: the same instant in both.
    expect(isChildOn('2008-12-15', new Date('2026-12-14T23:59:59Z'))).toBe(true);
    expect(isChildOn('2008-12-15', new Date('2026-12-15T00:00:00Z'))).toBe(false);
  });
});

describe('yearsBefore', () => {
  it("counts from the union's day: at half past midnight in summer time it is already the next day", () => {
    expect(yearsBefore(new Date('2026-06-14T23:30:00Z'), 18)).toBe('2008-06-15');
    expect(yearsBefore(new Date('2026-06-14T22:30:00Z'), 18)).toBe('2008-06-14');
    expect(yearsBefore(new Date('2028-02-29T12:00:00Z'), 1)).toBe('2027-02-28');
  });
});
