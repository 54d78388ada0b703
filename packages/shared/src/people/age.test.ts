import { describe, expect, it } from 'vitest';
import { ageOn, isChildOn } from './age';

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
    expect(isChildOn('2008-06-15', new Date('2026-06-14T23:59:59Z'))).toBe(true);
    expect(isChildOn('2008-06-15', new Date('2026-06-15T00:00:00Z'))).toBe(false);
  });
});
