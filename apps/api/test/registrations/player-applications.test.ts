import { ELIGIBILITY_RESTRICTION_MESSAGES, type Reason } from '@mywru/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { RUGBY_UNION_IDS, ROLE_IDS } from '../../src/db/lookups';
import {
  auditLog,
  organisations,
  outbox,
  personOrganisationRoles,
  playerApplications,
  playerApplicationStatusChanges,
  teamChildren,
  teamParents,
} from '../../src/db/schema';
import { buildTestApp, sessionCookieFor, TEST_ORIGIN, type TestApp } from '../helpers/app';
import {
  addPerson,
  ALL_PLAYER_CONSENTS,
  counts,
  firstTeamChildId,
  NOW,
  organisationId,
  personIdByEmail,
  personIdByName,
  teamParentId,
} from './fixtures';

let t: TestApp;
let db: Db;
const clubA = 'Cwm Valley RFC';
const clubB = 'Aberllyn RFC';

beforeAll(async () => {
  t = await buildTestApp({ clock: () => NOW, demoData: true });
  db = t.app.db;
});

afterAll(async () => {
  await t.close();
});

async function as(personId: number) {
  return sessionCookieFor(t.app, personId);
}

async function apply(
  cookie: string,
  personId: number,
  teamId: number,
  consents: Record<string, boolean> = ALL_PLAYER_CONSENTS,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/person/${personId}/playing-registration`,
    headers: { cookie, origin: TEST_ORIGIN },
    payload: { teamParentId: teamId, consents },
  });
}

async function adult(
  values: { sexId?: number; dob?: string; internationalPlayingStatusIds?: number[]; language?: 'en' | 'cy' } = {},
) {
  const person = await addPerson(db, { dob: values.dob ?? '1996-03-04', sexId: values.sexId ?? 1, ...values });
  return { person, cookie: await as(person.id) };
}

describe('organisation types and team details', () => {
  it('lists the organisation types in order, the six ways to play shown on registration', async () => {
    const { cookie } = await adult();
    const res = await t.app.inject({ method: 'GET', url: '/api/organisation/type', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((type: { nameEn: string }) => type.nameEn)).toEqual([
      'Clubs',
      'Schools and Colleges',
      'Hubs',
      'Inclusive Community Clubs',
      'Regions',
      'Dewar Shield',
      "Referees' Societies",
    ]);
    expect(res.json().filter((type: { showOnRegistration: boolean }) => type.showOnRegistration)).toHaveLength(6);
    expect(res.json()[0]).toEqual({
      id: 1,
      nameEn: 'Clubs',
      nameCy: 'Clybiau',
      descriptionEn: expect.any(String),
      descriptionCy: expect.any(String),
      tablerIcon: expect.any(String),
      showOnRegistration: true,
    });
  });

  it('answers a team with its organisation, template, format, sex and team children', async () => {
    const { cookie } = await adult();
    const id = await teamParentId(db, clubA, 'Senior Men');
    const res = await t.app.inject({ method: 'GET', url: `/api/team/parent/${id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      name: 'Senior Men',
      organisation: { name: clubA },
      teamTemplate: { name: 'Senior Men', gameFormat: { name: 'Fifteens', value: 'fifteens' } },
      sex: { value: 'Male' },
      enableRegistrations: true,
      numberOfTeamChildren: 3,
    });
    expect(res.json().teamChildren.map((c: { value: string }) => c.value)).toEqual([
      '1st team',
      '2nd team',
      'Athletic XV',
    ]);
    const mixed = await t.app.inject({
      method: 'GET',
      url: `/api/team/parent/${await teamParentId(db, clubA, 'Under 9')}`,
      headers: { cookie },
    });
    expect(mixed.json().sex).toEqual({ value: null });
    const missing = await t.app.inject({ method: 'GET', url: '/api/team/parent/999999', headers: { cookie } });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a signed-out caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/organisation/type' });
    expect(res.statusCode).toBe(401);
  });
});

describe('team cards for an organisation type', () => {
  it('lists only open teams of the right grade (same or one up) and sex, with eligibility', async () => {
    const { person, cookie } = await adult({ sexId: 2, dob: '1990-01-01' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/organisation/type/1/team-parents?personId=${person.id}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const cards = res.json() as {
      team: string;
      teamCy: string;
      organisation: { name: string };
      eligibility: string;
      restricted: unknown;
      sex: unknown;
    }[];
    // Each team's Welsh name beside the English: its template's, for a team named after it.
    expect(cards.map((c) => c.teamCy)).toEqual([
      'Saith bob ochr Menywod Hŷn',
      'Menywod Hŷn',
      'Gallu Cymysg Hŷn',
      'Menywod Hŷn',
      'Menywod Hŷn',
    ]);
    // A senior woman: senior women's and mixed senior teams of clubs; no men's, no disabled, no youth.
    expect(cards.map((c) => `${c.organisation.name} / ${c.team}`)).toEqual([
      'Aberllyn RFC / Senior Sevens Women',
      'Aberllyn RFC / Senior Women',
      'Cwm Valley RFC / Senior Mixed Ability',
      'Cwm Valley RFC / Senior Women',
      'Trefelin Harlequins RFC / Senior Women',
    ]);
    expect(cards.every((c) => c.eligibility === 'same' && c.restricted === null)).toBe(true);
  });

  it('shows one grade up as a dispensation and applies restriction 1 (already playing the format this season)', async () => {
    const parentId = await personIdByEmail(db, 'parent@demo.test');
    const osian = await personIdByName(db, 'Osian', 'Howells');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/organisation/type/1/team-parents?personId=${osian}`,
      headers: { cookie: await as(parentId) },
    });
    expect(res.statusCode).toBe(200);
    const cards = res.json() as {
      team: string;
      organisation: { id: number; name: string };
      eligibility: string;
      restricted: { reason: string } | null;
    }[];
    const playing = cards.filter((c) => c.organisation.name === clubA);
    // Osian plays for Cwm Valley's Under 11: that team is closed, Under 12 there is open (one up).
    expect(playing.map((c) => [c.team, c.eligibility, c.restricted?.reason ?? null])).toEqual([
      ['Under 11', 'same', 'active-playing-role'],
      ['Under 12', 'one-up', null],
    ]);
    const elsewhere = cards.filter((c) => c.organisation.name !== clubA);
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(elsewhere.every((c) => c.restricted?.reason === 'active-playing-role')).toBe(true);
  });

  it('pages 9 at a time in a stable order and searches team or organisation names', async () => {
    // A Dewar Shield organisation with eleven Under 11 teams, plus the demo's one.
    const [org] = await db.insert(organisations).values({ name: 'Paging District Schools', typeId: 6 }).returning();
    for (let i = 1; i <= 11; i++) {
      const [parent] = await db
        .insert(teamParents)
        .values({ organisationId: org!.id, teamTemplateId: 5, name: `Paging Squad ${String(i).padStart(2, '0')}` })
        .returning();
      await db.insert(teamChildren).values({ teamParentId: parent!.id, value: '1st team' });
    }
    const closed = await db
      .insert(teamParents)
      .values({ organisationId: org!.id, teamTemplateId: 5, name: 'Paging Squad Closed', enableRegistrations: false })
      .returning();
    expect(closed).toHaveLength(1);
    const { person: parent, cookie } = await adult({ sexId: 2, dob: '1985-05-05' });
    const child = await addPerson(db, { dob: '2015-03-01', sexId: 1, parentId: parent.id }); // Under 11 in 2025-2026
    const page = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/organisation/type/6/team-parents?personId=${child.id}${query}`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { team: string; organisation: { name: string } }[]).map(
        (c) => `${c.organisation.name} / ${c.team}`,
      );
    };
    const first = await page('');
    const second = await page('&page=2');
    const third = await page('&page=3');
    expect(first).toHaveLength(9);
    expect(second).toHaveLength(3);
    expect(third).toEqual([]);
    expect([...first, ...second]).toContain('Dyffryn District Schools / Under 11');
    expect(new Set([...first, ...second]).size).toBe(12);
    expect([...first, ...second].join()).not.toContain('Closed');
    expect(await page('')).toEqual(first);
    expect(await page('&search=squad 1')).toEqual([
      'Paging District Schools / Paging Squad 10',
      'Paging District Schools / Paging Squad 11',
    ]);
    expect(await page('&search=DYFFRYN')).toEqual(['Dyffryn District Schools / Under 11']);
    expect(await page('&search=100%25')).toEqual([]);
  });

  it('refuses to list teams for someone who is not me or my child', async () => {
    const { cookie } = await adult();
    const other = await adult();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/organisation/type/1/team-parents?personId=${other.person.id}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ reason: 'permission.denied' });
  });
});

describe('submitting a player application', () => {
  it('creates it awaiting the organisation, with its first status change, an audit entry and an e-mail', async () => {
    const { person, cookie } = await adult();
    const team = await teamParentId(db, clubB, 'Senior Men');
    const res = await apply(cookie, person.id, team);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), status: 'awaiting_org', created: true });
    const id = res.json().id as number;
    const [row] = await db.select().from(playerApplications).where(eq(playerApplications.id, id));
    expect(row).toMatchObject({
      personId: person.id,
      teamParentId: team,
      season: '2025-2026',
      status: 'awaiting_org',
      submittedBy: person.id,
    });
    const changes = await db
      .select()
      .from(playerApplicationStatusChanges)
      .where(eq(playerApplicationStatusChanges.applicationId, id));
    expect(changes.map((c) => c.status)).toEqual(['awaiting_org']);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'player_application'), eq(auditLog.subjectId, String(id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorPersonId: person.id,
      action: 'player-application.submitted',
      personId: person.id,
    });
    const mails = await db.select().from(outbox).where(eq(outbox.to, person.email!));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Senior Men');
    expect(mails[0]!.text).toContain('Aberllyn RFC');
    expect(mails[0]!.text).toContain(`Open MyWRU: ${TEST_ORIGIN}/track`);
    // An English reader reads the team's English name only (in Welsh, 'Dynion Hŷn').
    expect(`${mails[0]!.subject}\n${mails[0]!.text}`).not.toContain('Dynion Hŷn');
  });

  it("names the team in a Welsh reader's language: the template's Welsh name, to the applicant or the guardian", async () => {
    const { person, cookie } = await adult({ language: 'cy' });
    const res = await apply(cookie, person.id, await teamParentId(db, clubB, 'Senior Men'));
    expect(res.statusCode).toBe(201);
    const [mail, ...more] = await db.select().from(outbox).where(eq(outbox.to, person.email!));
    expect(more).toHaveLength(0);
    // 'Senior Men' is 'Dynion Hŷn' in the team templates lookup.
    expect(mail!.subject).toBe('Cais i chwarae i Dynion Hŷn, Aberllyn RFC');
    expect(mail!.text).toContain('Dynion Hŷn');
    expect(mail!.text).not.toContain('Senior Men');

    const guardian = await adult({ sexId: 2, dob: '1984-02-02', language: 'cy' });
    const child = await addPerson(db, {
      dob: '2014-03-01',
      sexId: 1,
      parentId: guardian.person.id,
      firstName: 'Gwion',
    }); // Under 12
    expect((await apply(guardian.cookie, child.id, await teamParentId(db, clubB, 'Under 12'))).statusCode).toBe(201);
    const [guardianMail] = await db.select().from(outbox).where(eq(outbox.to, guardian.person.email!));
    expect(guardianMail!.subject).toContain('Dan 12');
    expect(guardianMail!.text).toContain('Gwion');
    expect(`${guardianMail!.subject}\n${guardianMail!.text}`).not.toContain('Under 12');
  });

  it('answers a repeated submission with the same application, sequentially and concurrently', async () => {
    const { person, cookie } = await adult();
    const team = await teamParentId(db, 'Trefelin Harlequins RFC', 'Senior Men');
    const first = await apply(cookie, person.id, team);
    const again = await apply(cookie, person.id, team);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: first.json().id, status: 'awaiting_org', created: false });

    const racer = await adult();
    const results = await Promise.all(Array.from({ length: 5 }, () => apply(racer.cookie, racer.person.id, team)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    for (const who of [person, racer.person]) {
      const rows = await db.select().from(playerApplications).where(eq(playerApplications.personId, who.id));
      expect(rows).toHaveLength(1);
      const mails = await db.select().from(outbox).where(eq(outbox.to, who.email!));
      expect(mails).toHaveLength(1);
    }
  });

  it('refers an applicant with an international playing status for clearance', async () => {
    const { person, cookie } = await adult({ internationalPlayingStatusIds: [RUGBY_UNION_IDS.french] });
    const res = await apply(cookie, person.id, await teamParentId(db, 'Pontmawr RFC', 'Senior Men'));
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('referred_clearance');
  });

  it('refers a child playing one grade up for a dispensation and e-mails the guardian', async () => {
    const { person: guardian, cookie } = await adult({ sexId: 2, dob: '1984-02-02' });
    const child = await addPerson(db, { dob: '2015-03-01', sexId: 1, parentId: guardian.id, firstName: 'Gwion' }); // Under 11
    const res = await apply(cookie, child.id, await teamParentId(db, clubB, 'Under 12'));
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('referred_dispensation');
    const mails = await db.select().from(outbox).where(eq(outbox.to, guardian.email!));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Gwion');
    const [row] = await db.select().from(playerApplications).where(eq(playerApplications.id, res.json().id));
    expect(row).toMatchObject({ personId: child.id, submittedBy: guardian.id });
  });

  describe('refusals store nothing', () => {
    async function expectRefused(
      res: Awaited<ReturnType<typeof apply>>,
      before: Awaited<ReturnType<typeof counts>>,
      status: number,
      reason: Reason,
    ) {
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ reason });
      expect(await counts(db)).toEqual(before);
    }

    it("refuses another adult's id and a child who is not mine with 403", async () => {
      const { cookie } = await adult();
      const other = await adult();
      const otherChild = await addPerson(db, { dob: '2013-01-01', sexId: 1, parentId: other.person.id });
      const team = await teamParentId(db, clubB, 'Senior Men');
      for (const id of [other.person.id, otherChild.id, 99999999]) {
        const before = await counts(db);
        const res = await apply(cookie, id, team);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ reason: 'permission.denied' });
        expect(await counts(db)).toEqual(before);
      }
    });

    it('refuses a missing consent with its exact message', async () => {
      const { person, cookie } = await adult();
      const team = await teamParentId(db, clubB, 'Senior Men');
      let before = await counts(db);
      await expectRefused(
        await apply(cookie, person.id, team, { ...ALL_PLAYER_CONSENTS, paymentPolicy: false }),
        before,
        400,
        'player_application.consents_missing',
      );
      before = await counts(db);
      const { riskOfInjuryPolicy: _omitted, ...withoutRisk } = ALL_PLAYER_CONSENTS;
      const res = await apply(cookie, person.id, team, { ...withoutRisk, privacyPolicy: false });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ reason: 'player_application.consents_missing' });
      expect(res.json().errors).toEqual({
        'consents.privacyPolicy': ['You must agree to the Privacy Policy terms and conditions'],
        'consents.riskOfInjuryPolicy': ['You must agree to the Risk of Injury terms and conditions'],
      });
      expect(await counts(db)).toEqual(before);
    });

    it('refuses a team whose registrations are closed', async () => {
      const { person, cookie } = await adult();
      const before = await counts(db);
      await expectRefused(
        await apply(cookie, person.id, await teamParentId(db, clubA, 'Senior Sevens Men')),
        before,
        409,
        'player_application.registrations_closed',
      );
    });

    it("refuses a team outside the player's grade or sex", async () => {
      const { person, cookie } = await adult();
      let before = await counts(db);
      await expectRefused(
        await apply(cookie, person.id, await teamParentId(db, clubB, 'Under 12')),
        before,
        409,
        'player_application.age_grade_not_open',
      );
      before = await counts(db);
      await expectRefused(
        await apply(cookie, person.id, await teamParentId(db, clubB, 'Senior Women')),
        before,
        409,
        'player_application.sex_not_open',
      );
    });

    it('refuses restriction 1: already playing the format in that type this season', async () => {
      const player = await personIdByEmail(db, 'player@demo.test');
      const before = await counts(db);
      await expectRefused(
        await apply(await as(player), player, await teamParentId(db, 'Pontmawr RFC', 'Senior Men')),
        before,
        409,
        'eligibility.active_playing_role',
      );
    });

    it('refuses restriction 2: registered before with another organisation of the type, unless it is that one', async () => {
      const { person, cookie } = await adult();
      const clubBMen = await teamParentId(db, clubB, 'Senior Men');
      await db.insert(personOrganisationRoles).values({
        personId: person.id,
        organisationId: await organisationId(db, clubB),
        roleId: ROLE_IDS.player,
        teamChildId: await firstTeamChildId(db, clubBMen),
        activeFrom: '2022-09-01',
        activeTo: '2024-05-31',
      });
      const before = await counts(db);
      await expectRefused(
        await apply(cookie, person.id, await teamParentId(db, 'Llanfair Athletic RFC', 'Senior Men')),
        before,
        409,
        'eligibility.previous_registration',
      );
      // Another format in the same type is not restricted; the same organisation is allowed.
      expect((await apply(cookie, person.id, clubBMen)).statusCode).toBe(201);
    });

    it('refuses restriction 3: another application of the format is pending', async () => {
      const { person, cookie } = await adult();
      expect(
        (await apply(cookie, person.id, await teamParentId(db, 'Llanfair Athletic RFC', 'Senior Men'))).statusCode,
      ).toBe(201);
      const before = await counts(db);
      await expectRefused(
        await apply(cookie, person.id, await teamParentId(db, 'Pontmawr RFC', 'Senior Men')),
        before,
        409,
        'eligibility.pending_application',
      );
      // Tens is another format: still open.
      expect(
        (await apply(cookie, person.id, await teamParentId(db, 'Llanfair Athletic RFC', 'Senior Tens Men'))).statusCode,
      ).toBe(201);
    });
  });
});

describe('reading playing applications', () => {
  it("lists my own and my child's applications with status, history, team and timeline", async () => {
    const { person: guardian, cookie } = await adult({ sexId: 2, dob: '1980-01-01' });
    const child = await addPerson(db, { dob: '2012-05-05', sexId: 1, parentId: guardian.id, firstName: 'Tomi' });
    const created = await apply(cookie, child.id, await teamParentId(db, clubA, 'Under 14'));
    expect(created.statusCode).toBe(201);
    const res = await t.app.inject({ method: 'GET', url: `/api/person/${child.id}/application`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: created.json().id,
        personId: child.id,
        status: { value: 'awaiting_org', pretty: 'Awaiting organisation decision', changedOn: NOW.toISOString() },
        statusChanges: [{ value: 'awaiting_org', changedOn: NOW.toISOString() }],
        createdOn: NOW.toISOString(),
        season: '2025-2026',
        organisationName: clubA,
        teamName: 'Under 14',
        teamParentId: await teamParentId(db, clubA, 'Under 14'),
        gameFormatValue: 'fifteens',
        firstName: 'Tomi',
        lastName: child.lastName,
        dob: '2012-05-05',
        decidedByUnion: false,
        timelineStep: 1,
      },
    ]);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/playing-registration/${created.json().id}`,
      headers: { cookie },
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().id).toBe(created.json().id);
  });

  it('shows a union rejection after a referral as decided by the union', async () => {
    const irish = await personIdByEmail(db, 'liam.oconnor@demo.test');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/person/${irish}/application`,
      headers: { cookie: await as(irish) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ status: { value: 'rejected' }, decidedByUnion: true, timelineStep: 2 });
    expect(res.json()[0].statusChanges.map((c: { value: string }) => c.value)).toEqual([
      'referred_clearance',
      'rejected',
    ]);
  });

  it("refuses another person's applications and application with 403", async () => {
    const { cookie } = await adult();
    const player = await personIdByEmail(db, 'player@demo.test');
    const list = await t.app.inject({ method: 'GET', url: `/api/person/${player}/application`, headers: { cookie } });
    expect(list.statusCode).toBe(403);
    const [theirs] = await db
      .select({ id: playerApplications.id })
      .from(playerApplications)
      .where(eq(playerApplications.personId, player))
      .orderBy(desc(playerApplications.id));
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/playing-registration/${theirs!.id}`,
      headers: { cookie },
    });
    expect(one.statusCode).toBe(403);
    expect(one.json()).toMatchObject({ reason: 'permission.denied' });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/playing-registration/99999999',
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(403);
  });
});

describe('eligibility', () => {
  it('summarises restrictions per organisation type and gives the facts behind them', async () => {
    const player = await personIdByEmail(db, 'player@demo.test');
    const cookie = await as(player);
    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/person/${player}/eligibility/summary`,
      headers: { cookie },
    });
    expect(summary.statusCode).toBe(200);
    const clubs = summary.json().find((s: { organisationTypeId: number }) => s.organisationTypeId === 1);
    expect(clubs).toEqual({
      organisationTypeId: 1,
      eligibleFor: 'some',
      restrictions: [
        {
          gameFormatId: 1,
          gameFormat: 'Fifteens',
          restrictedTo: { organisationId: await organisationId(db, clubA), organisationName: clubA },
          reason: 'active-playing-role',
          message: ELIGIBILITY_RESTRICTION_MESSAGES['active-playing-role'],
        },
      ],
    });
    expect(summary.json().find((s: { organisationTypeId: number }) => s.organisationTypeId === 3)).toMatchObject({
      eligibleFor: 'all',
      restrictions: [],
    });
    const data = await t.app.inject({
      method: 'GET',
      url: `/api/person/${player}/eligibility/restrictions`,
      headers: { cookie },
    });
    expect(data.statusCode).toBe(200);
    expect(data.json()).toEqual({
      activePlayingRoles: [
        expect.objectContaining({
          organisationName: clubA,
          organisationTypeValue: 'Clubs',
          gameFormatValue: 'fifteens',
        }),
      ],
      organisationRegistrations: [],
      pendingApplications: [],
    });
  });

  it("refuses another person's eligibility", async () => {
    const { cookie } = await adult();
    const player = await personIdByEmail(db, 'player@demo.test');
    for (const path of ['summary', 'restrictions']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/person/${player}/eligibility/${path}`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('reference', () => {
  it('documents the registration and participation calls in /api/docs', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/organisation/type',
      '/api/organisation/type/{typeId}/team-parents',
      '/api/team/parent/{id}',
      '/api/person/{id}/eligibility/summary',
      '/api/person/{id}/eligibility/restrictions',
      '/api/person/{id}/playing-registration',
      '/api/person/{id}/application',
      '/api/playing-registration/{id}',
      '/api/volunteer/get-roles',
      '/api/person/{id}/volunteer-registration',
      '/api/person/{id}/qualifications',
      '/api/person/{id}/person-dbs',
      '/api/person/{id}/roles',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
