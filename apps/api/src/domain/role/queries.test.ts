import { describe, expect, it } from 'vitest';
import { hasEndedBefore, isActiveOn } from './queries';

describe('a role held on a day', () => {
  it.each([
    { activeFrom: '2026-09-01', activeTo: null, day: '2026-09-01', held: true, ended: false },
    { activeFrom: '2026-09-01', activeTo: null, day: '2026-08-31', held: false, ended: false },
    { activeFrom: '2026-09-01', activeTo: '2026-09-30', day: '2026-09-30', held: true, ended: false },
    { activeFrom: '2026-09-01', activeTo: '2026-09-30', day: '2026-10-01', held: false, ended: true },
    { activeFrom: '2026-09-01', activeTo: '2026-09-01', day: '2026-09-01', held: true, ended: false },
  ])(
    'from $activeFrom to $activeTo on $day: held $held, ended $ended',
    ({ activeFrom, activeTo, day, held, ended }) => {
      expect(isActiveOn({ activeFrom, activeTo }, day)).toBe(held);
      expect(hasEndedBefore({ activeTo }, day)).toBe(ended);
    },
  );
});
