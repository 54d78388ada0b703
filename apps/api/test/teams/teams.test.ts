/** Manage Teams and the team page: the team list, players of a variation (5 a page), the registration toggle. */
import { sortTeams, TEAM_PLAYERS_PAGE_SIZE } from '@mywru/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { ROLE_IDS } from '../../src/db/lookups';
import { auditLog, personOrganisationRoles } from '../../src/db/schema';
import { buildTestApp, sessionCookieFor, TEST_ORIGIN, type TestApp } from '../helpers/app';
import {
  addPerson,
  firstTeamChildId,
  NOW,
  organisationId,
  personIdByEmail,
  teamParentId,
} from '../registrations/fixtures';

let t: TestApp;
let db: Db;
let clubA: number;
let seniorMen: number;
let secretary: string;

beforeAll(async () => {
  t = await buildTestApp({ clock: () => NOW, demoData: true });
  db = t.app.db;
  clubA = await organisationId(db, 'Cwm Valley RFC');
  seniorMen = await teamParentId(db, 'Cwm Valley RFC', 'Senior Men');
  secretary = await sessionCookieFor(t.app, await personIdByEmail(db, 'secretary@demo.test'));
});

afterAll(async () => {
  await t.close();
});

describe('Manage Teams', () => {
  it("lists the organisation's teams with template, format, sex, player count and variations", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/organisation/${clubA}/team`,
      headers: { cookie: secretary },
    });
    expect(res.statusCode).toBe(200);
    const teams = res.json() as {
      id: number;
      name: string;
      sex: { value: string };
      playerCount: number;
      numberOfTeamChildren: number;
      enableRegistrations: boolean;
      teamTemplate: { gameFormat: { name: string } };
    }[];
    const senior = teams.find((team) => team.id === seniorMen)!;
    expect(senior).toMatchObject({
      name: 'Senior Men',
      nameCy: 'Dynion Hŷn',
      teamTemplate: { name: 'Senior Men', nameCy: 'Dynion Hŷn' },
      sex: { value: 'Male' },
      numberOfTeamChildren: 3,
      enableRegistrations: true,
    });
    expect(senior.playerCount).toBeGreaterThanOrEqual(3);
    expect(senior.teamTemplate.gameFormat.name).toEqual(expect.any(String));
    expect(teams.find((team) => team.name === 'Senior Sevens Men')?.enableRegistrations).toBe(false);
    expect(teams.some((team) => team.sex.value === '')).toBe(true);
  });

  it('lists the teams by age grade (Under 7 before Under 10), then senior, then the rest', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/organisation/${clubA}/team`,
      headers: { cookie: secretary },
    });
    const names = (res.json() as { name: string }[]).map((team) => team.name);
    expect(names).toEqual(sortTeams(names.map((name) => ({ name }))).map((team) => team.name));
    const under = names.filter((name) => name.startsWith('Under '));
    expect(under.length).toBeGreaterThan(1);
    const numbers = under.map((name) => Number(/Under (\d+)/.exec(name)![1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(names.indexOf('Senior Men')).toBeGreaterThan(names.indexOf(under.at(-1)!));
  });

  it("names, for each team, the variations of the organisation's other teams of the same age grade", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/organisation/${clubA}/team`,
      headers: { cookie: secretary },
    });
    const teams = res.json() as {
      id: number;
      name: string;
      teamChildren: { id: number; value: string }[];
      otherTeamChildren: { id: number; value: string; teamParentId: number; teamName: string }[];
    }[];
    const senior = teams.find((team) => team.id === seniorMen)!;
    const otherSenior = teams.filter((team) => team.id !== seniorMen && /^Senior/.test(team.name));
    expect(otherSenior.length).toBeGreaterThan(0);
    expect(senior.otherTeamChildren).toEqual(
      otherSenior.flatMap((team) =>
        team.teamChildren.map((child) => ({ ...child, teamParentId: team.id, teamName: team.name })),
      ),
    );
    expect(senior.otherTeamChildren.some((child) => child.teamParentId === seniorMen)).toBe(false);
  });
});

describe('team players', () => {
  it('answers 5 a page, searchable', async () => {
    const child = await firstTeamChildId(db, seniorMen);
    for (let i = 0; i < 6; i++) {
      const person = await addPerson(db, { firstName: 'Squad', lastName: `Member${i}`, dob: '1998-02-02', sexId: 1 });
      await db.insert(personOrganisationRoles).values({
        personId: person.id,
        organisationId: clubA,
        roleId: ROLE_IDS.player,
        teamChildId: child,
        activeFrom: '2025-09-01',
      });
    }
    const page1 = await t.app.inject({
      method: 'GET',
      url: `/api/team/child/${child}/player?page=1`,
      headers: { cookie: secretary },
    });
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toHaveLength(TEAM_PLAYERS_PAGE_SIZE);
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/team/child/${child}/player?search=squad&page=2`,
      headers: { cookie: secretary },
    });
    expect(search.json()).toHaveLength(1);
    expect(search.json()[0]).toMatchObject({
      firstName: 'Squad',
      lastName: 'Member5',
      age: expect.any(Number),
      hasInvalidDbs: false,
    });
  });

  it('answers 404 for a team variation that does not exist', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/team/child/999999/player',
      headers: { cookie: secretary },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ reason: 'team.not_found' });
  });
});

describe('the registration toggle', () => {
  it('closes and reopens a team for registrations, audited; the team details show it', async () => {
    const put = (value: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/team/parent/${seniorMen}/registration`,
        headers: { cookie: secretary, origin: TEST_ORIGIN },
        payload: { value },
      });
    const off = await put(false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ id: seniorMen, enableRegistrations: false });
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/team/parent/${seniorMen}`,
      headers: { cookie: secretary },
    });
    expect(details.json()).toMatchObject({ name: 'Senior Men', nameCy: 'Dynion Hŷn', enableRegistrations: false });
    expect((await put(true)).json().enableRegistrations).toBe(true);
    expect((await put(true)).statusCode).toBe(200);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'team_parent'), eq(auditLog.subjectId, String(seniorMen))))
      .orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual(['team.registrations-disabled', 'team.registrations-enabled']);
    expect(audit[0]!.organisationId).toBe(clubA);
    expect((await put('yes')).statusCode).toBe(400);
  });

  it('refuses the toggle without the Origin check passing', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/team/parent/${seniorMen}/registration`,
      headers: { cookie: secretary },
      payload: { value: true },
    });
    expect(res.statusCode).toBe(403);
  });
});
