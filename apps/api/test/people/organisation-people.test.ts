/**
 * Search People and the people details dialog: search by name and member id, the role filter,
 * pages of 20, a minor's parent contact, qualifications, DBS records (every read audited), and
 * Person role records.
 */
import { PEOPLE_PAGE_SIZE } from '@mywru/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { ROLE_IDS } from '../../src/db/lookups';
import { auditLog, personOrganisationRoles } from '../../src/db/schema';
import { buildTestApp, sessionCookieFor, type TestApp } from '../helpers/app';
import {
  addPerson,
  firstTeamChildId,
  NOW,
  organisationId,
  personIdByEmail,
  personIdByName,
  teamParentId,
} from '../registrations/fixtures';

let t: TestApp;
let db: Db;
let clubA: number;
let secretary: string;

beforeAll(async () => {
  t = await buildTestApp({ clock: () => NOW, demoData: true });
  db = t.app.db;
  clubA = await organisationId(db, 'Cwm Valley RFC');
  secretary = await sessionCookieFor(t.app, await personIdByEmail(db, 'secretary@demo.test'));
});

afterAll(async () => {
  await t.close();
});

async function get(url: string, cookie = secretary) {
  return t.app.inject({ method: 'GET', url, headers: { cookie } });
}

type Row = {
  wruId: number;
  firstName: string;
  lastName: string;
  roleValues: string[];
  isPlayer: boolean;
  isVolunteer: boolean;
  age: number | null;
};

describe('Search People', () => {
  it('finds by any part of the name, any case, and by member id', async () => {
    const rhys = await personIdByEmail(db, 'player@demo.test');
    const byName = (await get(`/api/organisation/${clubA}/people/all?search=PRIT`)).json() as Row[];
    expect(byName.map((r) => r.wruId)).toEqual([rhys]);
    expect(byName[0]).toMatchObject({
      firstName: 'Rhys',
      lastName: 'Pritchard',
      roleValues: ['Player'],
      roleValuesCy: ['Chwaraewr'],
      isPlayer: true,
      isVolunteer: false,
    });
    const full = (
      await get(`/api/organisation/${clubA}/people/all?search=${encodeURIComponent('rhys  pritch')}`)
    ).json() as Row[];
    expect(full.map((r) => r.wruId)).toEqual([rhys]);
    const byId = (await get(`/api/organisation/${clubA}/people/all?search=${rhys}`)).json() as Row[];
    expect(byId.map((r) => r.wruId)).toEqual([rhys]);
  });

  it('lists only persons with an active role in the organisation', async () => {
    const clubBPlayer = await personIdByEmail(db, 'sam.hughes@demo.test');
    const res = (await get(`/api/organisation/${clubA}/people/all?search=${clubBPlayer}`)).json() as Row[];
    expect(res).toEqual([]);
    // Rhodri's club B role ended: he is listed by club A only.
    const rhodri = await personIdByEmail(db, 'rhodri.jenkins@demo.test');
    const clubB = await organisationId(db, 'Aberllyn RFC');
    const secretaryB = await sessionCookieFor(t.app, await personIdByEmail(db, 'secretary2@demo.test'));
    expect((await get(`/api/organisation/${clubB}/people/all?search=${rhodri}`, secretaryB)).json()).toEqual([]);
  });

  it('filters players and volunteers', async () => {
    const players = (await get(`/api/organisation/${clubA}/people/all?role=players&search=morgan`)).json() as Row[];
    const volunteers = (
      await get(`/api/organisation/${clubA}/people/all?role=volunteers&search=morgan`)
    ).json() as Row[];
    expect(players.every((r) => r.isPlayer)).toBe(true);
    expect(volunteers.every((r) => r.isVolunteer)).toBe(true);
    expect(volunteers.map((r) => r.firstName)).toContain('Gareth');
    expect(players.map((r) => r.firstName)).not.toContain('Gareth');
  });

  it('answers 20 a page, sorted by last name, with the rest on the next page', async () => {
    const seniorMen1st = await firstTeamChildId(db, await teamParentId(db, 'Cwm Valley RFC', 'Senior Men'));
    for (let i = 0; i < 25; i++) {
      const person = await addPerson(db, {
        firstName: 'Pagetest',
        lastName: `Zed${String(i).padStart(2, '0')}`,
        dob: '1999-01-01',
        sexId: 1,
      });
      await db.insert(personOrganisationRoles).values({
        personId: person.id,
        organisationId: clubA,
        roleId: ROLE_IDS.player,
        teamChildId: seniorMen1st,
        activeFrom: '2025-09-01',
      });
    }
    const first = (await get(`/api/organisation/${clubA}/people/all?search=pagetest&page=1`)).json() as Row[];
    const second = (await get(`/api/organisation/${clubA}/people/all?search=pagetest&page=2`)).json() as Row[];
    expect(first).toHaveLength(PEOPLE_PAGE_SIZE);
    expect(second).toHaveLength(5);
    expect(first[0]!.lastName).toBe('Zed00');
    expect(second.at(-1)!.lastName).toBe('Zed24');
  });
});

describe('the people details dialog', () => {
  it("shows a minor's parent contact, and none for an adult", async () => {
    const osian = await personIdByName(db, 'Osian', 'Howells');
    const res = await get(`/api/organisation/${clubA}/people/${osian}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      wruId: osian,
      isMinor: true,
      parent: { firstName: 'Catrin', lastName: 'Howells', email: 'parent@demo.test', phone: null },
    });
    expect(res.json().roles.map((r: { roleName: string }) => r.roleName)).toEqual(['Player']);
    expect(res.json().roles.map((r: { roleNameCy: string }) => r.roleNameCy)).toEqual(['Chwaraewr']);
    const adult = await get(`/api/organisation/${clubA}/people/${await personIdByEmail(db, 'player@demo.test')}`);
    expect(adult.json()).toMatchObject({ isMinor: false, parent: null });
  });

  it('answers 404 for a member without a role here (or no such member)', async () => {
    const clubBPlayer = await personIdByEmail(db, 'sam.hughes@demo.test');
    const res = await get(`/api/organisation/${clubA}/people/${clubBPlayer}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ reason: 'person.not_in_organisation' });
    expect((await get(`/api/organisation/${clubA}/people/999999999/person-dbs`)).statusCode).toBe(404);
  });

  it('lists qualifications', async () => {
    const coach = await personIdByEmail(db, 'coach@demo.test');
    const res = await get(`/api/organisation/${clubA}/people/${coach}/qualifications`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((q: { value: string }) => q.value)).toContain('WRU Level 2 Coaching Award');
  });

  it('answers DBS records and writes every read to the audit log', async () => {
    const coach = await personIdByEmail(db, 'coach@demo.test');
    const safeguardingId = await personIdByEmail(db, 'safeguarding@demo.test');
    const safeguarding = await sessionCookieFor(t.app, safeguardingId);
    const res = await get(`/api/organisation/${clubA}/people/${coach}/person-dbs`, safeguarding);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ hasActiveApplication: false, hasInvalidDbs: false, dbsStatus: 'valid' });
    expect(res.json().personDBSRecords[0]).toMatchObject({ certificateNumber: '001234567891' });
    await get(`/api/organisation/${clubA}/people/${coach}/person-dbs`, safeguarding);
    const reads = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'dbs.read'), eq(auditLog.personId, coach), eq(auditLog.actorPersonId, safeguardingId)),
      );
    expect(reads).toHaveLength(2);
    expect(reads[0]).toMatchObject({ organisationId: clubA, subjectType: 'person' });
  });
});

describe('Person role records', () => {
  it("answers a person's own roles with the spec's fields", async () => {
    const rhys = await personIdByEmail(db, 'player@demo.test');
    const res = await get(
      `/api/person/${rhys}/role?activeOnly=true&playingRolesOnly=true`,
      await sessionCookieFor(t.app, rhys),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({
      roleId: ROLE_IDS.player,
      roleName: 'Player',
      roleNameCy: 'Chwaraewr',
      roleValues: ['Player'],
      roleParentId: 1,
      organisationId: clubA,
      teamChild: { value: '1st team' },
    });
    expect(res.json()[0].personOrganisationRoleId).toEqual(expect.any(Number));
  });

  it("shows an official the member's roles in their organisation only, and checks the last name", async () => {
    const rhodri = await personIdByEmail(db, 'rhodri.jenkins@demo.test');
    const all = (await get(`/api/person/${rhodri}/role`)).json() as { organisationId: number }[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((r) => r.organisationId === clubA)).toBe(true);
    expect((await get(`/api/person/${rhodri}/role?lastName=jenkins`)).json()).toHaveLength(all.length);
    expect((await get(`/api/person/${rhodri}/role?lastName=Smith`)).json()).toEqual([]);
  });
});
