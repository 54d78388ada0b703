/**
 * Every lookup has a Welsh name beside its English one (decision 034): none missing, none blank,
 * and, where the English is a word, not the English left in place by mistake.
 */
import { GROUND_CONDITIONS, POSTPONEMENT_REASONS, WEATHER_CONDITIONS } from '@mywru/shared';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, NATIONALITIES, ORGANISATION_TYPES, ROLES, RUGBY_UNIONS, TEAM_TEMPLATES } from './index';

type Names = { id: number; en: string; cy: string | undefined };
const lists: Record<string, Names[]> = {
  countries: COUNTRIES.map((c) => ({ id: c.id, en: c.value, cy: c.valueCy })),
  nationalities: NATIONALITIES.map((n) => ({ id: n.id, en: n.value, cy: n.valueCy })),
  rugbyUnions: RUGBY_UNIONS.map((u) => ({ id: u.id, en: u.value, cy: u.valueCy })),
  organisationTypes: ORGANISATION_TYPES.map((o) => ({ id: o.id, en: o.nameEn, cy: o.nameCy })),
  organisationTypeDescriptions: ORGANISATION_TYPES.map((o) => ({ id: o.id, en: o.descriptionEn, cy: o.descriptionCy })),
  roles: ROLES.map((r) => ({ id: r.id, en: r.value, cy: r.valueCy })),
  teamTemplates: TEAM_TEMPLATES.map((t) => ({ id: t.id, en: t.name, cy: t.nameCy })),
  weather: WEATHER_CONDITIONS.map((w) => ({ id: w.id, en: w.value, cy: w.valueCy })),
  grounds: GROUND_CONDITIONS.map((g) => ({ id: g.id, en: g.value, cy: g.valueCy })),
  postponementReasons: POSTPONEMENT_REASONS.map((p) => ({ id: p.id, en: p.value, cy: p.valueCy })),
};

describe('Welsh names of the lookups', () => {
  it.each(Object.entries(lists))('%s: every entry has a Welsh name that is not blank', (_list, entries) => {
    expect(entries.length).toBeGreaterThan(0);
    const missing = entries.filter((entry) => typeof entry.cy !== 'string' || entry.cy.trim() === '');
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(lists))('%s: Welsh names are distinct where the English ones are', (_list, entries) => {
    const english = new Set(entries.map((entry) => entry.en));
    const welsh = new Set(entries.map((entry) => entry.cy));
    expect(welsh.size).toBe(english.size);
  });

  // Country names and demonyms may rightly read the same in both (Canada, Thai, Basotho).
  it('translates the words rather than copying the English', () => {
    const copied = Object.entries(lists)
      .filter(([list]) => list !== 'countries' && list !== 'nationalities')
      .flatMap(([list, entries]) => entries.filter((entry) => entry.cy === entry.en).map((entry) => `${list} ${entry.id} ${entry.en}`));
    expect(copied).toEqual([]);
  });

  it('names the samples as drafted', () => {
    expect(COUNTRIES.find((c) => c.value === 'Argentina')?.valueCy).toBe('Yr Ariannin');
    expect(COUNTRIES.find((c) => c.id === 1)?.valueCy).toBe('Y Deyrnas Unedig');
    expect(NATIONALITIES.find((n) => n.value === 'Welsh')?.valueCy).toBe('Cymreig');
    expect(WEATHER_CONDITIONS.find((w) => w.value === 'Sunny')?.valueCy).toBe('Heulog');
    expect(ROLES.find((r) => r.value === 'Player')?.valueCy).toBe('Chwaraewr');
  });
});
