/**
 * Manage Permits through the API (decision 033): the receiving club's incoming table and the
 * sending club's outgoing one, the sending club's Approve and Reject, the receiving club's Cancel;
 * a refusal for each persona and state that must not pass, nothing changed when refused, and each
 * decision exactly once when two arrive together (run with TEST_DB=postgres for real PostgreSQL).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY, openPermits, reasonOf, type PermitsTest } from './helpers';

let x: PermitsTest;

beforeAll(async () => {
  x = await openPermits();
});

afterAll(async () => {
  await x.t.close();
});

beforeEach(() => {
  x.at(0);
});

interface Item {
  id: number;
  status: string;
  can: { decideAsOrganisation: boolean; cancel: boolean };
  [key: string]: unknown;
}

async function listOf(as: number, organisationId: number, direction: 'incoming' | 'outgoing', query = 'pageSize=50') {
  const res = await x.request(as, 'GET', `/api/permit/organisation/${organisationId}?direction=${direction}&${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { items: Item[]; hasMore: boolean };
}

async function permitFor(inMs = 6 * DAY) {
  const { person } = await x.playerAtB();
  const fixture = await x.addFixture({ inMs });
  const id = await x.created(person.id, fixture.id);
  return { id, person, fixture };
}

const decide = (id: number, decision: number, as = x.ids.secretaryB, organisationId = x.ids.clubB) =>
  x.request(as, 'PUT', `/api/permit/${id}/organisation/${organisationId}/decision`, { decision });
const cancel = (id: number, as = x.ids.secretaryA, organisationId = x.ids.clubA) =>
  x.request(as, 'PUT', `/api/permit/${id}/organisation/${organisationId}/cancel`);

describe('Manage Permits: GET /api/permit/organisation/{id}', () => {
  it("shows the permit in club A's incoming and club B's outgoing tables, and in neither other table", async () => {
    const { id, person, fixture } = await permitFor();
    const incoming = await listOf(x.ids.secretaryA, x.ids.clubA, 'incoming');
    expect(incoming.items.find((item) => item.id === id)).toEqual({
      id,
      firstName: 'Owen',
      lastName: person.lastName,
      dob: '1998-03-03',
      fromOrganisationId: x.ids.clubB,
      fromOrganisationName: 'Aberllyn RFC',
      toOrganisationId: x.ids.clubA,
      toOrganisationName: 'Cwm Valley RFC',
      homeTeam: { organisationName: 'Cwm Valley RFC', teamTemplateId: 22, childValue: expect.any(String) },
      awayTeam: { organisationName: 'Llanfair Athletic RFC', teamTemplateId: 22, childValue: expect.any(String) },
      fixtureId: fixture.id,
      fixtureDate: fixture.date.toISOString(),
      competitionName: expect.stringContaining('Permit Test League'),
      playerDecision: null,
      organisationDecision: null,
      wruOverrideDecision: null,
      cancelledOn: null,
      status: 'pending',
      validToPlay: false,
      can: { decideAsOrganisation: false, cancel: true },
    });
    const outgoing = await listOf(x.ids.secretaryB, x.ids.clubB, 'outgoing');
    expect(outgoing.items.find((item) => item.id === id)?.can).toEqual({ decideAsOrganisation: true, cancel: false });
    expect((await listOf(x.ids.secretaryA, x.ids.clubA, 'outgoing')).items.map((item) => item.id)).not.toContain(id);
    expect((await listOf(x.ids.secretaryB, x.ids.clubB, 'incoming')).items.map((item) => item.id)).not.toContain(id);
  });

  it('lists the latest fixture first, a page at a time', async () => {
    await permitFor(30 * DAY);
    await permitFor(31 * DAY);
    const all = (await listOf(x.ids.secretaryA, x.ids.clubA, 'incoming')).items;
    const dates = all.map((item) => item.fixtureDate as string);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = await listOf(x.ids.secretaryA, x.ids.clubA, 'incoming', 'pageSize=1');
    expect(first.items.map((item) => item.id)).toEqual([all[0]!.id]);
    expect(first.hasMore).toBe(true);
    const second = await listOf(x.ids.secretaryA, x.ids.clubA, 'incoming', 'pageSize=1&page=2');
    expect(second.items.map((item) => item.id)).toEqual([all[1]!.id]);
  });

  it('shows the badge by precedence, and no Approve or Reject once the union has overridden', async () => {
    const { id } = await permitFor();
    await x.setDecisions(id, { playerDecision: 1, organisationDecision: 1, wruOverrideDecision: 2 });
    const row = (await listOf(x.ids.secretaryB, x.ids.clubB, 'outgoing')).items.find((item) => item.id === id)!;
    expect(row.status).toBe('rejected_by_wru');
    expect(row.validToPlay).toBe(false);
    expect(row.can.decideAsOrganisation).toBe(false);
  });

  it("shows a Team Coach only their own teams' permits, and refuses a member and another club", async () => {
    const { id } = await permitFor();
    expect((await listOf(x.ids.coachA, x.ids.clubA, 'incoming')).items.map((item) => item.id)).not.toContain(id);
    for (const as of [x.ids.member, x.ids.secretaryOther, x.ids.secretaryB]) {
      const res = await x.request(as, 'GET', `/api/permit/organisation/${x.ids.clubA}?direction=incoming`);
      expect([res.statusCode, reasonOf(res)]).toEqual([403, 'organisation.permission.permits']);
    }
    const bad = await x.request(x.ids.secretaryA, 'GET', `/api/permit/organisation/${x.ids.clubA}?direction=sideways`);
    expect(bad.statusCode).toBe(400);
  });
});

describe("The sending club's decision: PUT /api/permit/{id}/organisation/{organisationId}/decision", () => {
  it('approves once: stored, audited, club A and the player e-mailed; a second decision is refused', async () => {
    const { id, person } = await permitFor();
    const mailsBefore = (await x.mailsTo('secretary@demo.test')).length;
    const res = await decide(id, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id });
    expect(await x.permitRow(id)).toMatchObject({ organisationDecision: 1, organisationDecidedBy: x.ids.secretaryB });
    expect(await x.audits('permit.organisation-approved', id)).toHaveLength(1);
    expect((await x.mailsTo('secretary@demo.test')).length).toBe(mailsBefore + 1);
    expect(await x.mailsTo(person.email!)).toHaveLength(2);
    const row = (await listOf(x.ids.secretaryA, x.ids.clubA, 'incoming')).items.find((item) => item.id === id)!;
    expect(row.status).toBe('approved');

    const again = await decide(id, 2);
    expect([again.statusCode, reasonOf(again)]).toEqual([409, 'permit.organisation_already_decided']);
    expect((await x.permitRow(id))?.organisationDecision).toBe(1);
  });

  it('rejects: the badge reads Rejected and the permit no longer counts', async () => {
    const { id, fixture } = await permitFor();
    const limitUrl = `/api/permit/fixture/${fixture.id}/organisation/${x.ids.clubA}/limit`;
    expect((await x.request(x.ids.secretaryA, 'GET', limitUrl)).json()).toMatchObject({ existingPermits: 1 });
    expect((await decide(id, 2)).statusCode).toBe(200);
    expect(await x.audits('permit.organisation-rejected', id)).toHaveLength(1);
    const row = (await listOf(x.ids.secretaryB, x.ids.clubB, 'outgoing')).items.find((item) => item.id === id)!;
    expect(row.status).toBe('rejected');
    expect((await x.request(x.ids.secretaryA, 'GET', limitUrl)).json()).toMatchObject({ existingPermits: 0 });
  });

  it('refuses, changing nothing: club A, another club, a member, an unknown permit, a bad decision', async () => {
    const { id } = await permitFor();
    const cases: [Promise<{ statusCode: number; json(): unknown }>, number, string | null][] = [
      [decide(id, 1, x.ids.secretaryA, x.ids.clubA), 403, 'permit.permission.sending_organisation'],
      [decide(id, 1, x.ids.secretaryA, x.ids.clubB), 403, 'organisation.permission.permits'],
      [decide(id, 1, x.ids.secretaryOther, x.ids.clubB), 403, 'organisation.permission.permits'],
      [decide(id, 1, x.ids.member, x.ids.clubB), 403, 'organisation.permission.permits'],
      [decide(999_999, 1), 404, 'permit.not_found'],
      [decide(id, 3), 400, null],
      [x.request(x.ids.secretaryB, 'PUT', `/api/permit/${id}/organisation/${x.ids.clubB}/decision`, {}), 400, null],
    ];
    for (const [pending, status, reason] of cases) {
      const res = await pending;
      expect(res.statusCode).toBe(status);
      if (reason) expect(reasonOf(res)).toBe(reason);
    }
    expect(await x.permitRow(id)).toMatchObject({ organisationDecision: null, organisationDecidedAt: null });
    expect(await x.audits('permit.organisation-approved', id)).toEqual([]);
  });

  it('refuses after the union has overridden, once cancelled, and from kick-off', async () => {
    const overridden = await permitFor();
    await x.setDecisions(overridden.id, { playerDecision: 1, wruOverrideDecision: 1 });
    const res1 = await decide(overridden.id, 2);
    expect([res1.statusCode, reasonOf(res1)]).toEqual([409, 'permit.organisation_already_decided']);

    const cancelled = await permitFor();
    expect((await cancel(cancelled.id)).statusCode).toBe(200);
    const res2 = await decide(cancelled.id, 1);
    expect([res2.statusCode, reasonOf(res2)]).toEqual([409, 'permit.cancelled']);

    const kickOff = await permitFor(2 * DAY);
    x.at(2 * DAY);
    const res3 = await decide(kickOff.id, 1);
    expect([res3.statusCode, reasonOf(res3)]).toEqual([409, 'permit.kicked_off']);
    expect((await x.permitRow(kickOff.id))?.organisationDecision).toBeNull();
  });
});

describe("The receiving club's cancellation: PUT /api/permit/{id}/organisation/{organisationId}/cancel", () => {
  it('cancels once, whatever the decisions so far: stored, audited, the player and club B e-mailed', async () => {
    const { id, person } = await permitFor();
    await x.setDecisions(id, { playerDecision: 1, organisationDecision: 1 });
    const clubBMails = (await x.mailsTo('secretary2@demo.test')).length;
    const res = await cancel(id);
    expect(res.statusCode).toBe(200);
    expect(await x.permitRow(id)).toMatchObject({ cancelledBy: x.ids.secretaryA, cancelledOn: x.now });
    expect(await x.audits('permit.cancelled', id)).toHaveLength(1);
    expect((await x.mailsTo('secretary2@demo.test')).length).toBe(clubBMails + 1);
    expect(await x.mailsTo(person.email!)).toHaveLength(2);
    const row = (await listOf(x.ids.secretaryA, x.ids.clubA, 'incoming')).items.find((item) => item.id === id)!;
    expect(row.status).toBe('cancelled');
    expect(row.can.cancel).toBe(false);

    const again = await cancel(id);
    expect([again.statusCode, reasonOf(again)]).toEqual([409, 'permit.cancelled']);
  });

  it('refuses, changing nothing: club B, a Team Coach of another team, a member, an unknown permit, from kick-off', async () => {
    const { id } = await permitFor(3 * DAY);
    const cases: [Promise<{ statusCode: number; json(): unknown }>, number, string][] = [
      [cancel(id, x.ids.secretaryB, x.ids.clubB), 403, 'permit.permission.receiving_organisation'],
      [cancel(id, x.ids.coachA), 403, 'permit.permission.receiving_organisation'],
      [cancel(id, x.ids.secretaryB), 403, 'organisation.permission.permits'],
      [cancel(id, x.ids.member), 403, 'organisation.permission.permits'],
      [cancel(999_999), 404, 'permit.not_found'],
    ];
    for (const [pending, status, reason] of cases) {
      const res = await pending;
      expect([res.statusCode, reasonOf(res)]).toEqual([status, reason]);
    }
    x.at(3 * DAY + 1);
    const late = await cancel(id);
    expect([late.statusCode, reasonOf(late)]).toEqual([409, 'permit.kicked_off']);
    expect((await x.permitRow(id))?.cancelledOn).toBeNull();
    expect(await x.audits('permit.cancelled', id)).toEqual([]);
  });
});

describe('Exactly once under concurrency', () => {
  it('of an approval and a rejection by the sending club at once, one succeeds and the other is refused', async () => {
    const { id } = await permitFor();
    const answers = await Promise.all([decide(id, 1), decide(id, 2)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(reasonOf(answers.find((res) => res.statusCode === 409)!)).toBe('permit.organisation_already_decided');
    const audits = [
      ...(await x.audits('permit.organisation-approved', id)),
      ...(await x.audits('permit.organisation-rejected', id)),
    ];
    expect(audits).toHaveLength(1);
  });

  it('of two cancellations at once, one succeeds', async () => {
    const { id } = await permitFor();
    const answers = await Promise.all([cancel(id), cancel(id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(reasonOf(answers.find((res) => res.statusCode === 409)!)).toBe('permit.cancelled');
    expect(await x.audits('permit.cancelled', id)).toHaveLength(1);
  });
});
