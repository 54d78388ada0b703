import { describe, expect, it } from 'vitest';
import { currentSeason, registrationSeason } from './season';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('season rule', () => {
  it('turns at midnight in Wales: half past midnight on 1 September in summer time is the new season', () => {
    expect(currentSeason(new Date('2026-08-31T22:30:00Z')).label).toBe('2025-2026');
    expect(currentSeason(new Date('2026-08-31T23:30:00Z')).label).toBe('2026-2027');
    expect(registrationSeason(new Date('2026-05-31T23:30:00Z')).label).toBe('2026-2027');
  });

  it.each([
    ['2025-08-31', '2024-2025', '2025-2026'],
    ['2025-09-01', '2025-2026', '2025-2026'],
    ['2026-05-31', '2025-2026', '2025-2026'],
    ['2026-06-01', '2025-2026', '2026-2027'],
    ['2026-01-15', '2025-2026', '2025-2026'],
  ])('on %s the current season is %s and registration is for %s', (date, current, registration) => {
    expect(currentSeason(day(date)).label).toBe(current);
    expect(registrationSeason(day(date)).label).toBe(registration);
  });

  it('ends a season on 31 May', () => {
    expect(currentSeason(day('2025-10-01')).ends).toBe('2026-05-31');
  });
});
