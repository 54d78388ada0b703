/**
 * The authorization matrix of organisation administration, generated from the role table in
 * packages/shared (AREA_ROLES via canUseArea): every organisation endpoint × signed out, an
 * ordinary member, club A's secretary on club A, club B's secretary on club A, each organisation
 * role on its own organisation, and a Team Coach on another team.
 */
import { canUseArea, isLimitedToOwnTeams, ORGANISATION_ROLES, type OrganisationArea, type OrganisationRole } from '@mywru/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { ROLE_IDS } from '../../src/db/lookups';
import { personOrganisationRoles, playerApplications, teamParents } from '../../src/db/schema';
import { buildTestApp, sessionCookieFor, TEST_ORIGIN, type TestApp } from '../helpers/app';
import { addPerson, firstTeamChildId, NOW, organisationId, personIdByEmail, teamParentId } from '../registrations/fixtures';

let t: TestApp;
let db: Db;

interface Ctx {
  clubA: number;
  seniorMen: number;
  seniorMen1st: number;
  under12: number;
  under12Child: number;
  rhys: number;
  rhysRole: number;
  decidedApplication: number;
}
let ctx: Ctx;

type Team = 'seniorMen' | 'under12' | null;
interface Endpoint {
  name: string;
  /** The areas that reach it (any of them). 'hub' means any role in the organisation. */
  areas: (OrganisationArea | 'hub')[];
  /** The team the object belongs to: Team Managers and Coaches reach only their own. */
  team: Team;
  method: 'GET' | 'PATCH' | 'PUT';
  url: (c: Ctx) => string;
  payload?: (c: Ctx) => Record<string, unknown>;
  /** The status an allowed caller gets. */
  allowed: number;
}

const ENDPOINTS: Endpoint[] = [
  { name: 'organisation hub', areas: ['hub'], team: null, method: 'GET', url: (c) => `/api/organisation/${c.clubA}`, allowed: 200 },
  { name: 'resources', areas: ['resources'], team: null, method: 'GET', url: (c) => `/api/organisation/${c.clubA}/resources`, allowed: 200 },
  {
    name: 'player applications',
    areas: ['registrations'],
    team: null,
    method: 'GET',
    url: (c) => `/api/organisation/${c.clubA}/playing-registration?statuses=awaiting_org&statuses=approved&statuses=rejected`,
    allowed: 200,
  },
  {
    name: 'player decision (already decided: 409 once allowed)',
    areas: ['registrations'],
    team: 'seniorMen',
    method: 'PATCH',
    url: (c) => `/api/playing-registration/${c.decidedApplication}/status`,
    payload: () => ({ playerApplicationStatusValue: 'rejected', teamChildId: null }),
    allowed: 409,
  },
  { name: 'volunteer registrations', areas: ['registrations'], team: null, method: 'GET', url: (c) => `/api/organisation/${c.clubA}/volunteer-registration`, allowed: 200 },
  {
    name: 'volunteer decision (no such registration: 404 once allowed)',
    areas: ['registrations'],
    team: null,
    method: 'PUT',
    url: (c) => `/api/organisation/${c.clubA}/volunteer-registration/decision`,
    payload: () => ({ applicationId: 999_999, decision: true, wruId: 1 }),
    allowed: 404,
  },
  {
    name: 'change team (to the same variation: no change)',
    areas: ['registrations'],
    team: 'seniorMen',
    method: 'PUT',
    url: (c) => `/api/team/${c.clubA}/update-team-child?personOrganisationRoleId=${c.rhysRole}&newTeamChildId=${c.seniorMen1st}`,
    allowed: 200,
  },
  { name: 'search people', areas: ['people'], team: null, method: 'GET', url: (c) => `/api/organisation/${c.clubA}/people/all?search=&role=all&page=1`, allowed: 200 },
  // Search People checks access in its own statement, and asks the access check again only for an
  // empty page: a page of one, and a page of none, refused alike.
  { name: 'search people by member id', areas: ['people'], team: null, method: 'GET', url: (c) => `/api/organisation/${c.clubA}/people/all?search=${c.rhys}&role=all&page=1`, allowed: 200 },
  { name: 'search people, no one matching', areas: ['people'], team: null, method: 'GET', url: (c) => `/api/organisation/${c.clubA}/people/all?search=qzxqzx&role=all&page=1`, allowed: 200 },
  { name: 'person details', areas: ['people'], team: null, method: 'GET', url: (c) => `/api/organisation/${c.clubA}/people/${c.rhys}`, allowed: 200 },
  { name: 'qualifications', areas: ['people'], team: null, method: 'GET', url: (c) => `/api/organisation/${c.clubA}/people/${c.rhys}/qualifications`, allowed: 200 },
  { name: 'DBS records', areas: ['people'], team: null, method: 'GET', url: (c) => `/api/organisation/${c.clubA}/people/${c.rhys}/person-dbs`, allowed: 200 },
  {
    name: 'person role records',
    areas: ['people', 'registrations', 'teams'],
    team: 'seniorMen',
    method: 'GET',
    url: (c) => `/api/person/${c.rhys}/role?activeOnly=true`,
    allowed: 200,
  },
  { name: 'teams', areas: ['teams'], team: null, method: 'GET', url: (c) => `/api/organisation/${c.clubA}/team`, allowed: 200 },
  { name: 'team players', areas: ['teams'], team: 'seniorMen', method: 'GET', url: (c) => `/api/team/child/${c.seniorMen1st}/player?page=1`, allowed: 200 },
  {
    name: 'registration toggle (to its current value)',
    areas: ['teams'],
    team: 'seniorMen',
    method: 'PUT',
    url: (c) => `/api/team/parent/${c.seniorMen}/registration`,
    payload: () => ({ value: true }),
    allowed: 200,
  },
];

/** Club A's holder of each organisation role, and the team of the team-scoped ones. */
const HOLDERS: Record<OrganisationRole, { email: string | null; team: Team }> = {
  'Club Secretary': { email: 'secretary@demo.test', team: null },
  'Club Secretary Support': { email: 'carys.thomas@demo.test', team: null },
  'Club Chair': { email: 'huw.davies@demo.test', team: null },
  'Club Safeguarding Officer': { email: 'safeguarding@demo.test', team: null },
  'Team Manager': { email: 'geraint.williams@demo.test', team: 'seniorMen' },
  'Team Coach': { email: 'coach@demo.test', team: 'under12' },
  Referee: { email: null, team: null }, // made in beforeAll: the demo's referees are unattached
};
const holderIds = new Map<OrganisationRole, number>();

function expectedFor(role: OrganisationRole, endpoint: Endpoint): boolean {
  return endpoint.areas.some((area) => {
    const roles = [role];
    if (area === 'hub') return true;
    if (!canUseArea(roles, area)) return false;
    if (isLimitedToOwnTeams(roles, area) && endpoint.team !== null) return HOLDERS[role].team === endpoint.team;
    return true;
  });
}

beforeAll(async () => {
  t = await buildTestApp({ clock: () => NOW, demoData: true });
  db = t.app.db;
  const clubA = await organisationId(db, 'Cwm Valley RFC');
  const seniorMen = await teamParentId(db, 'Cwm Valley RFC', 'Senior Men');
  const under12 = await teamParentId(db, 'Cwm Valley RFC', 'Under 12');
  const rhys = await personIdByEmail(db, 'player@demo.test');
  const [role] = await db
    .select({ id: personOrganisationRoles.id })
    .from(personOrganisationRoles)
    .where(and(eq(personOrganisationRoles.personId, rhys), eq(personOrganisationRoles.roleId, ROLE_IDS.player)));
  const rejectedApplicant = await personIdByEmail(db, 'jac.morris@demo.test');
  const [decided] = await db.select({ id: playerApplications.id }).from(playerApplications).where(eq(playerApplications.personId, rejectedApplicant));
  ctx = {
    clubA,
    seniorMen,
    seniorMen1st: await firstTeamChildId(db, seniorMen),
    under12,
    under12Child: await firstTeamChildId(db, under12),
    rhys,
    rhysRole: role!.id,
    decidedApplication: decided!.id,
  };
  for (const role of ORGANISATION_ROLES) {
    const email = HOLDERS[role].email;
    if (email) holderIds.set(role, await personIdByEmail(db, email));
  }
  const referee = await addPerson(db, { firstName: 'Carwyn', lastName: 'Referee', dob: '1980-01-01', sexId: 1 });
  await db.insert(personOrganisationRoles).values({ personId: referee.id, organisationId: clubA, roleId: ROLE_IDS.referee, activeFrom: '2020-09-01' });
  holderIds.set('Referee', referee.id);
  const [seniorMenRow] = await db.select().from(teamParents).where(eq(teamParents.id, seniorMen));
  expect(seniorMenRow?.enableRegistrations).toBe(true);
});

afterAll(async () => {
  await t.close();
});

async function call(endpoint: Endpoint, personId: number | null) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (personId !== null) headers.cookie = await sessionCookieFor(t.app, personId);
  return t.app.inject({
    method: endpoint.method,
    url: endpoint.url(ctx),
    headers,
    ...(endpoint.payload ? { payload: endpoint.payload(ctx) } : endpoint.method === 'GET' ? {} : { payload: {} }),
  });
}

function expectRefused(res: { statusCode: number; json: () => { detail: string; code: string } }) {
  expect(res.statusCode).toBe(403);
  expect(res.json().code).toBe('forbidden');
  expect(res.json().detail).toContain('permission');
}

describe.each(ENDPOINTS)('$method $name', (endpoint) => {
  it('refuses a signed-out caller with 401', async () => {
    const res = await call(endpoint, null);
    expect(res.statusCode).toBe(401);
  });

  it('refuses an ordinary member (a player without an office) with 403', async () => {
    expectRefused(await call(endpoint, await personIdByEmail(db, 'kieran.walsh@demo.test')));
  });

  it("refuses club B's secretary on club A with 403", async () => {
    expectRefused(await call(endpoint, await personIdByEmail(db, 'secretary2@demo.test')));
  });

  for (const role of ORGANISATION_ROLES) {
    const allowed = expectedFor(role, endpoint);
    it(`${allowed ? 'allows' : 'refuses'} the ${role} of club A`, async () => {
      const res = await call(endpoint, holderIds.get(role)!);
      if (allowed) expect(res.statusCode, res.body).toBe(endpoint.allowed);
      else expectRefused(res);
    });
  }
});

describe('Team Coach on their own team', () => {
  it('reaches their own team (players, registration toggle) but not another team', async () => {
    const coach = holderIds.get('Team Coach')!;
    const cookie = await sessionCookieFor(t.app, coach);
    const own = await t.app.inject({ method: 'GET', url: `/api/team/child/${ctx.under12Child}/player`, headers: { cookie } });
    expect(own.statusCode).toBe(200);
    const toggle = await t.app.inject({
      method: 'PUT',
      url: `/api/team/parent/${ctx.under12}/registration`,
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { value: true },
    });
    expect(toggle.statusCode).toBe(200);
    const other = await t.app.inject({ method: 'GET', url: `/api/team/child/${ctx.seniorMen1st}/player`, headers: { cookie } });
    expectRefused(other);
    expect(other.json().detail).toBe('You do not have permission to manage this team');
  });

  it('sees only their own teams in the team list', async () => {
    const cookie = await sessionCookieFor(t.app, holderIds.get('Team Coach')!);
    const res = await t.app.inject({ method: 'GET', url: `/api/organisation/${ctx.clubA}/team`, headers: { cookie } });
    expect(res.json().map((team: { id: number }) => team.id)).toEqual([ctx.under12]);
  });
});

describe('permission messages', () => {
  it.each([
    ['hub', (c: Ctx) => `/api/organisation/${c.clubA}`, 'You do not have permission to manage this organisation'],
    ['registrations', (c: Ctx) => `/api/organisation/${c.clubA}/playing-registration`, 'You do not have permission to manage registrations for this organisation'],
    ['people', (c: Ctx) => `/api/organisation/${c.clubA}/people/all`, 'You do not have permission to view people in this organisation'],
    ['teams', (c: Ctx) => `/api/organisation/${c.clubA}/team`, 'You do not have permission to manage this team'],
  ])('answers the %s message', async (_area, url, detail) => {
    const cookie = await sessionCookieFor(t.app, await personIdByEmail(db, 'secretary2@demo.test'));
    const res = await t.app.inject({ method: 'GET', url: url(ctx), headers: { cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(detail);
  });
});
