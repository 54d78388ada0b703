/**
 * The union's side of a permit (area Permits: the Union Administrator and the Registrations
 * Officer): the queue of permits the player has approved and the union has not decided, and the
 * override (approve, or reject with a reason) that wins over the sending club's decision; once,
 * before kick-off, audited and e-mailed to both clubs and the player. Anyone else is refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permits, persons, unionRoles } from '../../src/db/schema';
import { addPerson } from '../registrations/fixtures';
import { CLUB_A, CLUB_B, DAY, HOUR, openPermits, reasonOf, type PermitsTest } from './helpers';
import { permitAt, playerApproved, subjectsTo } from './player-union-helpers';

let x: PermitsTest;
let safeguardingOfficer: number;
beforeAll(async () => {
  x = await openPermits();
  const person = await addPerson(x.db, { dob: '1980-01-01', sexId: 2 });
  await x.db.insert(unionRoles).values({ personId: person.id, role: 'safeguarding_officer' });
  safeguardingOfficer = person.id;
});
afterAll(async () => x.t.close());

const decide = (as: number, id: number, body: Record<string, unknown>) =>
  x.request(as, 'POST', `/api/union/permits/${id}/decision`, body);
const queue = async (as: number) =>
  (await x.request(as, 'GET', '/api/union/permits')).json<{ id: number; status: string }[]>();
const row = async (id: number) => (await x.db.select().from(permits).where(eq(permits.id, id)))[0]!;
const statusSeenByPlayer = async (id: number, personId: number) =>
  (await x.request(personId, 'GET', `/api/permit/${id}/player-guardian`)).json<{
    status: string;
    validToPlay: boolean;
  }>();

describe("the union's queue", () => {
  it('lists the permits the player approved that the union has not decided, soonest kick-off first', async () => {
    const later = await permitAt(x, playerApproved, { inMs: 20 * DAY });
    const sooner = await permitAt(x, { ...playerApproved, organisationDecision: 2 }, { inMs: 15 * DAY });
    const awaitingPlayer = await permitAt(x, {}, { inMs: 16 * DAY });
    const decided = await permitAt(x, { ...playerApproved, wruOverrideDecision: 1 }, { inMs: 17 * DAY });
    const cancelled = await permitAt(x, { ...playerApproved, cancelledOn: x.now }, { inMs: 18 * DAY });
    const past = await permitAt(x, playerApproved, { inMs: -DAY });

    for (const as of [x.ids.registrationsOfficer, x.ids.admin]) {
      const ids = (await queue(as)).map((item) => item.id);
      expect(ids.indexOf(sooner.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
      for (const absent of [awaitingPlayer, decided, cancelled, past]) expect(ids).not.toContain(absent.id);
    }
    const item = (await queue(x.ids.admin)).find((i) => i.id === sooner.id);
    expect(item).toMatchObject({
      person: { id: sooner.personId, firstName: 'Owen' },
      fromOrganisationName: CLUB_B,
      toOrganisationName: CLUB_A,
      organisationDecision: 2,
      status: 'rejected',
    });
  });

  it.each([
    ['a Safeguarding Officer', () => safeguardingOfficer],
    ['a club secretary', () => x.ids.secretaryA],
    ['a member', () => x.ids.member],
  ])('refuses %s: 403 back_office.permission.permits', async (_label, who) => {
    const res = await x.request(who(), 'GET', '/api/union/permits');
    expect(res.statusCode).toBe(403);
    expect(reasonOf(res)).toBe('back_office.permission.permits');
  });
});

describe("the union's override", () => {
  it('rejects with a reason over the sending club’s approval: Rejected by WRU, audited, both clubs and the player told', async () => {
    const { id, personId } = await permitAt(x, { ...playerApproved, organisationDecision: 1 });
    const res = await decide(x.ids.registrationsOfficer, id, { decision: 2, reason: 'Player suspended' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id });
    expect(await row(id)).toMatchObject({
      wruOverrideDecision: 2,
      wruDecidedBy: x.ids.registrationsOfficer,
      wruReason: 'Player suspended',
      organisationDecision: 1,
    });
    expect(await statusSeenByPlayer(id, personId)).toMatchObject({ status: 'rejected_by_wru', validToPlay: false });
    const [audit, ...more] = await x.audits('permit.union-rejected', id);
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({ actorPersonId: x.ids.registrationsOfficer, details: { reason: 'Player suspended' } });
    for (const to of ['secretary@demo.test', 'secretary2@demo.test']) {
      expect((await subjectsTo(x, to))[0]).toMatch(/: rejected by the WRU$/);
    }
    const [player] = await x.db.select().from(persons).where(eq(persons.id, personId));
    const [playerMail] = await x.mailsTo(player!.email!);
    expect(playerMail?.subject).toMatch(/: rejected by the WRU$/);
    expect(playerMail?.text).toContain('Reason: Player suspended');
    // Gone from the queue.
    expect((await queue(x.ids.admin)).some((i) => i.id === id)).toBe(false);
  });

  it('approves over the sending club’s rejection: Approved by WRU, valid to play', async () => {
    const { id, personId } = await permitAt(x, { ...playerApproved, organisationDecision: 2 });
    const res = await decide(x.ids.admin, id, { decision: 1 });
    expect(res.statusCode).toBe(200);
    expect(await statusSeenByPlayer(id, personId)).toMatchObject({ status: 'approved_by_wru', validToPlay: true });
    expect(await x.audits('permit.union-approved', id)).toHaveLength(1);
    // The sending club can no longer decide it.
    const late = await x.request(x.ids.secretaryB, 'PUT', `/api/permit/${id}/organisation/${x.ids.clubB}/decision`, {
      decision: 1,
    });
    expect(late.statusCode).toBe(409);
  });

  it('refuses a rejection without a reason with 400 naming the field, and changes nothing', async () => {
    const { id } = await permitAt(x, playerApproved);
    for (const body of [{ decision: 2 }, { decision: 2, reason: '   ' }, { decision: 3 }, {}]) {
      const res = await decide(x.ids.admin, id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect((await decide(x.ids.admin, id, { decision: 2 })).json().errors).toHaveProperty('reason');
    expect((await row(id)).wruOverrideDecision).toBeNull();
    expect(await x.audits('permit.union-rejected', id)).toHaveLength(0);
  });

  it.each([
    ['decided once already', { ...playerApproved, wruOverrideDecision: 1 }, {}, 'permit.already_decided'],
    ['still awaiting the player', {}, {}, 'permit.not_ready_for_union'],
    ['cancelled', { ...playerApproved, cancelledOn: new Date('2025-09-30T10:00:00Z') }, {}, 'permit.cancelled'],
    ['kicked off', playerApproved, { inMs: -HOUR }, 'permit.kicked_off'],
  ] as const)('refuses a permit %s: 409 with the reason', async (_label, decisions, options, reason) => {
    const { id } = await permitAt(x, decisions, options);
    const before = await row(id);
    const res = await decide(x.ids.admin, id, { decision: 1 });
    expect(res.statusCode).toBe(409);
    expect(reasonOf(res)).toBe(reason);
    expect(await row(id)).toEqual(before);
  });

  it('refuses to approve a permit whose player has since got another live permit for the fixture: 409 permit.already_exists', async () => {
    const first = await permitAt(x, { ...playerApproved, organisationDecision: 2 });
    // The first is not live (rejected by the sending club), so the receiving club asked again.
    await permitAt(x, {}, { personId: first.personId, roleId: first.roleId, fixtureId: first.fixtureId });
    const res = await decide(x.ids.admin, first.id, { decision: 1 });
    expect(res.statusCode).toBe(409);
    expect(reasonOf(res)).toBe('permit.already_exists');
    expect((await row(first.id)).wruOverrideDecision).toBeNull();
    expect(await x.audits('permit.union-approved', first.id)).toHaveLength(0);
    // Rejecting it is still possible.
    expect((await decide(x.ids.admin, first.id, { decision: 2, reason: 'Asked again' })).statusCode).toBe(200);
  });

  it.each([
    ['a Safeguarding Officer', () => safeguardingOfficer],
    ['the sending club’s secretary', () => x.ids.secretaryB],
    ['the player', null],
  ])('refuses %s: 403 back_office.permission.permits, and changes nothing', async (_label, who) => {
    const { id, personId } = await permitAt(x, playerApproved);
    const res = await decide(who ? who() : personId, id, { decision: 1 });
    expect(res.statusCode).toBe(403);
    expect(reasonOf(res)).toBe('back_office.permission.permits');
    expect((await row(id)).wruOverrideDecision).toBeNull();
  });

  it('answers 404 for a permit that does not exist', async () => {
    const res = await decide(x.ids.admin, 999_999, { decision: 1 });
    expect(res.statusCode).toBe(404);
    expect(reasonOf(res)).toBe('permit.not_found');
  });
});

describe("the union's permit limit", () => {
  it('applies a lowered limit to the next request: the limit check says so and Confirm is refused', async () => {
    const settings = (limit: number) =>
      x.request(x.ids.admin, 'PUT', '/api/union/settings', { maxTransferredPlayers: 5, permitLimit: limit });
    const fixture = await x.addFixture({ inMs: 10 * DAY });
    await permitAt(x, {}, { fixtureId: fixture.id });
    const limitUrl = `/api/permit/fixture/${fixture.id}/organisation/${x.ids.clubA}/limit`;
    expect((await x.request(x.ids.secretaryA, 'GET', limitUrl)).json()).toEqual({
      allowMore: true,
      existingPermits: 1,
      permitLimit: 3,
    });
    expect((await settings(1)).statusCode).toBe(200);
    try {
      expect((await x.request(x.ids.secretaryA, 'GET', limitUrl)).json()).toEqual({
        allowMore: false,
        existingPermits: 1,
        permitLimit: 1,
      });
      const { person } = await x.playerAtB();
      const res = await x.create(person.id, fixture.id);
      expect(res.statusCode).toBe(409);
      expect(reasonOf(res)).toBe('permit.limit_reached');
    } finally {
      expect((await settings(3)).statusCode).toBe(200);
    }
  });
});

describe('exactly once under concurrency', () => {
  it('of two union decisions at once, one succeeds and the other is refused: permit.already_decided', async () => {
    const { id } = await permitAt(x, playerApproved);
    const answers = await Promise.all([
      decide(x.ids.admin, id, { decision: 1 }),
      decide(x.ids.registrationsOfficer, id, { decision: 2, reason: 'Not eligible' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(reasonOf(answers.find((res) => res.statusCode === 409)!)).toBe('permit.already_decided');
    const audits = [...(await x.audits('permit.union-approved', id)), ...(await x.audits('permit.union-rejected', id))];
    expect(audits).toHaveLength(1);
  });
});
