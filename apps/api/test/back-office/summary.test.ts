/**
 * Union staff on the dashboard: the session tells the web app the signed-in person's active union
 * roles, so the 'Union' card shows to union staff only, without a back-office call that answers 403
 * to everyone else; GET /api/union/summary gives the card its counts for the areas the caller reaches.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  competitions,
  dbsRecords,
  fixtures,
  permits,
  personOrganisationRoles,
  playerApplications,
  transfers,
  unionRoles,
  volunteerRegistrations,
} from '../../src/db/schema';
import { GAME_FORMAT_IDS, ROLE_IDS } from '../../src/db/lookups';
import { buildTestApp, sessionCookieFor, type TestApp } from '../helpers/app';
import {
  addPerson,
  ALL_PLAYER_CONSENTS,
  ALL_VOLUNTEER_CONSENTS,
  firstTeamChildId,
  NOW,
  organisationId,
  personIdByEmail,
  teamParentId,
} from '../registrations/fixtures';
import { personas, type Personas } from '../helpers/personas';

let t: TestApp;
let as: Personas;

beforeAll(async () => {
  t = await buildTestApp({ clock: () => NOW, demoData: true });
  as = await personas(t.app, t.app.db);
});
afterAll(async () => t.close());

async function sessionOf(cookie: string) {
  const response = await t.app.inject({ method: 'GET', url: '/auth/session', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<{ isAuthenticated: boolean; user: { unionRoles: string[] } | null }>();
}

describe('GET /auth/session: union roles', () => {
  it('lists the active union roles of union staff', async () => {
    expect((await sessionOf(as.admin)).user?.unionRoles).toEqual(['union_administrator']);
    expect((await sessionOf(as.registrationsOfficer)).user?.unionRoles).toEqual(['registrations_officer']);
    expect((await sessionOf(as.safeguardingOfficer)).user?.unionRoles).toEqual(['safeguarding_officer']);
  });

  it('lists none for a member, an organisation official and a person whose union role ended', async () => {
    expect((await sessionOf(as.player)).user?.unionRoles).toEqual([]);
    expect((await sessionOf(as.secretary)).user?.unionRoles).toEqual([]);
    expect((await sessionOf(as.formerAdministrator)).user?.unionRoles).toEqual([]);
  });

  it('reads the roles at each call: a role granted or ended shows on the next one', async () => {
    const person = await addPerson(t.app.db, { dob: '1985-03-03', sexId: 2 });
    const cookie = await sessionCookieFor(t.app, person.id);
    expect((await sessionOf(cookie)).user?.unionRoles).toEqual([]);
    await t.app.db.insert(unionRoles).values([
      { personId: person.id, role: 'safeguarding_officer' },
      { personId: person.id, role: 'registrations_officer' },
    ]);
    expect((await sessionOf(cookie)).user?.unionRoles).toEqual(['registrations_officer', 'safeguarding_officer']);
    await t.app.db.update(unionRoles).set({ endedAt: NOW }).where(eq(unionRoles.personId, person.id));
    expect((await sessionOf(cookie)).user?.unionRoles).toEqual([]);
  });

  it('answers no user (and no roles) when nobody is signed in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/auth/session' });
    expect(response.json()).toEqual({ isAuthenticated: false, user: null });
  });
});

const DAY = 86_400_000;
const day = (offset: number) => new Date(NOW.getTime() + offset * DAY).toISOString().slice(0, 10);

async function summaryOf(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/union/summary', headers: { cookie } });
}

async function auditRows() {
  const [row] = await t.app.db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}

describe('GET /api/union/summary', () => {
  it('counts what waits in each area the caller reaches, and counts anew as the data changes', async () => {
    const db = t.app.db;
    const before = (await summaryOf(as.admin)).json<{
      workQueue: { playerReferrals: number; volunteerApprovals: number };
      expiringDbs: number;
      transfers: number;
      permits: number;
    }>();

    const seniorMen = await teamParentId(db, 'Cwm Valley RFC', 'Senior Men');
    const clubA = await organisationId(db, 'Cwm Valley RFC');
    const referred = await addPerson(db, { dob: '1996-06-06', sexId: 1, internationalPlayingStatusIds: [3] });
    await db.insert(playerApplications).values({
      personId: referred.id,
      teamParentId: seniorMen,
      season: '2025-2026',
      status: 'referred_clearance',
      consents: ALL_PLAYER_CONSENTS,
      submittedBy: referred.id,
    });
    const volunteer = await addPerson(db, { dob: '1990-03-03', sexId: 2 });
    await db.insert(volunteerRegistrations).values({
      personId: volunteer.id,
      roleId: ROLE_IDS.clubChair,
      organisationId: clubA,
      season: '2025-2026',
      requiresDbs: false,
      requiresClubSecApproval: false,
      requiresUnionApproval: true,
      consents: ALL_VOLUNTEER_CONSENTS,
      submittedBy: volunteer.id,
    });
    // Expiring in 30 days: counted. Expiring in 30 days but renewed until next year: not counted.
    // Expiring in 120 days, or expired yesterday: not counted.
    const expiring = await addPerson(db, { dob: '1980-01-01', sexId: 1 });
    const renewed = await addPerson(db, { dob: '1980-01-01', sexId: 2 });
    const later = await addPerson(db, { dob: '1980-01-01', sexId: 1 });
    const expired = await addPerson(db, { dob: '1980-01-01', sexId: 2 });
    await db.insert(dbsRecords).values([
      { personId: expiring.id, certificateNumber: '001234567890', issued: day(-700), expiry: day(30) },
      { personId: renewed.id, certificateNumber: '001234567891', issued: day(-700), expiry: day(30) },
      { personId: renewed.id, certificateNumber: '001234567892', issued: day(-10), expiry: day(365) },
      { personId: later.id, certificateNumber: '001234567893', issued: day(-700), expiry: day(120) },
      { personId: expired.id, certificateNumber: '001234567894', issued: day(-700), expiry: day(-1) },
    ]);

    const audited = await auditRows();
    const after = await summaryOf(as.admin);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({
      workQueue: {
        playerReferrals: before.workQueue.playerReferrals + 1,
        volunteerApprovals: before.workQueue.volunteerApprovals + 1,
      },
      expiringDbs: before.expiringDbs + 1,
      transfers: before.transfers,
      permits: before.permits,
    });
    // Counts read no record: nothing is audited.
    expect(await auditRows()).toBe(audited);
  });

  it('counts the transfers the union may decide now: objected, approved by the sending club, or 7 days after the player approved', async () => {
    const db = t.app.db;
    const before = (await summaryOf(as.registrationsOfficer)).json<{ transfers: number }>().transfers;
    const seniorMenB = await firstTeamChildId(db, await teamParentId(db, 'Aberllyn RFC', 'Senior Men'));
    const seniorMenA = await firstTeamChildId(db, await teamParentId(db, 'Cwm Valley RFC', 'Senior Men'));
    const clubA = await organisationId(db, 'Cwm Valley RFC');
    const clubB = await organisationId(db, 'Aberllyn RFC');
    const secretary = await personIdByEmail(db, 'secretary@demo.test');
    const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
    const transfer = async (decisions: Partial<typeof transfers.$inferInsert>) => {
      const player = await addPerson(db, { dob: '1998-02-02', sexId: 1 });
      const [role] = await db
        .insert(personOrganisationRoles)
        .values({
          personId: player.id,
          roleId: ROLE_IDS.player,
          organisationId: clubB,
          teamChildId: seniorMenB,
          activeFrom: '2024-09-01',
        })
        .returning({ id: personOrganisationRoles.id });
      await db.insert(transfers).values({
        personId: player.id,
        fromRoleId: role!.id,
        fromTeamChildId: seniorMenB,
        fromOrganisationId: clubB,
        toTeamChildId: seniorMenA,
        toOrganisationId: clubA,
        season: '2025-2026',
        createdBy: secretary,
        createdAt: hoursAgo(24 * 10),
        ...decisions,
      });
    };
    const approvedBy = (hours: number) => ({ playerDecision: 1, playerDecidedAt: hoursAgo(hours) });
    // Counted: the window closed at exactly 7 days, the club approved, the club objected.
    await transfer(approvedBy(7 * 24));
    await transfer({ ...approvedBy(24), organisationDecision: 1 });
    await transfer({ ...approvedBy(24), organisationDecision: 2, organisationObjectionReason: 'Unpaid subscriptions' });
    // Not counted: awaiting the player, in the window at 6 days 23 hours, cancelled, decided by the union.
    await transfer({});
    await transfer(approvedBy(6 * 24 + 23));
    await transfer({ ...approvedBy(24 * 8), playerDecision: 2 });
    await transfer({ ...approvedBy(24 * 8), unionDecision: 1 });

    const officer = await summaryOf(as.registrationsOfficer);
    expect(officer.json().transfers).toBe(before + 3);
    expect((await summaryOf(as.admin)).json().transfers).toBe(before + 3);
  });

  it('counts the permits the union may decide now: the player approved, not decided by the union, not cancelled, kick-off ahead', async () => {
    const db = t.app.db;
    const before = (await summaryOf(as.registrationsOfficer)).json<{ permits: number }>().permits;
    const seniorMenA = await firstTeamChildId(db, await teamParentId(db, 'Cwm Valley RFC', 'Senior Men'));
    const seniorMenB = await firstTeamChildId(db, await teamParentId(db, 'Aberllyn RFC', 'Senior Men'));
    const clubA = await organisationId(db, 'Cwm Valley RFC');
    const clubB = await organisationId(db, 'Aberllyn RFC');
    const secretary = await personIdByEmail(db, 'secretary@demo.test');
    const [competition] = await db
      .insert(competitions)
      .values({ name: 'Summary Permit League', season: '2025/26', sexId: 1, gameFormatId: GAME_FORMAT_IDS.fifteens })
      .returning();
    const fixtureAt = async (offsetDays: number) => {
      const [row] = await db
        .insert(fixtures)
        .values({
          competitionId: competition!.id,
          date: new Date(NOW.getTime() + offsetDays * DAY),
          homeTeamChildId: seniorMenA,
          awayTeamChildId: seniorMenB,
        })
        .returning({ id: fixtures.id });
      return row!.id;
    };
    const ahead = await fixtureAt(5);
    const past = await fixtureAt(-1);
    const permit = async (fixtureId: number, decisions: Partial<typeof permits.$inferInsert>) => {
      const player = await addPerson(db, { dob: '1998-02-02', sexId: 1 });
      const [role] = await db
        .insert(personOrganisationRoles)
        .values({ personId: player.id, roleId: ROLE_IDS.player, organisationId: clubB, teamChildId: seniorMenB, activeFrom: '2024-09-01' })
        .returning({ id: personOrganisationRoles.id });
      await db.insert(permits).values({
        personId: player.id,
        fromRoleId: role!.id,
        fromOrganisationId: clubB,
        toOrganisationId: clubA,
        fixtureId,
        toTeamChildId: seniorMenA,
        createdBy: secretary,
        ...decisions,
      });
    };
    const approved = { playerDecision: 1, playerDecidedAt: NOW };
    // Counted: approved by the player, whatever the sending club said (or has not said yet).
    await permit(ahead, approved);
    await permit(ahead, { ...approved, organisationDecision: 1 });
    await permit(ahead, { ...approved, organisationDecision: 2 });
    // Not counted: awaiting the player, declined, decided by the union, cancelled, kicked off.
    await permit(ahead, {});
    await permit(ahead, { playerDecision: 2, playerDecidedAt: NOW, cancelledOn: NOW });
    await permit(ahead, { ...approved, wruOverrideDecision: 1, wruDecidedAt: NOW });
    await permit(ahead, { ...approved, cancelledOn: NOW });
    await permit(past, approved);

    expect((await summaryOf(as.registrationsOfficer)).json().permits).toBe(before + 3);
    expect((await summaryOf(as.admin)).json().permits).toBe(before + 3);
  });

  it('answers only the work queue and transfers to a Registrations Officer and only DBS to a Safeguarding Officer', async () => {
    const officer = await summaryOf(as.registrationsOfficer);
    expect(officer.statusCode).toBe(200);
    expect(officer.json().workQueue).toEqual({
      playerReferrals: expect.any(Number),
      volunteerApprovals: expect.any(Number),
    });
    expect(officer.json().transfers).toEqual(expect.any(Number));
    expect(officer.json().permits).toEqual(expect.any(Number));
    expect(officer.json().expiringDbs).toBeNull();
    const safeguarding = await summaryOf(as.safeguardingOfficer);
    expect(safeguarding.statusCode).toBe(200);
    expect(safeguarding.json().workQueue).toBeNull();
    expect(safeguarding.json().transfers).toBeNull();
    expect(safeguarding.json().permits).toBeNull();
    expect(safeguarding.json().expiringDbs).toEqual(expect.any(Number));
  });

  it.each([
    ['an organisation official', 'secretary'],
    ['a member', 'player'],
    ['a former Union Administrator', 'formerAdministrator'],
  ] as const)('refuses %s with 403 and the permission message', async (_label, persona) => {
    const response = await summaryOf(as[persona]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ reason: 'back_office.permission.staff' });
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/union/summary' })).statusCode).toBe(401);
  });
});
