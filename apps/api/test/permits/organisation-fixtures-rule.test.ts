/**
 * Select Fixture filters and pages in the database (decision 033): the fixtures the endpoint lists
 * are exactly those of club A the shared rule (permitAgeCategory of each fixture's own season,
 * isFixtureAllowedForPermit) allows, in order, page by page: for players either side of the age
 * boundaries (born 31 August and 1 September, 29 February; turning 16, 18 and 19), of either sex or
 * none, on fixtures of every permit template and none, of either sex or none, kicking off either side
 * of midnight on 1 September in UK time. And a club with a long history reaches its oldest Previous
 * fixture. Select Player, asked in August, finds a player old enough from 1 September, whose
 * fixtures are then the new season's only. Run with TEST_DB=postgres for real PostgreSQL.
 */
import {
  isFixtureAllowedForPermit,
  permitAgeCategory,
  sexValueOf,
  type PermitFixture,
  type PermitFixturePage,
} from '@mywru/shared';
import { eq, ne, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_FORMAT_IDS } from '../../src/db/lookups';
import { competitions, fixtures, teamChildren, teamParents } from '../../src/db/schema';
import { awayOrganisation, fixturesWithDetails, homeOrganisation } from '../../src/domain/fixture/queries';
import { firstTeamChildId, teamParentId } from '../registrations/fixtures';
import { CLUB_A, DAY, NOW, openPermits, reasonOf, type PermitsTest } from './helpers';

let x: PermitsTest;

beforeAll(async () => {
  x = await openPermits();
});

afterAll(async () => {
  await x.t.close();
});

const qs = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** Every page of Select Fixture for the player, 30 at a time, as club A's secretary sees them. */
async function listAll(personId: number, when: 'upcoming' | 'previous'): Promise<PermitFixture[]> {
  const items: PermitFixture[] = [];
  for (let page = 1; page < 100; page += 1) {
    const res = await x.request(
      x.ids.secretaryA,
      'GET',
      `/api/permit/organisation/${x.ids.clubA}/fixtures?${qs({ wruId: personId, fromOrganisationId: x.ids.clubB, when, page, pageSize: 30 })}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PermitFixturePage;
    items.push(...body.items);
    if (!body.hasMore) return items;
  }
  throw new Error('more than 100 pages');
}

/** Club A's fixtures the shared rule allows the player, in the endpoint's order. */
async function allowedByRule(player: { dob: string; sexId: number | null }, when: 'upcoming' | 'previous') {
  const rows = await fixturesWithDetails(x.db).where(
    or(eq(homeOrganisation.id, x.ids.clubA), eq(awayOrganisation.id, x.ids.clubA)),
  );
  const allowed = rows.filter(
    (row) =>
      (when === 'upcoming' ? row.date > x.now : row.date <= x.now) &&
      isFixtureAllowedForPermit(permitAgeCategory(player.dob, row.date), sexValueOf(player.sexId) || null, {
        sex: sexValueOf(row.competitionSexId) || null,
        homeTeamTemplateId: row.homeTeamTemplateId,
        awayTeamTemplateId: row.awayTeamTemplateId,
      }),
  );
  const sign = when === 'upcoming' ? 1 : -1;
  allowed.sort((a, b) => sign * (a.date.getTime() - b.date.getTime() || a.id - b.id));
  return allowed.map((row) => row.id);
}

async function competition(name: string, sexId: number | null) {
  const [row] = await x.db
    .insert(competitions)
    .values({ name, season: '2025/26', sexId, gameFormatId: GAME_FORMAT_IDS.fifteens })
    .returning();
  return row!.id;
}

/** The first team child of each team of the organisation (or of every other organisation), by template. */
async function childrenByTemplate(organisationId: number, others = false) {
  const rows = await x.db
    .select({ templateId: teamParents.teamTemplateId, childId: teamChildren.id })
    .from(teamChildren)
    .innerJoin(teamParents, eq(teamParents.id, teamChildren.teamParentId))
    .where(others ? ne(teamParents.organisationId, organisationId) : eq(teamParents.organisationId, organisationId))
    .orderBy(teamChildren.id);
  const byTemplate = new Map<number, number>();
  for (const row of rows) if (!byTemplate.has(row.templateId)) byTemplate.set(row.templateId, row.childId);
  return byTemplate;
}

describe('Select Fixture agrees with the shared rule', () => {
  it('lists every fixture of club A the rule allows and nothing else, in order, for players either side of each boundary', async () => {
    const clubA = await childrenByTemplate(x.ids.clubA);
    const others = await childrenByTemplate(x.ids.clubA, true);
    const under16Elsewhere = others.get(14)!;
    const youthElsewhere = others.get(17)!;
    expect(under16Elsewhere && youthElsewhere).toBeTruthy();
    // Club A's side of each template (a permit template or not) against another club's Under 16, and
    // club A's Under 16 against another club's Youth (the away side's template allows it).
    const pairs: [number, number][] = [...clubA.entries()]
      .filter(([templateId]) => [14, 17, 18, 21, 22, 23, 24].includes(templateId))
      .map(([, childId]): [number, number] => [childId, under16Elsewhere]);
    expect(pairs.length).toBeGreaterThanOrEqual(5);
    if (clubA.has(14)) pairs.push([clubA.get(14)!, youthElsewhere]);
    const kickOffs = [
      new Date(NOW.getTime() + DAY),
      new Date('2026-08-31T22:30:00Z'), // 23:30 on 31 August UK: still the 2025/26 season
      new Date('2026-08-31T23:30:00Z'), // 00:30 on 1 September UK: the 2026/27 season
      new Date('2027-09-05T14:00:00Z'),
      new Date('2028-09-05T14:00:00Z'),
      new Date('2025-08-31T23:30:00Z'), // 00:30 on 1 September 2025 UK: this season, already played
      new Date('2025-08-31T22:30:00Z'), // 23:30 on 31 August 2025 UK: last season
      new Date('2024-09-01T14:00:00Z'),
      new Date('2023-09-10T14:00:00Z'),
      new Date('2022-01-15T14:00:00Z'),
    ];
    const competitionIds = [
      await competition('Rule Agreement Men', 1),
      await competition('Rule Agreement Women', 2),
      await competition('Rule Agreement Open', null),
    ];
    const values = competitionIds.flatMap((competitionId) =>
      pairs.flatMap(([homeTeamChildId, awayTeamChildId]) =>
        kickOffs.map((date) => ({ competitionId, date, homeTeamChildId, awayTeamChildId, venue: 'Parc y Cwm' })),
      ),
    );
    await x.db.insert(fixtures).values(values);

    const players = [
      { dob: '1998-03-03', sexId: 1 }, // senior throughout
      { dob: '2006-09-01', sexId: 2 }, // 18 on 31 August 2025: both this season, youth before, senior after
      { dob: '2006-08-31', sexId: null }, // 19 on 31 August 2025: senior this season, both last season
      { dob: '2007-09-01', sexId: 1 }, // 17 this season, 18 the next
      { dob: '2008-02-29', sexId: 2 }, // 17 this season, born on 29 February
      { dob: '2009-09-01', sexId: 1 }, // 15 this season (none), youth from 1 September 2026
      { dob: '2012-01-01', sexId: null }, // too young for any of these fixtures
    ];
    let nonEmpty = 0;
    for (const values of players) {
      const { person } = await x.playerAtB(values);
      for (const when of ['upcoming', 'previous'] as const) {
        const expected = await allowedByRule(values, when);
        const listed = (await listAll(person.id, when)).map((fixture) => fixture.fixtureId);
        expect(listed, `${values.dob} ${values.sexId} ${when}`).toEqual(expected);
        if (expected.length > 0) nonEmpty += 1;
      }
    }
    // The cases are not vacuous: most players have fixtures in both directions.
    expect(nonEmpty).toBeGreaterThanOrEqual(9);
  });

  it('reaches the oldest Previous fixture of a club with a long history, and the last page says no more follow', async () => {
    const competitionId = await competition('Long History League', 1);
    const oldest = new Date('2001-09-08T14:00:00Z');
    const history = Array.from({ length: 1100 }, (_, index) => ({
      competitionId,
      date: index === 1099 ? oldest : new Date(NOW.getTime() - (index + 1) * 7 * DAY),
      homeTeamChildId: x.teamChildren.seniorMenA,
      awayTeamChildId: x.teamChildren.seniorMenC,
      venue: 'Parc y Cwm',
    }));
    const [oldestFixture] = await x.db
      .insert(fixtures)
      .values(history)
      .returning({ id: fixtures.id })
      .then((rows) => rows.slice(-1));
    const senior = { dob: '1970-05-05', sexId: 1 };
    const { person } = await x.playerAtB(senior);
    const expected = await allowedByRule(senior, 'previous');
    expect(expected.length).toBeGreaterThan(1100);
    const lastPage = Math.ceil(expected.length / 30);
    const res = await x.request(
      x.ids.secretaryA,
      'GET',
      `/api/permit/organisation/${x.ids.clubA}/fixtures?${qs({ wruId: person.id, fromOrganisationId: x.ids.clubB, when: 'previous', page: lastPage, pageSize: 30 })}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PermitFixturePage;
    expect(body.hasMore).toBe(false);
    expect(body.items.map((item) => item.fixtureId)).toEqual(expected.slice((lastPage - 1) * 30));
    expect(body.items.at(-1)?.fixtureId).toBe(oldestFixture!.id);
    expect(body.items.at(-1)?.date).toBe(oldest.toISOString());
  });
});

describe('Select Player in August', () => {
  it('finds a player too young this season who is old enough from 1 September, and offers them the new season’s fixtures only', async () => {
    x.at(Date.parse('2025-08-20T10:00:00Z') - NOW.getTime());
    try {
      // 15 on 31 August 2024 (this season, 2024/25), 16 on 31 August 2025 (youth from 1 September).
      const { person } = await x.playerAtB({ dob: '2009-06-01', sexId: 1 });
      const found = await x.request(
        x.ids.secretaryA,
        'GET',
        `/api/person/search/validated-by-dob?${qs({ dob: '2009-06-01', lastName: person.lastName!, organisationId: x.ids.clubB, toOrganisationId: x.ids.clubA })}`,
      );
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json()).toEqual([expect.objectContaining({ wruId: person.id, ageGrade: 'youth' })]);

      const youthA = await firstTeamChildId(x.db, await teamParentId(x.db, CLUB_A, 'Youth'));
      const lastSeason = await x.addFixture({
        inMs: Date.parse('2025-08-30T14:00:00Z') - NOW.getTime(),
        homeTeamChildId: youthA,
        awayTeamChildId: x.teamChildren.youthB,
      });
      const newSeason = await x.addFixture({
        inMs: Date.parse('2025-09-06T14:00:00Z') - NOW.getTime(),
        homeTeamChildId: youthA,
        awayTeamChildId: x.teamChildren.youthB,
      });
      const listed = await listAll(person.id, 'upcoming');
      expect(listed.map((fixture) => fixture.fixtureId)).toContain(newSeason.id);
      expect(listed.map((fixture) => fixture.fixtureId)).not.toContain(lastSeason.id);

      const refused = await x.create(person.id, lastSeason.id);
      expect([refused.statusCode, reasonOf(refused)]).toEqual([400, 'permit.not_eligible']);
      expect((await x.create(person.id, newSeason.id)).statusCode).toBe(201);
    } finally {
      x.at(0);
    }
  });
});
