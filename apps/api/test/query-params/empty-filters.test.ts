/**
 * The spec's empty→null rule on query strings: a filter sent empty (as a form with blank filters
 * sends it) is the same as one not sent, on every endpoint with filters, while a filter with a bad
 * value is still refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyQueryParamsToAbsent } from '../../src/lib/query-params';
import { organisationId } from '../registrations/fixtures';
import { openBackOffice, type BackOffice } from '../helpers/back-office';

let office: BackOffice;
let clubA: number;

beforeAll(async () => {
  office = await openBackOffice();
  clubA = await organisationId(office.db, 'Cwm Valley RFC');
});

afterAll(async () => {
  await office.t.close();
});

describe('empty query parameters count as absent', () => {
  it('drops empty values and the empty items of repeated parameters, and keeps the rest', () => {
    expect(emptyQueryParamsToAbsent({ page: '1', search: '', role: '' })).toEqual({ page: '1' });
    expect(emptyQueryParamsToAbsent({ role: ['', 'players'], tag: ['', ''], search: ' ' })).toEqual({
      role: 'players',
      search: ' ',
    });
    expect(emptyQueryParamsToAbsent({ role: ['a', 'b', ''] })).toEqual({ role: ['a', 'b'] });
  });

  it('Search People answers the same for `?page=1&search=&role=` as for `?page=1`', async () => {
    const { as, get } = office;
    const empty = await get(as.secretary, `/api/organisation/${clubA}/people/all?page=1&search=&role=`);
    const absent = await get(as.secretary, `/api/organisation/${clubA}/people/all?page=1`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual(absent.json());
    expect((empty.json() as unknown[]).length).toBeGreaterThan(0);
    expect((await get(as.secretary, `/api/organisation/${clubA}/people/all?role=nonsense`)).statusCode).toBe(400);
  });

  it("the union's organisation list and audit log accept blank filters", async () => {
    const { as, get } = office;
    const organisations = await get(as.admin, '/api/union/organisations?search=&typeId=&regionId=&active=&page=');
    expect(organisations.statusCode).toBe(200);
    expect(organisations.json()).toEqual((await get(as.admin, '/api/union/organisations')).json());

    const audit = await get(as.admin, '/api/union/audit-log?personId=&actorId=&from=&to=&action=&cursor=');
    expect(audit.statusCode).toBe(200);
    expect(audit.json()).toEqual((await get(as.admin, '/api/union/audit-log')).json());
    expect((audit.json() as { entries: unknown[] }).entries.length).toBeGreaterThan(0);
    expect((await get(as.admin, '/api/union/audit-log?personId=abc')).statusCode).toBe(400);
  });

  it('the public organisation list accepts a blank search', async () => {
    const { as, get } = office;
    const blank = await get(as.player, '/api/organisation/all-clubs?search=&page=&returnAll=&typeId=');
    expect(blank.statusCode).toBe(200);
    expect(blank.json()).toEqual((await get(as.player, '/api/organisation/all-clubs')).json());
  });
});
