/**
 * The player's side of a permit: the player, or a child's guardian, sees it on /actions, opens it,
 * approves it with the six consents or declines it (which cancels it), once, before kick-off; every
 * answer is audited and e-mailed to whoever acts next. Their valid permits show on Your Roles.
 * Anyone else is refused (403 with the reason), bad input is refused (400) and changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permits } from '../../src/db/schema';
import { addPerson } from '../registrations/fixtures';
import { CLUB_A, CLUB_B, DAY, openPermits, reasonOf, type PermitsTest } from './helpers';
import { ALL_PLAYER_CONSENTS, permitAt, playerApproved, subjectsTo } from './player-union-helpers';

let x: PermitsTest;
beforeAll(async () => {
  x = await openPermits();
});
afterAll(async () => x.t.close());

const approve = (as: number, id: number, consents: Record<string, unknown> = ALL_PLAYER_CONSENTS) =>
  x.request(as, 'PUT', `/api/permit/${id}/player-guardian/approve`, consents);
const decline = (as: number, id: number) => x.request(as, 'PUT', `/api/permit/${id}/player-guardian/decline`);
const get = (as: number, id: number) => x.request(as, 'GET', `/api/permit/${id}/player-guardian`);
const actionsOf = async (as: number) =>
  (await x.request(as, 'GET', '/api/actions')).json<{ kind: string; permitId?: number }[]>();
const row = async (id: number) => (await x.db.select().from(permits).where(eq(permits.id, id)))[0]!;

describe('the player sees and opens the permit', () => {
  it('lists a permit awaiting the player on /actions, with the fixture and both clubs', async () => {
    const { id, personId } = await permitAt(x);
    const items = await actionsOf(personId);
    expect(items.find((item) => item.kind === 'permit' && item.permitId === id)).toMatchObject({
      kind: 'permit',
      subject: { personId, isChild: false },
      fromOrganisationName: CLUB_B,
      toOrganisationName: CLUB_A,
      homeTeamName: `${CLUB_A} 1st team`,
      awayTeamName: 'Llanfair Athletic RFC 1st team',
    });
  });

  it('answers the permit with what the player may do now', async () => {
    const { id, personId } = await permitAt(x);
    const res = await get(personId, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      personId,
      isChild: false,
      fromOrganisationName: CLUB_B,
      toOrganisationName: CLUB_A,
      homeTeam: { organisationName: CLUB_A, childValue: '1st team' },
      venue: 'Parc y Cwm',
      playerDecision: null,
      status: 'pending',
      validToPlay: false,
      can: { approve: true, decline: true },
    });
  });

  it('shows a guardian their child’s permit, on /actions and opened', async () => {
    const guardian = await addPerson(x.db, { dob: '1980-04-04', sexId: 2, firstName: 'Mererid' });
    const child = await addPerson(x.db, { dob: '2008-12-12', sexId: 1, firstName: 'Macsen', parentId: guardian.id });
    const role = await x.addPlayingRole(child.id, x.ids.clubB, x.teamChildren.youthB);
    const { id } = await permitAt(x, {}, { personId: child.id, roleId: role.id });
    const item = (await actionsOf(guardian.id)).find((i) => i.kind === 'permit' && i.permitId === id);
    expect(item).toMatchObject({ subject: { personId: child.id, isChild: true } });
    expect((await get(guardian.id, id)).json()).toMatchObject({
      name: expect.stringContaining('Macsen'),
      isChild: true,
    });
    // The guardian answers for the child.
    expect((await approve(guardian.id, id)).statusCode).toBe(200);
    expect((await row(id)).playerDecidedBy).toBe(guardian.id);
    expect((await x.audits('permit.player-approved', id))[0]?.details).toMatchObject({ isChild: true });
  });
});

describe('the player approves', () => {
  it('stores the approval with the consents once, audits it, and e-mails the sending club and the union', async () => {
    const { id, personId } = await permitAt(x);
    const res = await approve(personId, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id });
    const stored = await row(id);
    expect(stored).toMatchObject({ playerDecision: 1, playerDecidedBy: personId, consents: ALL_PLAYER_CONSENTS });
    expect(stored.playerDecidedAt?.toISOString()).toBe(x.now.toISOString());
    expect(await x.audits('permit.player-approved', id)).toHaveLength(1);
    const subject = expect.stringMatching(/^Permit for Owen Permitplayer\d+: approved by the player$/);
    expect((await subjectsTo(x, 'secretary2@demo.test'))[0]).toEqual(subject);
    expect((await subjectsTo(x, 'admin@demo.test'))[0]).toEqual(expect.stringContaining('the WRU may decide'));
    // The receiving club asked for it: it is not told of the approval.
    expect((await x.mailsTo('secretary@demo.test')).some((m) => m.subject.includes('approved by the player'))).toBe(
      false,
    );
    // Approved: gone from /actions, and open to nothing more for the player.
    expect((await actionsOf(personId)).some((i) => i.permitId === id)).toBe(false);
    expect((await get(personId, id)).json()).toMatchObject({
      playerDecision: 1,
      can: { approve: false, decline: false },
    });

    const again = await approve(personId, id);
    expect(again.statusCode).toBe(409);
    expect(reasonOf(again)).toBe('permit.player_already_decided');
    expect(reasonOf(await decline(personId, id))).toBe('permit.player_already_decided');
    expect(await x.audits('permit.player-approved', id)).toHaveLength(1);
  });

  it.each([
    ['without the consents', {}],
    ['with one consent unticked', { ...ALL_PLAYER_CONSENTS, privacyPolicy: false }],
    ['with a consent that is text', { ...ALL_PLAYER_CONSENTS, antiDopingPolicy: 'yes' }],
  ])('refuses an approval %s with 400, and stores nothing', async (_label, consents) => {
    const { id, personId } = await permitAt(x);
    const res = await approve(personId, id, consents);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
    expect((await row(id)).playerDecision).toBeNull();
    expect(await x.audits('permit.player-approved', id)).toHaveLength(0);
  });
});

describe('the player declines', () => {
  it('cancels the permit once, audits it and tells the receiving club', async () => {
    const { id, personId } = await permitAt(x);
    const res = await decline(personId, id);
    expect(res.statusCode).toBe(200);
    const stored = await row(id);
    expect(stored).toMatchObject({ playerDecision: 2, playerDecidedBy: personId, cancelledBy: personId });
    expect(stored.cancelledOn?.toISOString()).toBe(x.now.toISOString());
    expect((await get(personId, id)).json()).toMatchObject({
      status: 'cancelled',
      can: { approve: false, decline: false },
    });
    expect(await x.audits('permit.player-declined', id)).toHaveLength(1);
    expect((await subjectsTo(x, 'secretary@demo.test'))[0]).toMatch(/: declined by the player$/);
    const again = await decline(personId, id);
    expect(again.statusCode).toBe(409);
    expect(reasonOf(again)).toBe('permit.player_already_decided');
  });
});

describe('when the permit can no longer be answered', () => {
  it('refuses after kick-off (and /actions no longer lists it)', async () => {
    const { id, personId } = await permitAt(x, {}, { inMs: 2 * DAY });
    x.at(2 * DAY);
    try {
      const res = await approve(personId, id);
      expect(res.statusCode).toBe(409);
      expect(reasonOf(res)).toBe('permit.kicked_off');
      expect(reasonOf(await decline(personId, id))).toBe('permit.kicked_off');
      expect((await actionsOf(personId)).some((i) => i.permitId === id)).toBe(false);
      expect((await row(id)).playerDecision).toBeNull();
    } finally {
      x.at(0);
    }
  });

  it('refuses once the receiving club has cancelled it', async () => {
    const { id, personId } = await permitAt(x, { cancelledOn: x.now, cancelledBy: x.ids.secretaryA });
    const res = await approve(personId, id);
    expect(res.statusCode).toBe(409);
    expect(reasonOf(res)).toBe('permit.cancelled');
    expect((await actionsOf(personId)).some((i) => i.permitId === id)).toBe(false);
  });
});

describe('who may answer', () => {
  it.each([
    ['another member', 'member'],
    ['the receiving club’s secretary', 'secretaryA'],
    ['the sending club’s secretary', 'secretaryB'],
    ['the Union Administrator', 'admin'],
  ] as const)('refuses %s: 403 permit.permission.player, and nothing changes', async (_label, who) => {
    const { id } = await permitAt(x);
    for (const res of [await get(x.ids[who], id), await approve(x.ids[who], id), await decline(x.ids[who], id)]) {
      expect(res.statusCode).toBe(403);
      expect(reasonOf(res)).toBe('permit.permission.player');
    }
    expect(await row(id)).toMatchObject({ playerDecision: null, cancelledOn: null });
  });

  it('answers 404 for a permit that does not exist and 400 for an id that is not one', async () => {
    const res = await get(x.ids.member, 999_999);
    expect(res.statusCode).toBe(404);
    expect(reasonOf(res)).toBe('permit.not_found');
    expect((await approve(x.ids.member, 999_999)).statusCode).toBe(404);
    expect((await x.request(x.ids.member, 'GET', '/api/permit/abc/player-guardian')).statusCode).toBe(400);
  });
});

describe('exactly once under concurrency', () => {
  it('of an approval and a decline at once, one succeeds and the other is refused', async () => {
    const { id, personId } = await permitAt(x);
    const answers = await Promise.all([approve(personId, id), decline(personId, id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(reasonOf(answers.find((res) => res.statusCode === 409)!)).toBe('permit.player_already_decided');
    const audits = [
      ...(await x.audits('permit.player-approved', id)),
      ...(await x.audits('permit.player-declined', id)),
    ];
    expect(audits).toHaveLength(1);
  });
});

describe('Your Roles: the person’s permits valid to play', () => {
  it('lists permits valid to play from 30 days back, soonest first, to the person and their guardian only', async () => {
    const { person, role } = await x.playerAtB();
    const mine = { personId: person.id, roleId: role.id };
    const valid = await permitAt(x, { ...playerApproved, organisationDecision: 1 }, { ...mine, inMs: 3 * DAY });
    const overridden = await permitAt(
      x,
      { ...playerApproved, organisationDecision: 2, wruOverrideDecision: 1 },
      { ...mine, inMs: 9 * DAY },
    );
    const recent = await permitAt(x, { ...playerApproved, organisationDecision: 1 }, { ...mine, inMs: -10 * DAY });
    // Not valid to play, or too long ago: awaiting the sending club, rejected by the WRU, cancelled, 31 days back.
    await permitAt(x, playerApproved, { ...mine, inMs: 4 * DAY });
    await permitAt(
      x,
      { ...playerApproved, organisationDecision: 1, wruOverrideDecision: 2 },
      { ...mine, inMs: 5 * DAY },
    );
    await permitAt(x, { ...playerApproved, organisationDecision: 1, cancelledOn: x.now }, { ...mine, inMs: 6 * DAY });
    await permitAt(x, { ...playerApproved, organisationDecision: 1 }, { ...mine, inMs: -31 * DAY });

    const res = await x.request(person.id, 'GET', `/api/permit/person/${person.id}`);
    expect(res.statusCode).toBe(200);
    const list = res.json<{ id: number; status: string }[]>();
    expect(list.map((p) => p.id)).toEqual([recent.id, valid.id, overridden.id]);
    expect(list.map((p) => p.status)).toEqual(['approved', 'approved', 'approved_by_wru']);
    expect(list[0]).toMatchObject({ personId: person.id, toOrganisationName: CLUB_A, fromOrganisationName: CLUB_B });

    const other = await x.request(x.ids.member, 'GET', `/api/permit/person/${person.id}`);
    expect(other.statusCode).toBe(403);
    expect(reasonOf(other)).toBe('permit.permission.player');
    expect((await x.request(x.ids.secretaryA, 'GET', `/api/permit/person/${person.id}`)).statusCode).toBe(403);
  });

  it('lists a child’s valid permits to the guardian', async () => {
    const guardian = await addPerson(x.db, { dob: '1979-07-07', sexId: 1 });
    const child = await addPerson(x.db, { dob: '2008-11-11', sexId: 1, parentId: guardian.id });
    const role = await x.addPlayingRole(child.id, x.ids.clubB, x.teamChildren.youthB);
    const { id } = await permitAt(
      x,
      { ...playerApproved, organisationDecision: 1 },
      { personId: child.id, roleId: role.id },
    );
    const res = await x.request(guardian.id, 'GET', `/api/permit/person/${child.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ id: number }[]>().map((p) => p.id)).toEqual([id]);
  });
});

describe('the club’s fixtures name who plays on a permit', () => {
  it('names the players on a permit valid to play for the club, and not those still pending', async () => {
    const fixture = await x.addFixture({ inMs: 12 * DAY });
    await permitAt(x, { ...playerApproved, organisationDecision: 1 }, { fixtureId: fixture.id });
    await permitAt(x, playerApproved, { fixtureId: fixture.id });
    const page = await x.request(
      x.ids.secretaryA,
      'GET',
      `/api/organisation/${x.ids.clubA}/fixtures?when=upcoming&pageSize=50`,
    );
    expect(page.statusCode).toBe(200);
    const item = page
      .json<{ items: { fixtureId: number; permitPlayers: { firstName: string; lastName: string }[] }[] }>()
      .items.find((f) => f.fixtureId === fixture.id);
    expect(item?.permitPlayers).toHaveLength(1);
    expect(item?.permitPlayers[0]).toEqual({ firstName: 'Owen', lastName: expect.stringMatching(/^Permitplayer\d+$/) });
  });
});
