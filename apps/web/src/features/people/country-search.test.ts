import { describe, expect, it } from 'vitest';
import { countryFilter, countryMatches } from './country-search';

const uk = { value: '1', label: 'United Kingdom' };
const ireland = { value: '105', label: 'Ireland' };

describe('country search', () => {
  it.each([
    'Wales',
    'cymru',
    'England',
    'Scotland',
    'Northern Ireland',
    'gogledd iwerddon',
    'Yr Alban',
    'united',
    'KING',
    'Great Britain',
  ])("'%s' finds the United Kingdom", (typed) => expect(countryMatches(uk, typed)).toBe(true));

  it('finds other countries by their own name only', () => {
    expect(countryMatches(ireland, 'irel')).toBe(true);
    expect(countryMatches(ireland, 'Wales')).toBe(false);
    expect(countryMatches(uk, 'France')).toBe(false);
  });

  it('filters the options for what was typed; an empty search keeps every option', () => {
    const options = [uk, ireland];
    expect(countryFilter({ options, search: 'Northern Ireland', limit: Infinity })).toEqual([uk]);
    expect(countryFilter({ options, search: 'Ireland', limit: Infinity })).toEqual([uk, ireland]);
    expect(countryFilter({ options, search: '', limit: Infinity })).toEqual(options);
  });
});
