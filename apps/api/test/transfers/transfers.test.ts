/**
 * Transfers through the API (decision 028): New Transfer's calls for the receiving club, Manage
 * Transfers for both clubs, the player's or guardian's answer, the union's queue and decision.
 * Each endpoint's success and a refusal for each persona that must not reach it, every state
 * change, the sending club's 7 days at their edges, the season limit, what the union's approval
 * stores, the e-mails and the audit rows. Every transfer is made here, on players of our own.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { personOrganisationRoles, playerApplications, transfers, unionSettings } from '../../src/db/schema';
import { firstTeamChildId } from '../registrations/fixtures';
import { DAY, HOUR, openTransfers, PLAYER_CONSENTS, type TransfersTest } from './helpers';

let x: TransfersTest;

/** Far above what this file creates into one team child; the season-limit test lowers it. */
const LIMIT = 100;

beforeAll(async () => {
  x = await openTransfers();
  await x.db.update(unionSettings).set({ maxTransferredPlayers: LIMIT });
});

afterAll(async () => {
  await x.t.close();
});

beforeEach(() => {
  x.at(0);
});

const reasonOf = (res: { json(): unknown }) => (res.json() as { reason: string }).reason;

describe('Select Player: GET /api/person/search/validated', () => {
  it('finds the person by WRU ID and last name, whatever the case', async () => {
    const { person } = await x.playerAtB({ lastName: 'Bevan-Lloyd' });
    const res = await x.request(
      x.ids.secretaryA,
      'GET',
      `/api/person/search/validated?wruId=${person.id}&lastName=bevan-LLOYD`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      wruId: person.id,
      initial: 'O',
      lastName: 'Bevan-Lloyd',
      sex: 'Male',
      ageGrade: 'senior',
      dob: '1998-03-03',
    });
  });

  it('refuses a wrong last name, a person without a sex recorded, and one without an active playing role', async () => {
    const { person } = await x.playerAtB();
    const search = (id: number, lastName: string) =>
      x.request(x.ids.secretaryA, 'GET', `/api/person/search/validated?wruId=${id}&lastName=${lastName}`);
    const wrong = await search(person.id, 'Someone');
    expect(wrong.statusCode).toBe(404);
    expect(reasonOf(wrong)).toBe('transfer.player_not_found');

    const { person: noSex } = await x.playerAtB({ sexId: null });
    const incomplete = await search(noSex.id, noSex.lastName!);
    expect(incomplete.statusCode).toBe(400);
    expect(reasonOf(incomplete)).toBe('transfer.player_details_incomplete');

    const { person: ended, role } = await x.playerAtB();
    await x.db
      .update(personOrganisationRoles)
      .set({ activeTo: '2025-05-31' })
      .where(eq(personOrganisationRoles.id, role.id));
    const unaffiliated = await search(ended.id, ended.lastName!);
    expect(unaffiliated.statusCode).toBe(400);
    expect(reasonOf(unaffiliated)).toBe('transfer.no_active_affiliation');
  });

  it('refuses a member who manages transfers nowhere', async () => {
    const { person } = await x.playerAtB();
    const res = await x.request(
      x.ids.member,
      'GET',
      `/api/person/search/validated?wruId=${person.id}&lastName=${person.lastName}`,
    );
    expect(res.statusCode).toBe(403);
    expect(reasonOf(res)).toBe('organisation.permission.transfers');
  });
});

describe('Select Teams: from-roles, eligibility and the season count', () => {
  it("lists the person's playing role at club B as the from-team, for club A", async () => {
    const { person } = await x.playerAtB();
    const res = await x.request(
      x.ids.secretaryA,
      'GET',
      `/api/person/${person.id}/transfer/roles?lastName=${person.lastName}&organisationId=${x.ids.clubA}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        organisationId: x.ids.clubB,
        organisation: 'Aberllyn RFC',
        roleDetails: expect.objectContaining({
          roleName: 'Player',
          roleNameCy: 'Chwaraewr',
          teamChild: { id: x.teamChildren.seniorMenB, value: '1st team' },
          teamParent: expect.objectContaining({
            id: x.ids.seniorMenB,
            teamTemplate: { name: 'Senior Men', nameCy: 'Dynion Hŷn' },
          }),
        }),
      }),
    ]);
  });

  it("refuses club B's secretary acting for club A, and a wrong last name", async () => {
    const { person } = await x.playerAtB();
    const asB = await x.request(
      x.ids.secretaryB,
      'GET',
      `/api/person/${person.id}/transfer/roles?lastName=${person.lastName}&organisationId=${x.ids.clubA}`,
    );
    expect(asB.statusCode).toBe(403);
    expect(reasonOf(asB)).toBe('organisation.permission.transfers');
    const wrong = await x.request(
      x.ids.secretaryA,
      'GET',
      `/api/person/${person.id}/transfer/roles?lastName=Nobody&organisationId=${x.ids.clubA}`,
    );
    expect(wrong.statusCode).toBe(404);
    expect(reasonOf(wrong)).toBe('transfer.player_not_found');
  });

  it("offers club A's teams of the same format, the person's grade and sex, with variations and squads", async () => {
    const { person } = await x.playerAtB();
    const res = await x.request(
      x.ids.secretaryA,
      'GET',
      `/api/person/${person.id}/transfer/eligibility?fromTeamChildId=${x.teamChildren.seniorMenB}&toOrganisationId=${x.ids.clubA}&lastName=${person.lastName}`,
    );
    expect(res.statusCode).toBe(200);
    const teams = res.json() as {
      teamParentId: number;
      ageGrade: string;
      teamChildren: { value: string; playerCount: number }[];
    }[];
    const ids = teams.map((team) => team.teamParentId);
    expect(ids).toContain(x.ids.seniorMenA);
    expect(ids).not.toContain(x.ids.seniorWomenA);
    expect(ids).not.toContain(x.ids.under13A);
    expect(teams.every((team) => team.ageGrade === 'senior')).toBe(true);
    const seniorMen = teams.find((team) => team.teamParentId === x.ids.seniorMenA)! as (typeof teams)[number] & {
      team: string;
      teamCy: string;
    };
    expect({ team: seniorMen.team, teamCy: seniorMen.teamCy }).toEqual({ team: 'Senior Men', teamCy: 'Dynion Hŷn' });
    expect(seniorMen.teamChildren.map((child) => child.value)).toEqual(['1st team', '2nd team', 'Athletic XV']);
    expect(seniorMen.teamChildren[0]!.playerCount).toBeGreaterThan(0);
  });

  it('refuses the same organisation and a from-team that is not theirs; a Team Coach sees only their own teams', async () => {
    const { person } = await x.playerAtB();
    const url = (fromTeamChildId: number, organisation: number) =>
      `/api/person/${person.id}/transfer/eligibility?fromTeamChildId=${fromTeamChildId}&toOrganisationId=${organisation}&lastName=${person.lastName}`;
    const same = await x.request(x.ids.secretaryB, 'GET', url(x.teamChildren.seniorMenB, x.ids.clubB));
    expect(same.statusCode).toBe(400);
    expect(reasonOf(same)).toBe('transfer.same_organisation');
    const notTheirs = await x.request(x.ids.secretaryA, 'GET', url(x.teamChildren.under13B, x.ids.clubA));
    expect(notTheirs.statusCode).toBe(400);
    expect(reasonOf(notTheirs)).toBe('transfer.information_incomplete');
    const coach = await x.request(x.ids.coachA, 'GET', url(x.teamChildren.seniorMenB, x.ids.clubA));
    expect(coach.statusCode).toBe(200);
    expect(coach.json()).toEqual([]);
  });

  it('offers no team while the person has a player application in progress', async () => {
    const { person } = await x.playerAtB();
    await x.db.insert(playerApplications).values({
      personId: person.id,
      teamParentId: x.ids.seniorMenA,
      season: '2025-2026',
      status: 'awaiting_org',
      consents: PLAYER_CONSENTS,
      submittedBy: person.id,
    });
    const res = await x.request(
      x.ids.secretaryA,
      'GET',
      `/api/person/${person.id}/transfer/eligibility?fromTeamChildId=${x.teamChildren.seniorMenB}&toOrganisationId=${x.ids.clubA}&lastName=${person.lastName}`,
    );
    expect(res.json()).toEqual([]);
    const create = await x.create(person.id, x.teamChildren.seniorMenB);
    expect(create.statusCode).toBe(409);
    expect(reasonOf(create)).toBe('transfer.application_pending');
  });

  it('counts the season transfers into a team child against the union limit, and refuses at the limit', async () => {
    const target = x.teamChildren.seniorMenA + 1; // Senior Men's 2nd team at club A
    const count = () =>
      x.request(x.ids.secretaryA, 'GET', `/api/transfer/organisation/${x.ids.clubA}/team-child/${target}/season-count`);
    expect((await count()).json()).toEqual({ count: 0, maxTransferredPlayers: LIMIT });
    await x.db.update(unionSettings).set({ maxTransferredPlayers: 2 });
    try {
      const first = await x.playerAtB();
      await x.created(first.person.id, first.role.teamChildId!, target);
      expect((await count()).json()).toEqual({ count: 1, maxTransferredPlayers: 2 });
      // A cancelled transfer does not count.
      const cancelled = await x.playerAtB();
      const cancelledId = await x.created(cancelled.person.id, cancelled.role.teamChildId!, target);
      expect(
        (await x.request(cancelled.person.id, 'PUT', `/api/transfer/${cancelledId}/player-guardian/cancel`)).statusCode,
      ).toBe(200);
      const second = await x.playerAtB();
      await x.created(second.person.id, second.role.teamChildId!, target);
      expect((await count()).json()).toEqual({ count: 2, maxTransferredPlayers: 2 });
      const third = await x.playerAtB();
      const refused = await x.create(third.person.id, third.role.teamChildId!, target);
      expect(refused.statusCode).toBe(409);
      expect(reasonOf(refused)).toBe('transfer.season_limit_reached');
    } finally {
      await x.db.update(unionSettings).set({ maxTransferredPlayers: LIMIT });
    }
  });

  it("refuses the count to another club's secretary and for a team child of another organisation", async () => {
    const other = await x.request(
      x.ids.secretaryB,
      'GET',
      `/api/transfer/organisation/${x.ids.clubA}/team-child/${x.teamChildren.seniorMenA}/season-count`,
    );
    expect(other.statusCode).toBe(403);
    expect(reasonOf(other)).toBe('organisation.permission.transfers');
    const notOurs = await x.request(
      x.ids.secretaryA,
      'GET',
      `/api/transfer/organisation/${x.ids.clubA}/team-child/${x.teamChildren.seniorMenB}/season-count`,
    );
    expect(notOurs.statusCode).toBe(404);
    expect(reasonOf(notOurs)).toBe('team.not_found');
  });
});

describe('Confirm: POST /api/transfer', () => {
  it('creates the transfer, audits it and e-mails the player and the sending club', async () => {
    const { person, role } = await x.playerAtB();
    const res = await x.create(person.id, role.teamChildId!);
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: number };
    const [row] = await x.db.select().from(transfers).where(eq(transfers.id, id));
    expect(row).toMatchObject({
      personId: person.id,
      fromRoleId: role.id,
      fromOrganisationId: x.ids.clubB,
      toOrganisationId: x.ids.clubA,
      toTeamChildId: x.teamChildren.seniorMenA,
      season: '2025-2026',
      createdBy: x.ids.secretaryA,
      playerDecision: null,
    });
    expect(await x.audits('transfer.created', id)).toHaveLength(1);
    const [toPlayer] = await x.mailsTo(person.email!);
    expect(toPlayer?.text).toContain(`/actions/transfer/${id}`);
    const [toSending] = await x.mailsTo('secretary2@demo.test');
    expect(toSending?.subject).toContain(`${person.firstName} ${person.lastName}`);
    expect(toSending?.text).toContain(`/organisation/${x.ids.clubB}/transfers`);
  });

  it('refuses a second open transfer of the same person', async () => {
    const { person, role } = await x.playerAtB();
    await x.created(person.id, role.teamChildId!);
    const again = await x.create(person.id, role.teamChildId!);
    expect(again.statusCode).toBe(409);
    expect(reasonOf(again)).toBe('transfer.already_open');
  });

  it("refuses club B's secretary into club A's team, a Team Coach into another team, and a team the person may not join", async () => {
    const { person, role } = await x.playerAtB();
    const asB = await x.create(person.id, role.teamChildId!, x.teamChildren.seniorMenA, x.ids.secretaryB);
    expect(asB.statusCode).toBe(403);
    expect(reasonOf(asB)).toBe('organisation.permission.transfers');
    const coach = await x.create(person.id, role.teamChildId!, x.teamChildren.seniorMenA, x.ids.coachA);
    expect(coach.statusCode).toBe(403);
    expect(reasonOf(coach)).toBe('transfer.permission.team');
    const women = await x.create(person.id, role.teamChildId!, await firstTeamChildId(x.db, x.ids.seniorWomenA));
    expect(women.statusCode).toBe(400);
    expect(reasonOf(women)).toBe('transfer.to_team_not_eligible');
    const same = await x.create(person.id, role.teamChildId!, x.teamChildren.seniorMenB, x.ids.secretaryB);
    expect(same.statusCode).toBe(400);
    expect(reasonOf(same)).toBe('transfer.same_organisation');
    expect(await x.db.select().from(transfers).where(eq(transfers.personId, person.id))).toEqual([]);
  });
});

describe('Manage Transfers: GET /api/transfer/organisation/{id}', () => {
  it("shows the transfer in club A's incoming and club B's outgoing tables, and in neither other table", async () => {
    const { person, role } = await x.playerAtB();
    const id = await x.created(person.id, role.teamChildId!);
    const list = async (as: number, organisation: number, direction: string) => {
      const res = await x.request(
        as,
        'GET',
        `/api/transfer/organisation/${organisation}?direction=${direction}&pageSize=50`,
      );
      expect(res.statusCode).toBe(200);
      return (res.json() as { items: { id: number; canOrganisationDecide: boolean; state: string }[] }).items;
    };
    const incomingA = (await list(x.ids.secretaryA, x.ids.clubA, 'incoming')).find((item) => item.id === id);
    expect(incomingA).toMatchObject({ state: 'awaiting_player', canOrganisationDecide: false });
    const outgoingB = (await list(x.ids.secretaryB, x.ids.clubB, 'outgoing')).find((item) => item.id === id);
    expect(outgoingB).toMatchObject({
      state: 'awaiting_player',
      canOrganisationDecide: true,
      fromTeamChild: expect.objectContaining({
        organisationName: 'Aberllyn RFC',
        teamTemplateName: 'Senior Men',
        teamTemplateNameCy: 'Dynion Hŷn',
        displayName: '1st team',
      }),
      toTeamChild: expect.objectContaining({ organisationName: 'Cwm Valley RFC' }),
      playerDecision: null,
      wrudecision: null,
      organisationDecision: null,
    });
    expect((await list(x.ids.secretaryA, x.ids.clubA, 'outgoing')).map((item) => item.id)).not.toContain(id);
    expect((await list(x.ids.secretaryB, x.ids.clubB, 'incoming')).map((item) => item.id)).not.toContain(id);
  });

  it("refuses club B on club A's incoming list, and a member", async () => {
    for (const as of [x.ids.secretaryB, x.ids.member]) {
      const res = await x.request(as, 'GET', `/api/transfer/organisation/${x.ids.clubA}?direction=incoming`);
      expect(res.statusCode).toBe(403);
      expect(reasonOf(res)).toBe('organisation.permission.transfers');
    }
  });
});

describe('One transfer: GET /api/transfer/{id}', () => {
  it('answers the player, both clubs and the union with what each may do, and refuses everyone else', async () => {
    const { person, role } = await x.playerAtB();
    const id = await x.created(person.id, role.teamChildId!);
    const get = (as: number) => x.request(as, 'GET', `/api/transfer/${id}`);
    const asPlayer = await get(person.id);
    expect(asPlayer.statusCode).toBe(200);
    expect(asPlayer.json()).toMatchObject({
      id,
      wruId: person.id,
      name: `${person.firstName} ${person.lastName}`,
      fromOrganisationValue: 'Aberllyn RFC',
      fromTeamValue: 'Senior Men (1st team)',
      fromTeamValueCy: 'Dynion Hŷn (1st team)',
      toOrganisationValue: 'Cwm Valley RFC',
      state: 'awaiting_player',
      timeline: [expect.objectContaining({ step: 'created' })],
      can: { approveAsPlayer: true, cancelAsPlayer: true, decideAsOrganisation: false, decideAsUnion: false },
    });
    expect((await get(x.ids.secretaryB)).json().can).toEqual({
      approveAsPlayer: false,
      cancelAsPlayer: false,
      decideAsOrganisation: true,
      decideAsUnion: false,
    });
    expect((await get(x.ids.secretaryA)).statusCode).toBe(200);
    expect((await get(x.ids.registrationsOfficer)).statusCode).toBe(200);

    const { person: otherPlayer } = await x.playerAtB();
    const { guardian } = await x.childAtB();
    for (const as of [
      otherPlayer.id,
      guardian.id,
      x.ids.secretaryOther,
      x.ids.member,
      x.ids.coachA,
      x.ids.safeguardingOfficer,
    ]) {
      const res = await get(as);
      expect(res.statusCode).toBe(403);
      expect(reasonOf(res)).toBe('permission.denied');
    }
    const missing = await x.request(person.id, 'GET', '/api/transfer/99999999');
    expect(missing.statusCode).toBe(404);
    expect(reasonOf(missing)).toBe('transfer.not_found');
  });
});

describe('The player or guardian', () => {
  it('lists the transfer awaiting them, and refuses the list of someone else', async () => {
    const { person, role } = await x.playerAtB();
    const id = await x.created(person.id, role.teamChildId!);
    const mine = await x.request(person.id, 'GET', `/api/person/${person.id}/transfer/awaiting-approval`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      expect.objectContaining({
        id,
        wruId: person.id,
        toOrganisationValue: 'Cwm Valley RFC',
        toTeamValue: 'Senior Men (1st team)',
      }),
    ]);
    const { person: other } = await x.playerAtB();
    const theirs = await x.request(other.id, 'GET', `/api/person/${person.id}/transfer/awaiting-approval`);
    expect(theirs.statusCode).toBe(403);
    expect(reasonOf(theirs)).toBe('transfer.permission.player');
  });

  it('approves once with the six consents: audited, the clubs e-mailed, the sending club now has 7 days', async () => {
    const { person, role } = await x.playerAtB();
    const id = await x.created(person.id, role.teamChildId!);
    const { person: other } = await x.playerAtB();
    const stranger = await x.request(other.id, 'PUT', `/api/transfer/${id}/player-guardian/approve`, PLAYER_CONSENTS);
    expect(stranger.statusCode).toBe(403);
    expect(reasonOf(stranger)).toBe('transfer.permission.player');
    const missing = await x.request(person.id, 'PUT', `/api/transfer/${id}/player-guardian/approve`, {
      ...PLAYER_CONSENTS,
      privacyPolicy: false,
    });
    expect(missing.statusCode).toBe(400);

    x.at(2 * HOUR);
    const ok = await x.request(person.id, 'PUT', `/api/transfer/${id}/player-guardian/approve`, PLAYER_CONSENTS);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id });
    const [row] = await x.db.select().from(transfers).where(eq(transfers.id, id));
    expect(row).toMatchObject({ playerDecision: 1, playerDecidedBy: person.id, consents: PLAYER_CONSENTS });
    expect(await x.audits('transfer.player-approved', id)).toHaveLength(1);
    const [toSending] = await x.mailsTo('secretary2@demo.test');
    expect(toSending?.subject).toContain('approved by the player');
    expect(toSending?.text).toContain('08/10/2025');
    const [toReceiving] = await x.mailsTo('secretary@demo.test');
    expect(toReceiving?.subject).toContain('approved by the player');

    const again = await x.request(person.id, 'PUT', `/api/transfer/${id}/player-guardian/approve`, PLAYER_CONSENTS);
    expect(again.statusCode).toBe(409);
    expect(reasonOf(again)).toBe('transfer.player_already_decided');
    const view = (await x.request(person.id, 'GET', `/api/transfer/${id}`)).json();
    expect(view).toMatchObject({
      state: 'objection_window',
      playerDecision: 1,
      objectionWindowClosesAt: new Date(x.now.getTime() + 7 * DAY).toISOString(),
      can: { approveAsPlayer: false, cancelAsPlayer: true },
    });
    expect(view.timeline.map((step: { step: string }) => step.step)).toEqual(['created', 'player_approved']);
  });

  it('cancels before the union decides; after that nothing more can be answered', async () => {
    const { person, role } = await x.playerAtB();
    const id = await x.created(person.id, role.teamChildId!);
    const cancelled = await x.request(person.id, 'PUT', `/api/transfer/${id}/player-guardian/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(await x.audits('transfer.player-cancelled', id)).toHaveLength(1);
    const [toSending] = await x.mailsTo('secretary2@demo.test');
    expect(toSending?.subject).toContain('cancelled');
    for (const [method, path, body] of [
      ['PUT', 'player-guardian/cancel', undefined],
      ['PUT', 'player-guardian/approve', PLAYER_CONSENTS],
    ] as const) {
      const res = await x.request(person.id, method, `/api/transfer/${id}/${path}`, body);
      expect(res.statusCode).toBe(409);
      expect(reasonOf(res)).toBe('transfer.ended');
    }
    const object = await x.request(x.ids.secretaryB, 'PUT', `/api/transfer/${id}/organisation/object`, { reason: 'x' });
    expect(object.statusCode).toBe(409);
    expect(reasonOf(object)).toBe('transfer.ended');
    // A new transfer of the same person may be made now.
    expect((await x.create(person.id, role.teamChildId!)).statusCode).toBe(201);
  });

  it("a guardian answers for their child; another guardian cannot; the child's transfer is on the guardian's Actions and family list", async () => {
    const { guardian, child, role } = await x.childAtB();
    const id = await x.created(child.id, role.teamChildId!, x.teamChildren.under13A);
    const [mail] = await x.mailsTo(guardian.email!);
    expect(mail?.text).toContain(`/actions/transfer/${id}`);
    const actions = await x.request(guardian.id, 'GET', '/api/actions');
    expect(actions.json()).toContainEqual(
      expect.objectContaining({
        kind: 'transfer',
        transferId: id,
        subject: expect.objectContaining({ personId: child.id, isChild: true }),
        fromTeamValue: expect.stringMatching(/^Under 13 \(/),
        fromTeamValueCy: expect.stringMatching(/^Dan 13 \(/),
        toTeamValueCy: expect.stringMatching(/^Dan 13 \(/),
      }),
    );
    // The item names the transfer's two sides and nothing more of the person than its subject.
    const item = (actions.json() as Array<Record<string, unknown>>).find((entry) => entry.transferId === id);
    expect(Object.keys(item ?? {}).sort()).toEqual([
      'createdOn',
      'fromOrganisationValue',
      'fromTeamValue',
      'fromTeamValueCy',
      'kind',
      'subject',
      'toOrganisationValue',
      'toTeamValue',
      'toTeamValueCy',
      'transferId',
    ]);
    const family = await x.request(guardian.id, 'GET', '/api/transfer/family');
    expect(family.json()).toEqual([
      expect.objectContaining({ id, personId: child.id, isChild: true, state: 'awaiting_player' }),
    ]);

    const { guardian: another } = await x.childAtB();
    const refused = await x.request(another.id, 'PUT', `/api/transfer/${id}/player-guardian/approve`, PLAYER_CONSENTS);
    expect(refused.statusCode).toBe(403);
    expect(reasonOf(refused)).toBe('transfer.permission.player');
    expect((await x.request(another.id, 'GET', '/api/transfer/family')).json()).toEqual([]);
    const ok = await x.request(guardian.id, 'PUT', `/api/transfer/${id}/player-guardian/approve`, PLAYER_CONSENTS);
    expect(ok.statusCode).toBe(200);
    const after = await x.request(guardian.id, 'GET', '/api/actions');
    expect(after.json()).not.toContainEqual(expect.objectContaining({ kind: 'transfer', transferId: id }));
  });
});

/** A transfer the player approved at NOW (the clock is at NOW again afterwards). */
async function approvedTransfer() {
  const { person, role } = await x.playerAtB();
  const id = await x.created(person.id, role.teamChildId!);
  const res = await x.request(person.id, 'PUT', `/api/transfer/${id}/player-guardian/approve`, PLAYER_CONSENTS);
  if (res.statusCode !== 200) throw new Error(res.body);
  return { id, person, role };
}

describe('The sending club: approve or object', () => {
  it('objects with a reason at 6 days 23 hours after the player approved; the union sees the objection', async () => {
    const { id } = await approvedTransfer();
    x.at(6 * DAY + 23 * HOUR);
    const receiving = await x.request(x.ids.secretaryA, 'PUT', `/api/transfer/${id}/organisation/object`, {
      reason: 'Unpaid subs',
    });
    expect(receiving.statusCode).toBe(403);
    expect(reasonOf(receiving)).toBe('transfer.permission.organisation');
    const noReason = await x.request(x.ids.secretaryB, 'PUT', `/api/transfer/${id}/organisation/object`, {
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);

    const res = await x.request(x.ids.secretaryB, 'PUT', `/api/transfer/${id}/organisation/object`, {
      reason: 'Unpaid subs',
    });
    expect(res.statusCode).toBe(200);
    const [audit] = await x.audits('transfer.organisation-objected', id);
    expect(audit?.details).toEqual({ reason: 'Unpaid subs' });
    const [staffMail] = await x.mailsTo('admin@demo.test');
    expect(staffMail?.subject).toContain("ready for the union's decision");
    expect(staffMail?.text).toContain('/union/transfers');

    const queue = await x.request(x.ids.registrationsOfficer, 'GET', '/api/union/transfers');
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toContainEqual(
      expect.objectContaining({
        id,
        state: 'objected',
        organisationDecision: 2,
        organisationObjectionReason: 'Unpaid subs',
        canDecide: true,
        from: expect.objectContaining({ teamName: 'Senior Men (1st team)', teamNameCy: 'Dynion Hŷn (1st team)' }),
      }),
    );
    const again = await x.request(x.ids.secretaryB, 'PUT', `/api/transfer/${id}/organisation/approve`);
    expect(again.statusCode).toBe(409);
    expect(reasonOf(again)).toBe('transfer.organisation_already_decided');
  });

  it('may no longer approve or object at exactly 7 days; the union may then decide', async () => {
    const { id } = await approvedTransfer();
    x.at(7 * DAY);
    for (const path of ['approve', 'object']) {
      const res = await x.request(
        x.ids.secretaryB,
        'PUT',
        `/api/transfer/${id}/organisation/${path}`,
        path === 'object' ? { reason: 'Late' } : undefined,
      );
      expect(res.statusCode).toBe(409);
      expect(reasonOf(res)).toBe('transfer.objection_window_closed');
    }
    const queue = (await x.request(x.ids.admin, 'GET', '/api/union/transfers')).json();
    expect(queue).toContainEqual(expect.objectContaining({ id, state: 'ready_for_union', canDecide: true }));
  });

  it('approves before the player has; the union may decide as soon as the player approves', async () => {
    const { person, role } = await x.playerAtB();
    const id = await x.created(person.id, role.teamChildId!);
    const res = await x.request(x.ids.secretaryB, 'PUT', `/api/transfer/${id}/organisation/approve`);
    expect(res.statusCode).toBe(200);
    expect(await x.audits('transfer.organisation-approved', id)).toHaveLength(1);
    const early = await x.request(x.ids.admin, 'POST', `/api/union/transfers/${id}/decision`, { approve: true });
    expect(early.statusCode).toBe(409);
    expect(reasonOf(early)).toBe('transfer.not_ready_for_union');
    await x.request(person.id, 'PUT', `/api/transfer/${id}/player-guardian/approve`, PLAYER_CONSENTS);
    const view = (await x.request(x.ids.admin, 'GET', `/api/transfer/${id}`)).json();
    expect(view).toMatchObject({ state: 'ready_for_union', can: { decideAsUnion: true } });
  });
});

describe("The union's decision", () => {
  it('refuses members, club officials and union staff without the area', async () => {
    const { id } = await approvedTransfer();
    for (const as of [x.ids.member, x.ids.secretaryA, x.ids.safeguardingOfficer]) {
      const list = await x.request(as, 'GET', '/api/union/transfers');
      expect(list.statusCode).toBe(403);
      expect(reasonOf(list)).toBe('back_office.permission.transfers');
      const decide = await x.request(as, 'POST', `/api/union/transfers/${id}/decision`, { approve: true });
      expect(decide.statusCode).toBe(403);
      expect(reasonOf(decide)).toBe('back_office.permission.transfers');
    }
  });

  it('waits for the sending club: not ready inside the 7 days', async () => {
    const { id } = await approvedTransfer();
    x.at(6 * DAY + 23 * HOUR);
    const res = await x.request(x.ids.registrationsOfficer, 'POST', `/api/union/transfers/${id}/decision`, {
      approve: true,
    });
    expect(res.statusCode).toBe(409);
    expect(reasonOf(res)).toBe('transfer.not_ready_for_union');
    const queue = (await x.request(x.ids.registrationsOfficer, 'GET', '/api/union/transfers')).json();
    expect(queue).toContainEqual(expect.objectContaining({ id, state: 'objection_window', canDecide: false }));
  });

  it('approves: the new playing role starts today on the to-team and the old one ended yesterday, once', async () => {
    const { id, person, role } = await approvedTransfer();
    x.at(8 * DAY);
    const today = x.now.toISOString().slice(0, 10);
    const yesterday = new Date(x.now.getTime() - DAY).toISOString().slice(0, 10);
    const res = await x.request(x.ids.registrationsOfficer, 'POST', `/api/union/transfers/${id}/decision`, {
      approve: true,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await x.db.select().from(transfers).where(eq(transfers.id, id));
    expect(row).toMatchObject({ unionDecision: 1, unionDecidedBy: x.ids.registrationsOfficer });
    const roles = await x.db
      .select()
      .from(personOrganisationRoles)
      .where(eq(personOrganisationRoles.personId, person.id));
    expect(roles.find((r) => r.id === role.id)).toMatchObject({ activeTo: yesterday, transferred: true });
    expect(roles.find((r) => r.id === row!.newRoleId)).toMatchObject({
      organisationId: x.ids.clubA,
      teamChildId: x.teamChildren.seniorMenA,
      activeFrom: today,
      activeTo: null,
    });
    const [audit] = await x.audits('transfer.union-approved', id);
    expect(audit?.details).toMatchObject({ endedRoleId: role.id, newRoleId: row!.newRoleId });
    const [toPlayer] = await x.mailsTo(person.email!);
    expect(toPlayer?.subject).toContain('complete');
    const [toReceiving] = await x.mailsTo('secretary@demo.test');
    expect(toReceiving?.subject).toContain('complete');
    const view = (await x.request(person.id, 'GET', `/api/transfer/${id}`)).json();
    expect(view).toMatchObject({ state: 'completed', wrudecision: 1, can: { cancelAsPlayer: false } });

    const again = await x.request(x.ids.admin, 'POST', `/api/union/transfers/${id}/decision`, {
      approve: false,
      reason: 'No',
    });
    expect(again.statusCode).toBe(409);
    expect(reasonOf(again)).toBe('transfer.already_decided');
    const cancel = await x.request(person.id, 'PUT', `/api/transfer/${id}/player-guardian/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(reasonOf(cancel)).toBe('transfer.ended');
    const queue = (await x.request(x.ids.admin, 'GET', '/api/union/transfers')).json();
    expect(queue.map((item: { id: number }) => item.id)).not.toContain(id);
  });

  it('rejects with a reason (required): the roles stay as they were', async () => {
    const { id, person, role } = await approvedTransfer();
    x.at(7 * DAY);
    const noReason = await x.request(x.ids.admin, 'POST', `/api/union/transfers/${id}/decision`, { approve: false });
    expect(noReason.statusCode).toBe(400);
    const res = await x.request(x.ids.admin, 'POST', `/api/union/transfers/${id}/decision`, {
      approve: false,
      reason: 'Not eligible',
    });
    expect(res.statusCode).toBe(200);
    const roles = await x.db
      .select()
      .from(personOrganisationRoles)
      .where(eq(personOrganisationRoles.personId, person.id));
    expect(roles).toEqual([expect.objectContaining({ id: role.id, activeTo: null, transferred: false })]);
    const [audit] = await x.audits('transfer.union-rejected', id);
    expect(audit?.details).toEqual({ reason: 'Not eligible' });
    const view = (await x.request(person.id, 'GET', `/api/transfer/${id}`)).json();
    expect(view).toMatchObject({ state: 'rejected', unionReason: 'Not eligible' });
    expect(view.timeline.at(-1)).toMatchObject({ step: 'union_rejected', reason: 'Not eligible' });
  });

  it('refuses the approval when the old role was ended meanwhile, and changes nothing', async () => {
    const { id, role } = await approvedTransfer();
    await x.db
      .update(personOrganisationRoles)
      .set({ activeTo: '2025-10-03' })
      .where(eq(personOrganisationRoles.id, role.id));
    x.at(8 * DAY);
    const res = await x.request(x.ids.admin, 'POST', `/api/union/transfers/${id}/decision`, { approve: true });
    expect(res.statusCode).toBe(409);
    expect(reasonOf(res)).toBe('transfer.role_changed_meanwhile');
    const [row] = await x.db.select().from(transfers).where(eq(transfers.id, id));
    expect(row).toMatchObject({ unionDecision: null, newRoleId: null });
    expect(await x.audits('transfer.union-approved', id)).toEqual([]);
  });
});

describe('Exactly once under concurrency', () => {
  it('of two union decisions at once, one succeeds and the other is refused with its reason', async () => {
    const { id, person } = await approvedTransfer();
    x.at(8 * DAY);
    const answers = await Promise.all([
      x.request(x.ids.admin, 'POST', `/api/union/transfers/${id}/decision`, { approve: true }),
      x.request(x.ids.registrationsOfficer, 'POST', `/api/union/transfers/${id}/decision`, { approve: true }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(reasonOf(answers.find((res) => res.statusCode === 409)!)).toBe('transfer.already_decided');
    const roles = await x.db
      .select()
      .from(personOrganisationRoles)
      .where(eq(personOrganisationRoles.personId, person.id));
    expect(roles).toHaveLength(2);
    expect(await x.audits('transfer.union-approved', id)).toHaveLength(1);
  });

  it('of two answers by the sending club at once, one succeeds', async () => {
    const { id } = await approvedTransfer();
    const answers = await Promise.all([
      x.request(x.ids.secretaryB, 'PUT', `/api/transfer/${id}/organisation/approve`),
      x.request(x.ids.secretaryB, 'PUT', `/api/transfer/${id}/organisation/object`, { reason: 'Unpaid subs' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(reasonOf(answers.find((res) => res.statusCode === 409)!)).toBe('transfer.organisation_already_decided');
  });
});
