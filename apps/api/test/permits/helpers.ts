/**
 * What the permits API tests share: the app on the demo union at a clock the tests move, players of
 * their own at club B (Aberllyn RFC) whom club A (Cwm Valley RFC) asks for, fixtures of their own
 * (club A's Senior Men against Llanfair Athletic RFC's by default) in a competition of their own,
 * requests as any person (a fresh session each time), and the audit rows and e-mails a step leaves.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { GAME_FORMAT_IDS, ROLE_IDS } from '../../src/db/lookups';
import { auditLog, competitions, fixtures, permits, personOrganisationRoles, unionRoles } from '../../src/db/schema';
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
export const CLUB_C = 'Llanfair Athletic RFC';
export { NOW };

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

export const reasonOf = (res: { json(): unknown }) => (res.json() as { reason: string }).reason;

export async function openPermits() {
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
    clubC: await organisationId(db, CLUB_C),
    seniorMenA: await teamParentId(db, CLUB_A, 'Senior Men'),
    seniorMenB: await teamParentId(db, CLUB_B, 'Senior Men'),
    seniorMenC: await teamParentId(db, CLUB_C, 'Senior Men'),
    youthB: await teamParentId(db, CLUB_B, 'Youth'),
    secretaryA: await personIdByEmail(db, 'secretary@demo.test'),
    secretaryB: await personIdByEmail(db, 'secretary2@demo.test'),
    /** Team Coach of one junior team of club A only. */
    coachA: await personIdByEmail(db, 'coach@demo.test'),
    /** Club Secretary of a third club (Pontmawr RFC). */
    secretaryOther: await personIdByEmail(db, 'rhian.edwards@demo.test'),
    /** A member with a playing role and no office or union role. */
    member: await personIdByEmail(db, 'player@demo.test'),
    admin: await personIdByEmail(db, 'admin@demo.test'),
    registrationsOfficer: await withUnionRole('registrations_officer'),
  };
  const teamChildren = {
    seniorMenA: await firstTeamChildId(db, ids.seniorMenA),
    seniorMenB: await firstTeamChildId(db, ids.seniorMenB),
    seniorMenC: await firstTeamChildId(db, ids.seniorMenC),
    youthB: await firstTeamChildId(db, ids.youthB),
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
  async function addPlayingRole(
    personId: number,
    organisation: number,
    teamChildId: number,
    activeFrom = '2024-09-01',
  ) {
    const [role] = await db
      .insert(personOrganisationRoles)
      .values({ personId, organisationId: organisation, roleId: ROLE_IDS.player, teamChildId, activeFrom })
      .returning();
    return role!;
  }

  let playerSerial = 0;
  /** A man of our own (born 1998 unless told) who plays for club B's Senior Men (1st team). */
  async function playerAtB(values: { sexId?: number | null; lastName?: string; dob?: string } = {}) {
    playerSerial += 1;
    const person = await addPerson(db, {
      dob: '1998-03-03',
      sexId: 1,
      firstName: 'Owen',
      lastName: `Permitplayer${playerSerial}`,
      ...values,
    } as Parameters<typeof addPerson>[1]);
    const role = await addPlayingRole(person.id, ids.clubB, teamChildren.seniorMenB);
    return { person, role };
  }

  let competitionSerial = 0;
  /**
   * A fixture of our own in a competition of our own: club A's Senior Men (1st team) at home to club
   * C's by default, kicking off `inMs` after NOW (7 days by default).
   */
  async function addFixture(
    options: {
      inMs?: number;
      homeTeamChildId?: number;
      awayTeamChildId?: number;
      sexId?: number | null;
      claimedBy?: number;
    } = {},
  ) {
    competitionSerial += 1;
    const [competition] = await db
      .insert(competitions)
      .values({
        name: `Permit Test League ${competitionSerial}`,
        season: '2025/26',
        sexId: options.sexId === undefined ? 1 : options.sexId,
        gameFormatId: GAME_FORMAT_IDS.fifteens,
      })
      .returning();
    const [fixture] = await db
      .insert(fixtures)
      .values({
        competitionId: competition!.id,
        date: new Date(NOW.getTime() + (options.inMs ?? 7 * DAY)),
        homeTeamChildId: options.homeTeamChildId ?? teamChildren.seniorMenA,
        awayTeamChildId: options.awayTeamChildId ?? teamChildren.seniorMenC,
        venue: 'Parc y Cwm',
        ...(options.claimedBy
          ? {
              claimedByPersonId: options.claimedBy,
              claimedAt: NOW,
              status: 'result' as const,
              homePoints: 10,
              awayPoints: 7,
            }
          : {}),
      })
      .returning();
    return fixture!;
  }

  /** Club A's secretary (or `as`) asks for the person from club B (or `from`) to play the fixture for club A (or `to`). */
  function create(
    personId: number,
    fixtureId: number,
    options: { as?: number; from?: number; to?: number } = {},
  ): Promise<LightMyRequestResponse> {
    return request(options.as ?? ids.secretaryA, 'POST', '/api/permit', {
      wruId: personId,
      fromOrganisation: options.from ?? ids.clubB,
      toOrganisation: options.to ?? ids.clubA,
      fixtureId,
    });
  }

  async function created(personId: number, fixtureId: number): Promise<number> {
    const res = await create(personId, fixtureId);
    if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
    return res.json().id as number;
  }

  /** Sets the permit's decision columns directly (the player's and the union's steps are other tests' subject). */
  async function setDecisions(id: number, values: Partial<typeof permits.$inferInsert>) {
    await db.update(permits).set(values).where(eq(permits.id, id));
  }

  async function permitRow(id: number) {
    const [row] = await db.select().from(permits).where(eq(permits.id, id));
    return row;
  }

  async function countPermits() {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(permits);
    return row?.n ?? 0;
  }

  return {
    t,
    db,
    ids,
    teamChildren,
    request,
    addPlayingRole,
    playerAtB,
    addFixture,
    create,
    created,
    setDecisions,
    permitRow,
    countPermits,
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

export type PermitsTest = Awaited<ReturnType<typeof openPermits>>;
