import { ORGANISATION_PAGE_SIZE, sortTeams } from '@mywru/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../../src/db/schema';
import { buildTestApp, sessionCookieFor, type TestApp } from '../helpers/app';
import { NOW, organisationId, personIdByEmail } from '../registrations/fixtures';

let t: TestApp;
let playerCookie: string;
let clubA: number;

beforeAll(async () => {
  t = await buildTestApp({ clock: () => NOW, demoData: true });
  playerCookie = await sessionCookieFor(t.app, await personIdByEmail(t.app.db, 'player@demo.test'));
  clubA = await organisationId(t.app.db, 'Cwm Valley RFC');
});
afterAll(async () => t.close());

const get = (url: string, cookie = playerCookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('GET /api/organisation/all-clubs', () => {
  it('lists active organisations by name, nine a page', async () => {
    const first = await get('/api/organisation/all-clubs');
    expect(first.statusCode).toBe(200);
    const names = first.json().map((o: { name: string }) => o.name);
    expect(names).toHaveLength(9);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    const second = await get('/api/organisation/all-clubs?page=2');
    expect(second.json().map((o: { name: string }) => o.name)).not.toContain(names[0]);
  });

  it('finds organisations by part of the name, treating wildcards as characters', async () => {
    const res = await get('/api/organisation/all-clubs?search=cwm');
    expect(res.json()).toEqual([
      expect.objectContaining({ id: clubA, name: 'Cwm Valley RFC', typeName: 'Clubs', typeNameCy: 'Clybiau' }),
    ]);
    expect((await get('/api/organisation/all-clubs?search=%25')).json()).toEqual([]);
  });

  it('answers every active organisation with returnAll, and leaves out inactive ones', async () => {
    await t.app.db.update(organisations).set({ isActive: false }).where(eq(organisations.name, 'Aberllyn RFC'));
    const all = (await get('/api/organisation/all-clubs?returnAll=true')).json();
    expect(all.length).toBeGreaterThan(9);
    expect(all.map((o: { name: string }) => o.name)).not.toContain('Aberllyn RFC');
    await t.app.db.update(organisations).set({ isActive: true }).where(eq(organisations.name, 'Aberllyn RFC'));
  });

  it('refuses a signed-out caller', async () => {
    expect((await t.app.inject('/api/organisation/all-clubs')).statusCode).toBe(401);
  });
});

describe('GET /api/team/{organisationId}/get-team-parents', () => {
  it("lists an organisation's teams with their grade, sex and format", async () => {
    const res = await get(`/api/team/${clubA}/get-team-parents`);
    expect(res.statusCode).toBe(200);
    const teams = res.json();
    expect(teams.length).toBeGreaterThan(1);
    expect(teams[0]).toEqual({
      teamParentId: expect.any(Number),
      name: expect.any(String),
      nameCy: expect.any(String),
      sex: { value: expect.any(String) },
      ageGrade: expect.any(String),
      gameFormat: { id: expect.any(Number), name: expect.any(String) },
      enableRegistrations: expect.any(Boolean),
    });
    // A team named after its template is called by the template's Welsh name on a Welsh page.
    expect(teams).toContainEqual(expect.objectContaining({ name: 'Senior Men', nameCy: 'Dynion Hŷn' }));
    expect(teams).toContainEqual(expect.objectContaining({ name: 'Under 12', nameCy: 'Dan 12' }));
  });

  it('answers the teams in age-grade order: Under 7 before Under 10, then Youth, then senior', async () => {
    const teams = (await get(`/api/team/${clubA}/get-team-parents`)).json() as { name: string; ageGrade: string }[];
    expect(teams.map((team) => team.name)).toEqual(sortTeams(teams).map((team) => team.name));
    const names = teams.map((team) => team.name);
    expect(names.indexOf('Under 7')).toBeLessThan(names.indexOf('Under 10'));
    expect(names.indexOf('Under 16')).toBeLessThan(names.indexOf('Youth'));
    expect(names.indexOf('Youth')).toBeLessThan(names.indexOf('Senior Men'));
  });

  it('answers 9 a page with page, in the same order, the last page short; an empty page counts as absent', async () => {
    const all = (await get(`/api/team/${clubA}/get-team-parents`)).json() as { teamParentId: number }[];
    expect(all.length).toBeGreaterThan(ORGANISATION_PAGE_SIZE);
    const pages: { teamParentId: number }[][] = [];
    for (let page = 1; page <= Math.ceil(all.length / ORGANISATION_PAGE_SIZE); page++) {
      const res = await get(`/api/team/${clubA}/get-team-parents?page=${page}`);
      expect(res.statusCode).toBe(200);
      pages.push(res.json());
    }
    expect(pages[0]).toHaveLength(ORGANISATION_PAGE_SIZE);
    expect(pages.at(-1)!.length).toBeLessThanOrEqual(ORGANISATION_PAGE_SIZE);
    expect(pages.flat().map((team) => team.teamParentId)).toEqual(all.map((team) => team.teamParentId));
    expect((await get(`/api/team/${clubA}/get-team-parents?page=`)).json()).toHaveLength(all.length);
    expect((await get(`/api/team/${clubA}/get-team-parents?page=0`)).statusCode).toBe(400);
  });

  it('answers 404 for an organisation that does not exist', async () => {
    const res = await get('/api/team/999999/get-team-parents');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ reason: 'team.organisation_not_found' });
  });
});

describe('GET /api/person/{id}/organisation/manage', () => {
  it("lists the secretary's organisation with the role", async () => {
    const secretary = await personIdByEmail(t.app.db, 'secretary@demo.test');
    const res = await get(`/api/person/${secretary}/organisation/manage`, await sessionCookieFor(t.app, secretary));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({
      organisationId: clubA,
      organisationName: 'Cwm Valley RFC',
      roleValues: ['Club Secretary'],
      roleValuesCy: ['Ysgrifennydd Clwb'],
    });
  });

  it("lists the referee's role in their referees' society, so the dashboard shows Refereeing", async () => {
    const referee = await personIdByEmail(t.app.db, 'referee@demo.test');
    const res = await get(`/api/person/${referee}/organisation/manage`, await sessionCookieFor(t.app, referee));
    expect(res.json()).toEqual([expect.objectContaining({ roleValues: ['Referee'], roleValuesCy: ['Dyfarnwr'] })]);
  });

  it('answers nothing for a player with no office', async () => {
    const player = await personIdByEmail(t.app.db, 'player@demo.test');
    expect((await get(`/api/person/${player}/organisation/manage`)).json()).toEqual([]);
  });

  it("refuses someone else's list", async () => {
    const secretary = await personIdByEmail(t.app.db, 'secretary@demo.test');
    const res = await get(`/api/person/${secretary}/organisation/manage`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ reason: 'permission.denied' });
  });
});
