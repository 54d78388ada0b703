/**
 * New permit through the API, the receiving club's steps (decision 033): Select Player by date of
 * birth, last name and the sending club; Select Fixture filtered by the age-grade mapping and sex,
 * claimed fixtures shown as such, 3 a page; the limit check; and Confirm, with a refusal for each
 * persona and rule that must not pass, nothing stored when refused, and the limit holding when
 * requests race (run with TEST_DB=postgres for real PostgreSQL).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { permits, personOrganisationRoles, unionSettings } from '../../src/db/schema';
import { DAY, HOUR, openPermits, reasonOf, type PermitsTest } from './helpers';

let x: PermitsTest;

beforeAll(async () => {
  x = await openPermits();
});

afterAll(async () => {
  await x.t.close();
});

beforeEach(async () => {
  x.at(0);
  await x.db.update(unionSettings).set({ permitLimit: 3 });
});

const qs = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();

const search = (as: number, query: Record<string, string | number>) =>
  x.request(as, 'GET', `/api/person/search/validated-by-dob?${qs(query)}`);

describe('Select Player: GET /api/person/search/validated-by-dob', () => {
  it('finds the active player at the sending club by date of birth and last name, whatever the case', async () => {
    const { person } = await x.playerAtB({ lastName: 'Bevan-Lloyd', dob: '1998-03-03' });
    const res = await search(x.ids.secretaryA, {
      dob: '1998-03-03',
      lastName: 'bevan-LLOYD',
      organisationId: x.ids.clubB,
      toOrganisationId: x.ids.clubA,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { wruId: person.id, initial: 'O', lastName: 'Bevan-Lloyd', sex: 'Male', ageGrade: 'senior', dob: '1998-03-03' },
    ]);
  });

  it('tells apart nobody there, not an active player, too young, and the same club', async () => {
    const query = (lastName: string, dob: string, organisationId = x.ids.clubB) => ({
      dob,
      lastName,
      organisationId,
      toOrganisationId: x.ids.clubA,
    });
    const { person } = await x.playerAtB({ dob: '1997-05-05' });

    const wrongName = await search(x.ids.secretaryA, query('Someone', '1997-05-05'));
    expect([wrongName.statusCode, reasonOf(wrongName)]).toEqual([404, 'permit.player_not_found']);
    // Right details, but no role at all at club C.
    const elsewhere = await search(x.ids.secretaryA, query(person.lastName!, '1997-05-05', x.ids.clubC));
    expect([elsewhere.statusCode, reasonOf(elsewhere)]).toEqual([404, 'permit.player_not_found']);

    const { person: ended, role } = await x.playerAtB({ dob: '1996-06-06' });
    await x.db
      .update(personOrganisationRoles)
      .set({ activeTo: '2025-05-31' })
      .where(eq(personOrganisationRoles.id, role.id));
    const inactive = await search(x.ids.secretaryA, query(ended.lastName!, '1996-06-06'));
    expect([inactive.statusCode, reasonOf(inactive)]).toEqual([400, 'permit.not_active_player']);

    // 14 on the 31 August 2025 and 15 on the next: too young to play on a permit this season or the next.
    const { person: young } = await x.playerAtB({ dob: '2011-06-01' });
    const tooYoung = await search(x.ids.secretaryA, query(young.lastName!, '2011-06-01'));
    expect([tooYoung.statusCode, reasonOf(tooYoung)]).toEqual([400, 'permit.not_eligible']);

    const same = await search(x.ids.secretaryA, query(person.lastName!, '1997-05-05', x.ids.clubA));
    expect([same.statusCode, reasonOf(same)]).toEqual([400, 'permit.same_organisation']);
  });

  it('answers youth and first-senior-season players with their category', async () => {
    const { person: youth } = await x.playerAtB({ dob: '2008-09-01' });
    const { person: both } = await x.playerAtB({ dob: '2007-08-31' });
    const one = async (lastName: string, dob: string) =>
      (
        await search(x.ids.secretaryA, { dob, lastName, organisationId: x.ids.clubB, toOrganisationId: x.ids.clubA })
      ).json();
    expect((await one(youth.lastName!, '2008-09-01'))[0].ageGrade).toBe('youth');
    expect((await one(both.lastName!, '2007-08-31'))[0].ageGrade).toBe('senior_and_youth');
  });

  it('refuses a member, another club acting for club A, and a Team Coach of club A may search', async () => {
    const { person } = await x.playerAtB({ dob: '1995-01-02' });
    const query = {
      dob: '1995-01-02',
      lastName: person.lastName!,
      organisationId: x.ids.clubB,
      toOrganisationId: x.ids.clubA,
    };
    for (const as of [x.ids.member, x.ids.secretaryB, x.ids.secretaryOther, x.ids.admin]) {
      const res = await search(as, query);
      expect([res.statusCode, reasonOf(res)]).toEqual([403, 'organisation.permission.permits']);
    }
    expect((await search(x.ids.coachA, query)).statusCode).toBe(200);
  });

  it('answers 400 with the spec’s messages when a detail is missing', async () => {
    const res = await x.request(
      x.ids.secretaryA,
      'GET',
      `/api/person/search/validated-by-dob?lastName=Jones&toOrganisationId=${x.ids.clubA}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Date of birth is required');
    expect(res.body).toContain('Please select a club from the list');
  });
});

describe('Select Fixture: GET /api/permit/organisation/{id}/fixtures', () => {
  const list = (personId: number, query: Record<string, string | number> = {}, as = x.ids.secretaryA) =>
    x.request(
      as,
      'GET',
      `/api/permit/organisation/${x.ids.clubA}/fixtures?${qs({ wruId: personId, fromOrganisationId: x.ids.clubB, ...query })}`,
    );

  it("lists club A's fixtures the player may play: upcoming ascending, previous descending, claimed ones flagged", async () => {
    const { person } = await x.playerAtB();
    const later = await x.addFixture({ inMs: 14 * DAY });
    const soon = await x.addFixture({ inMs: 2 * DAY });
    const claimed = await x.addFixture({ inMs: 3 * DAY, claimedBy: x.ids.admin });
    const played = await x.addFixture({ inMs: -3 * DAY });
    const women = await x.addFixture({ inMs: 4 * DAY, sexId: 2 });
    const youth = await x.addFixture({
      inMs: 5 * DAY,
      homeTeamChildId: x.teamChildren.youthB,
      awayTeamChildId: x.teamChildren.youthB,
    });

    const upcoming = (await list(person.id, { pageSize: 30 })).json();
    const ids = upcoming.items.map((item: { fixtureId: number }) => item.fixtureId);
    expect(ids).toEqual(expect.arrayContaining([soon.id, claimed.id, later.id]));
    expect(ids).not.toContain(played.id);
    expect(ids).not.toContain(women.id);
    expect(ids).not.toContain(youth.id);
    expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(claimed.id));
    expect(ids.indexOf(claimed.id)).toBeLessThan(ids.indexOf(later.id));
    const dates = upcoming.items.map((item: { date: string }) => item.date);
    expect([...dates].sort()).toEqual(dates);

    const claimedItem = upcoming.items.find((item: { fixtureId: number }) => item.fixtureId === claimed.id);
    expect(claimedItem).toMatchObject({
      hasReferee: true,
      sex: 'Male',
      homeTeam: { organisationName: 'Cwm Valley RFC', teamTemplateId: 22, teamTemplateName: 'Senior Men' },
      awayTeam: { organisationName: 'Llanfair Athletic RFC', teamTemplateId: 22 },
      venue: 'Parc y Cwm',
    });
    expect(upcoming.items.find((item: { fixtureId: number }) => item.fixtureId === soon.id).hasReferee).toBe(false);

    const previous = (await list(person.id, { when: 'previous', pageSize: 30 })).json();
    const previousDates = previous.items.map((item: { date: string }) => item.date);
    expect(previous.items.map((item: { fixtureId: number }) => item.fixtureId)).toContain(played.id);
    expect([...previousDates].sort().reverse()).toEqual(previousDates);
  });

  it('shows 3 at a time, and the next 3 on the next page', async () => {
    const { person } = await x.playerAtB();
    for (const days of [20, 21, 22, 23]) await x.addFixture({ inMs: days * DAY });
    const all = (await list(person.id, { pageSize: 30 }))
      .json()
      .items.map((item: { fixtureId: number }) => item.fixtureId);
    expect(all.length).toBeGreaterThanOrEqual(4);
    const first = (await list(person.id)).json();
    expect(first.items).toHaveLength(3);
    expect(first.hasMore).toBe(true);
    const second = (await list(person.id, { page: 2 })).json();
    expect([...first.items, ...second.items].map((item: { fixtureId: number }) => item.fixtureId)).toEqual(
      all.slice(0, 3 + second.items.length),
    );
  });

  it('offers a player with no sex recorded fixtures of either sex, and a youth player the youth fixtures only', async () => {
    const women = await x.addFixture({ inMs: 4 * DAY, sexId: 2 });
    const { person: unknownSex } = await x.playerAtB({ sexId: null });
    const ids = (await list(unknownSex.id, { pageSize: 30 }))
      .json()
      .items.map((item: { fixtureId: number }) => item.fixtureId);
    expect(ids).toContain(women.id);

    const youthFixture = await x.addFixture({
      inMs: 6 * DAY,
      homeTeamChildId: x.teamChildren.youthB,
      awayTeamChildId: x.teamChildren.seniorMenA,
    });
    const seniorFixture = await x.addFixture({ inMs: 6 * DAY });
    const { person: youth } = await x.playerAtB({ dob: '2008-09-01' });
    const youthIds = (await list(youth.id, { pageSize: 30 }))
      .json()
      .items.map((item: { fixtureId: number }) => item.fixtureId);
    expect(youthIds).toContain(youthFixture.id);
    expect(youthIds).not.toContain(seniorFixture.id);
  });

  it('refuses a member and another club, and a person who is not an active player at the sending club', async () => {
    const { person } = await x.playerAtB();
    for (const as of [x.ids.member, x.ids.secretaryB]) {
      const res = await list(person.id, {}, as);
      expect([res.statusCode, reasonOf(res)]).toEqual([403, 'organisation.permission.permits']);
    }
    const notThere = await list(x.ids.member);
    expect([notThere.statusCode, reasonOf(notThere)]).toEqual([404, 'permit.player_not_found']);
  });

  it('shows a Team Coach only the fixtures of their own teams', async () => {
    const { person } = await x.playerAtB();
    const fixture = await x.addFixture({ inMs: 9 * DAY });
    const res = await list(person.id, { pageSize: 30 }, x.ids.coachA);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((item: { fixtureId: number }) => item.fixtureId)).not.toContain(fixture.id);
  });
});

describe('Permit limit check: GET /api/permit/fixture/{fixtureId}/organisation/{organisationId}/limit', () => {
  it("counts club A's live permits for the fixture against the union's limit", async () => {
    const fixture = await x.addFixture({ inMs: 10 * DAY });
    const url = `/api/permit/fixture/${fixture.id}/organisation/${x.ids.clubA}/limit`;
    expect((await x.request(x.ids.secretaryA, 'GET', url)).json()).toEqual({
      allowMore: true,
      existingPermits: 0,
      permitLimit: 3,
    });
    const first = await x.created((await x.playerAtB()).person.id, fixture.id);
    await x.created((await x.playerAtB()).person.id, fixture.id);
    const rejected = await x.created((await x.playerAtB()).person.id, fixture.id);
    await x.setDecisions(rejected, { organisationDecision: 2, organisationDecidedAt: x.now });
    expect((await x.request(x.ids.secretaryA, 'GET', url)).json()).toEqual({
      allowMore: true,
      existingPermits: 2,
      permitLimit: 3,
    });
    await x.db.update(unionSettings).set({ permitLimit: 2 });
    expect((await x.request(x.ids.secretaryA, 'GET', url)).json()).toEqual({
      allowMore: false,
      existingPermits: 2,
      permitLimit: 2,
    });
    await x.setDecisions(first, { cancelledOn: x.now, cancelledBy: x.ids.secretaryA });
    expect((await x.request(x.ids.secretaryA, 'GET', url)).json()).toMatchObject({
      allowMore: true,
      existingPermits: 1,
    });
  });

  it('refuses a member and another club, and a fixture club A does not play in', async () => {
    const fixture = await x.addFixture();
    for (const as of [x.ids.member, x.ids.secretaryB]) {
      const res = await x.request(as, 'GET', `/api/permit/fixture/${fixture.id}/organisation/${x.ids.clubA}/limit`);
      expect([res.statusCode, reasonOf(res)]).toEqual([403, 'organisation.permission.permits']);
    }
    const other = await x.addFixture({
      homeTeamChildId: x.teamChildren.seniorMenB,
      awayTeamChildId: x.teamChildren.seniorMenC,
    });
    for (const fixtureId of [other.id, 999_999]) {
      const res = await x.request(
        x.ids.secretaryA,
        'GET',
        `/api/permit/fixture/${fixtureId}/organisation/${x.ids.clubA}/limit`,
      );
      expect([res.statusCode, reasonOf(res)]).toEqual([404, 'permit.fixture_not_found']);
    }
  });
});

describe('Confirm: POST /api/permit', () => {
  it('creates the permit on club A’s side of the fixture: stored, audited, the player and club B e-mailed', async () => {
    const { person, role } = await x.playerAtB();
    const fixture = await x.addFixture({ inMs: 5 * DAY });
    const res = await x.create(person.id, fixture.id);
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    expect(await x.permitRow(id)).toMatchObject({
      personId: person.id,
      fromRoleId: role.id,
      fromOrganisationId: x.ids.clubB,
      toOrganisationId: x.ids.clubA,
      fixtureId: fixture.id,
      toTeamChildId: x.teamChildren.seniorMenA,
      createdBy: x.ids.secretaryA,
      playerDecision: null,
      organisationDecision: null,
      wruOverrideDecision: null,
      cancelledOn: null,
    });
    expect(await x.audits('permit.created', id)).toHaveLength(1);
    expect(await x.mailsTo(person.email!)).toHaveLength(1);
    expect((await x.mailsTo('secretary2@demo.test')).some((mail) => mail.text.includes(person.lastName!))).toBe(true);

    // It shows in club A's incoming table and club B's outgoing one.
    const incoming = (
      await x.request(x.ids.secretaryA, 'GET', `/api/permit/organisation/${x.ids.clubA}?direction=incoming&pageSize=50`)
    ).json();
    expect(incoming.items.find((item: { id: number }) => item.id === id)).toMatchObject({
      status: 'pending',
      can: { cancel: true, decideAsOrganisation: false },
    });
    const outgoing = (
      await x.request(x.ids.secretaryB, 'GET', `/api/permit/organisation/${x.ids.clubB}?direction=outgoing&pageSize=50`)
    ).json();
    expect(outgoing.items.find((item: { id: number }) => item.id === id)).toMatchObject({
      status: 'pending',
      can: { cancel: false, decideAsOrganisation: true },
    });
  });

  it('refuses, storing nothing: a second live permit, a claimed or kicked-off fixture, one club A does not play in, a player who may not play it, the same club', async () => {
    const { person } = await x.playerAtB();
    const fixture = await x.addFixture({ inMs: 5 * DAY });
    await x.created(person.id, fixture.id);
    const claimed = await x.addFixture({ inMs: 5 * DAY, claimedBy: x.ids.admin });
    const started = await x.addFixture({ inMs: -1 * HOUR });
    const notOurs = await x.addFixture({
      homeTeamChildId: x.teamChildren.seniorMenB,
      awayTeamChildId: x.teamChildren.seniorMenC,
    });
    const women = await x.addFixture({ sexId: 2 });
    const { person: other } = await x.playerAtB();
    const { person: young } = await x.playerAtB({ dob: '2010-06-01' });
    const before = await x.countPermits();

    const cases: [Promise<{ statusCode: number; json(): unknown }>, number, string][] = [
      [x.create(person.id, fixture.id), 409, 'permit.already_exists'],
      [x.create(other.id, claimed.id), 409, 'permit.fixture_claimed'],
      [x.create(other.id, started.id), 409, 'permit.kicked_off'],
      [x.create(other.id, notOurs.id), 400, 'permit.fixture_not_for_organisation'],
      [x.create(other.id, 999_999), 404, 'permit.fixture_not_found'],
      [x.create(other.id, women.id), 400, 'permit.not_eligible'],
      [x.create(young.id, fixture.id), 400, 'permit.not_eligible'],
      [x.create(other.id, fixture.id, { from: x.ids.clubC }), 404, 'permit.player_not_found'],
      [x.create(other.id, fixture.id, { from: x.ids.clubA }), 400, 'permit.same_organisation'],
    ];
    for (const [pending, status, reason] of cases) {
      const res = await pending;
      expect([res.statusCode, reasonOf(res)]).toEqual([status, reason]);
    }
    expect(await x.countPermits()).toBe(before);
  });

  it('refuses an inactive player', async () => {
    const { person, role } = await x.playerAtB();
    await x.db
      .update(personOrganisationRoles)
      .set({ activeTo: '2025-05-31' })
      .where(eq(personOrganisationRoles.id, role.id));
    const res = await x.create(person.id, (await x.addFixture()).id);
    expect([res.statusCode, reasonOf(res)]).toEqual([400, 'permit.not_active_player']);
  });

  it('refuses a member, another club acting for club A, and a Team Coach for a team not theirs', async () => {
    const { person } = await x.playerAtB();
    const fixture = await x.addFixture();
    const before = await x.countPermits();
    for (const as of [x.ids.member, x.ids.secretaryB, x.ids.secretaryOther, x.ids.admin]) {
      const res = await x.create(person.id, fixture.id, { as });
      expect([res.statusCode, reasonOf(res)]).toEqual([403, 'organisation.permission.permits']);
    }
    const coach = await x.create(person.id, fixture.id, { as: x.ids.coachA });
    expect([coach.statusCode, reasonOf(coach)]).toEqual([403, 'permit.permission.team']);
    expect(await x.countPermits()).toBe(before);
  });

  it("refuses at the union's limit; a cancelled or rejected permit frees its place", async () => {
    await x.db.update(unionSettings).set({ permitLimit: 2 });
    const fixture = await x.addFixture({ inMs: 12 * DAY });
    const first = await x.created((await x.playerAtB()).person.id, fixture.id);
    const second = await x.created((await x.playerAtB()).person.id, fixture.id);
    const third = await x.create((await x.playerAtB()).person.id, fixture.id);
    expect([third.statusCode, reasonOf(third)]).toEqual([409, 'permit.limit_reached']);
    expect((third.json() as { detail: string }).detail).toBe(
      'You have already used the maximum number of permits for this fixture.',
    );

    await x.setDecisions(first, { cancelledOn: x.now, cancelledBy: x.ids.secretaryA });
    const afterCancel = await x.created((await x.playerAtB()).person.id, fixture.id);
    await x.setDecisions(second, { playerDecision: 1, organisationDecision: 1, wruOverrideDecision: 2 });
    await x.created((await x.playerAtB()).person.id, fixture.id);
    expect(afterCancel).toBeGreaterThan(second);
    const full = await x.create((await x.playerAtB()).person.id, fixture.id);
    expect(reasonOf(full)).toBe('permit.limit_reached');
  });

  it('a player whose permit was rejected may be asked for again', async () => {
    const { person } = await x.playerAtB();
    const fixture = await x.addFixture({ inMs: 13 * DAY });
    const first = await x.created(person.id, fixture.id);
    await x.setDecisions(first, { organisationDecision: 2 });
    expect((await x.create(person.id, fixture.id)).statusCode).toBe(201);
  });
});

describe('The limit under concurrency', () => {
  it('of two requests for the last place at once, one succeeds and the other is refused at the limit', async () => {
    await x.db.update(unionSettings).set({ permitLimit: 1 });
    const fixture = await x.addFixture({ inMs: 15 * DAY });
    const [a, b] = [(await x.playerAtB()).person, (await x.playerAtB()).person];
    const answers = await Promise.all([x.create(a.id, fixture.id), x.create(b.id, fixture.id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(reasonOf(answers.find((res) => res.statusCode === 409)!)).toBe('permit.limit_reached');
    expect(await x.db.select().from(permits).where(eq(permits.fixtureId, fixture.id))).toHaveLength(1);
  });

  it('of two requests for the same player and fixture at once, one succeeds', async () => {
    const fixture = await x.addFixture({ inMs: 16 * DAY });
    const { person } = await x.playerAtB();
    const answers = await Promise.all([x.create(person.id, fixture.id), x.create(person.id, fixture.id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(reasonOf(answers.find((res) => res.statusCode === 409)!)).toBe('permit.already_exists');
    expect(await x.db.select().from(permits).where(eq(permits.fixtureId, fixture.id))).toHaveLength(1);
  });
});
