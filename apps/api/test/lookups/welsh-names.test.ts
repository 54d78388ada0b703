/**
 * The lookups' Welsh names reach the database (migration 0010, written by the start-up seed) and the
 * lookup endpoints, beside the English names the spec's fields keep (decision 034).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('lookup endpoints answer the Welsh name beside the English', () => {
  it('countries: the United Kingdom first, Argentina as Yr Ariannin', async () => {
    const res = await t.app.inject('/api/country');
    expect(res.statusCode).toBe(200);
    const countries = res.json() as { id: number; value: string; valueCy: string }[];
    expect(countries[0]).toEqual({ id: 1, value: 'United Kingdom', valueCy: 'Y Deyrnas Unedig' });
    expect(countries).toContainEqual({ id: 12, value: 'Argentina', valueCy: 'Yr Ariannin' });
    expect(countries.filter((country) => !country.valueCy)).toEqual([]);
  });

  it('nationalities and rugby unions', async () => {
    const nationalities = (await t.app.inject('/api/nationality')).json() as { value: string; valueCy: string }[];
    expect(nationalities).toContainEqual({ id: 2, value: 'Welsh', valueCy: 'Cymreig' });
    expect(nationalities.filter((nationality) => !nationality.valueCy)).toEqual([]);
    const unions = (await t.app.inject('/api/rugby-union')).json() as { id: number; valueCy: string }[];
    expect(unions.find((union) => union.id === 1)).toMatchObject({ value: 'Welsh', valueCy: 'Cymreig', isHomeUnion: true });
    expect(unions.filter((union) => !union.valueCy)).toEqual([]);
  });
});

describe('the lookup tables hold a Welsh name for every row', () => {
  it.each([
    ['countries', 'value_cy'],
    ['nationalities', 'value_cy'],
    ['rugby_unions', 'value_cy'],
    ['organisation_types', 'name_cy'],
    ['organisation_types', 'description_cy'],
    ['roles', 'value_cy'],
    ['team_templates', 'name_cy'],
    ['weather_conditions', 'value_cy'],
    ['ground_conditions', 'value_cy'],
    ['postponement_reasons', 'value_cy'],
  ])('%s.%s', async (table, column) => {
    const { rows } = await t.testDb.database.query<{ total: number; blank: number }>(
      `select count(*)::int as total, count(*) filter (where trim(${column}) = '')::int as blank from ${table}`,
    );
    const [row] = rows;
    expect(row!.total).toBeGreaterThan(0);
    expect(row!.blank).toBe(0);
  });
});
