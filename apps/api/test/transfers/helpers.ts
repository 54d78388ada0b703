/**
 * What the transfers API tests share: the app on the demo union at a clock the tests move, players
 * of their own at club B (Aberllyn RFC) that club A (Cwm Valley RFC) asks for, requests as any
 * person (a fresh session each time, so moving the clock never signs anyone out), and the audit
 * rows and e-mails a step leaves.
 */
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { ROLE_IDS } from '../../src/db/lookups';
import { auditLog, personOrganisationRoles, unionRoles } from '../../src/db/schema';
import { PLAYER_CONSENTS } from '../../src/seed/demo';
import { buildTestApp, mailsTo, sessionCookieFor, TEST_ORIGIN, type TestApp } from '../helpers/app';
import {
  addPerson,
  firstTeamChildId,
  NOW,
  organisationId,
  personIdByEmail,
  teamParentId,
} from '../registrations/fixtures';

export const CLUB_A = 'Cwm Valley RFC';
export const CLUB_B = 'Aberllyn RFC';
export { NOW, PLAYER_CONSENTS };

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

export async function openTransfers() {
  let now = NOW;
  const t: TestApp = await buildTestApp({ clock: () => now, demoData: true });
  const db = t.app.db;

  const withUnionRole = async (role: string) => {
    const person = await addPerson(db, { dob: '1980-01-01', sexId: 2, firstName: 'Staff' });
    await db.insert(unionRoles).values({ personId: person.id, role });
    return person.id;
  };

  const ids = {
    clubA: await organisationId(db, CLUB_A),
    clubB: await organisationId(db, CLUB_B),
    seniorMenA: await teamParentId(db, CLUB_A, 'Senior Men'),
    seniorMenB: await teamParentId(db, CLUB_B, 'Senior Men'),
    seniorWomenA: await teamParentId(db, CLUB_A, 'Senior Women'),
    under13A: await teamParentId(db, CLUB_A, 'Under 13'),
    under13B: await teamParentId(db, CLUB_B, 'Under 13'),
    secretaryA: await personIdByEmail(db, 'secretary@demo.test'),
    secretaryB: await personIdByEmail(db, 'secretary2@demo.test'),
    /** Team Coach of one junior team of club A only. */
    coachA: await personIdByEmail(db, 'coach@demo.test'),
    /** Club Secretary of a third club. */
    secretaryOther: await personIdByEmail(db, 'rhian.edwards@demo.test'),
    /** A member with a playing role and no office or union role. */
    member: await personIdByEmail(db, 'player@demo.test'),
    admin: await personIdByEmail(db, 'admin@demo.test'),
    registrationsOfficer: await withUnionRole('registrations_officer'),
    safeguardingOfficer: await withUnionRole('safeguarding_officer'),
  };
  const teamChildren = {
    seniorMenA: await firstTeamChildId(db, ids.seniorMenA),
    seniorMenB: await firstTeamChildId(db, ids.seniorMenB),
    under13A: await firstTeamChildId(db, ids.under13A),
    under13B: await firstTeamChildId(db, ids.under13B),
  };

  async function request(
    personId: number,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: Record<string, unknown>,
  ): Promise<LightMyRequestResponse> {
    const cookie = await sessionCookieFor(t.app, personId);
    return t.app.inject({
      method,
      url,
      headers: { cookie, ...(method === 'GET' ? {} : { origin: TEST_ORIGIN }) },
      ...(payload ? { payload } : {}),
    });
  }

  /** A playing role from a day on a team variation. */
  async function addPlayingRole(personId: number, organisation: number, teamChildId: number, activeFrom = '2024-09-01') {
    const [role] = await db
      .insert(personOrganisationRoles)
      .values({ personId, organisationId: organisation, roleId: ROLE_IDS.player, teamChildId, activeFrom })
      .returning();
    return role!;
  }

  /** An adult man of our own who plays for club B's Senior Men (1st team). */
  async function playerAtB(values: { sexId?: number | null; lastName?: string } = {}) {
    const person = await addPerson(db, {
      dob: '1998-03-03',
      sexId: 1,
      firstName: 'Owen',
      ...values,
    } as Parameters<typeof addPerson>[1]);
    const role = await addPlayingRole(person.id, ids.clubB, teamChildren.seniorMenB);
    return { person, role };
  }

  /** A guardian of our own and their 12-year-old son, who plays for club B's Under 13. */
  async function childAtB() {
    const guardian = await addPerson(db, { dob: '1982-02-02', sexId: 2, firstName: 'Mererid' });
    const child = await addPerson(db, { dob: '2013-01-15', sexId: 1, firstName: 'Macsen', parentId: guardian.id });
    const role = await addPlayingRole(child.id, ids.clubB, teamChildren.under13B);
    return { guardian, child, role };
  }

  /** Club A's secretary asks for the person, from their club B team to a club A team (Senior Men by default). */
  function create(personId: number, fromTeamChildId: number, toTeamChildId = teamChildren.seniorMenA, as = ids.secretaryA) {
    return request(
      as,
      'POST',
      `/api/transfer?wruId=${personId}&toTeamChildId=${toTeamChildId}&fromTeamChildId=${fromTeamChildId}`,
    );
  }

  async function created(personId: number, fromTeamChildId: number, toTeamChildId?: number): Promise<number> {
    const res = await create(personId, fromTeamChildId, toTeamChildId);
    if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
    return res.json().id as number;
  }

  return {
    t,
    db,
    ids,
    teamChildren,
    request,
    addPlayingRole,
    playerAtB,
    childAtB,
    create,
    created,
    get now() {
      return now;
    },
    /** Moves the clock to this long after NOW. */
    at(offsetMs: number) {
      now = new Date(NOW.getTime() + offsetMs);
    },
    mailsTo: (to: string) => mailsTo(t.app, to),
    audits: (action: string, subjectId: number) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, String(subjectId)))),
  };
}

export type TransfersTest = Awaited<ReturnType<typeof openTransfers>>;
