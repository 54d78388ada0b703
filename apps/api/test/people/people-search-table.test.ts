/**
 * Search People's own index, the table `organisation_people_search` (decision 009), is kept by the
 * database's triggers on the role rows and on persons' names, whatever writes them: a role granted
 * makes its holder found, a role ended is no longer held (and a person whose last role row is
 * removed leaves the table), a renamed person is found by the new name only; the roles the page shows
 * with each person follow the role rows and the names of their roles and teams (migration 0014). Asked through the very
 * search the page sends, on PGlite and, with TEST_DB=postgres, on PostgreSQL.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { ROLE_IDS } from '../../src/db/lookups';
import {
  organisationPeopleSearch,
  personOrganisationRoles,
  persons,
  roles,
  teamChildren,
  teamParents,
} from '../../src/db/schema';
import { searchOrganisationPeople } from '../../src/features/people/queries';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { addPerson, organisationId } from '../registrations/fixtures';

const TODAY = '2025-10-01';

let testDb: TestDatabase;
let db: Db;
let club: number;
let otherClub: number;
/** Club Secretary of both organisations, who searches them. */
let searcher: number;

beforeAll(async () => {
  testDb = await openTestDatabase({ demoData: true });
  db = testDb.database.db;
  club = await organisationId(db, 'Cwm Valley RFC');
  const [other] = await db
    .execute<{ id: number }>(
      // Any organisation other than the club.
      sql`select id from organisations where id <> ${club} order by id limit 1`,
    )
    .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
  otherClub = other!.id;
  searcher = (await addPerson(db, { firstName: 'Searcher', lastName: 'Ofboth', dob: '1970-01-01', sexId: 1 })).id;
  await grant(searcher, ROLE_IDS.clubSecretary, '2020-01-01', null, club);
  await grant(searcher, ROLE_IDS.clubSecretary, '2020-01-01', null, otherClub);
}, 120_000);

afterAll(async () => {
  await testDb?.drop();
});

async function search(
  term: string | null,
  role: 'all' | 'players' | 'volunteers' = 'all',
  organisation = club,
  today = TODAY,
) {
  const rows = await searchOrganisationPeople(db, {
    actorPersonId: searcher,
    organisationId: organisation,
    today,
    search: term,
    role,
    limit: 20,
    offset: 0,
  });
  return rows.map((row) => row.id);
}

/** The roles Search People shows with each person found, as role name and team. */
async function searchRoles(term: string, today = TODAY) {
  const rows = await searchOrganisationPeople(db, {
    actorPersonId: searcher,
    organisationId: club,
    today,
    search: term,
    role: 'all',
    limit: 20,
    offset: 0,
  });
  return rows.map((row) =>
    row.roles.map((role) => ({
      role: role.roleName,
      welsh: role.roleNameCy,
      parent: role.roleParentId,
      team: role.teamParentName,
      child: role.teamChildValue,
    })),
  );
}

async function grant(
  personId: number,
  roleId: number,
  from = '2025-09-01',
  to: string | null = null,
  organisation = club,
  teamChildId: number | null = null,
) {
  const [row] = await db
    .insert(personOrganisationRoles)
    .values({ personId, organisationId: organisation, roleId, activeFrom: from, activeTo: to, teamChildId })
    .returning({ id: personOrganisationRoles.id });
  return row!.id;
}

async function searchRows(personId: number) {
  return db
    .select()
    .from(organisationPeopleSearch)
    .where(eq(organisationPeopleSearch.personId, personId))
    .orderBy(organisationPeopleSearch.organisationId);
}

describe('the people search table', () => {
  it('holds every person and organisation with a role row there, as the migration filled it', async () => {
    const [missing] = await db
      .execute(
        sql`select count(*)::int as n from (
        select distinct organisation_id, person_id from person_organisation_roles where organisation_id is not null
        except select organisation_id, person_id from organisation_people_search) m`,
      )
      .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
    expect(missing!.n).toBe(0);
  });

  it('answers only someone who may use the People area there on the day', async () => {
    const person = await addPerson(db, { firstName: 'Rhydian', lastName: 'Uppington', dob: '1991-04-05', sexId: 1 });
    await grant(person.id, ROLE_IDS.player);
    const asked = { search: 'uppington', role: 'all', limit: 20, offset: 0 } as const;
    const found = (actorPersonId: number, organisationId = club, today = TODAY) =>
      searchOrganisationPeople(db, { ...asked, actorPersonId, organisationId, today }).then((rows) =>
        rows.map((row) => row.id),
      );
    expect(await found(searcher)).toEqual([person.id]);
    // A player, a Team Coach (no People area) and a Club Chair whose role has ended find no one.
    expect(await found(person.id)).toEqual([]);
    const coach = (await addPerson(db, { firstName: 'Coach', lastName: 'Only', dob: '1980-01-01', sexId: 1 })).id;
    await grant(coach, ROLE_IDS.teamCoach);
    expect(await found(coach)).toEqual([]);
    const chair = (await addPerson(db, { firstName: 'Chair', lastName: 'Ended', dob: '1975-01-01', sexId: 2 })).id;
    await grant(chair, ROLE_IDS.clubChair, '2024-01-01', '2025-08-31');
    expect(await found(chair)).toEqual([]);
    expect(await found(chair, club, '2025-08-31')).toEqual([]); // the player's role begins 2025-09-01
    await grant(person.id, ROLE_IDS.player, '2025-08-01', '2025-08-31');
    expect(await found(chair, club, '2025-08-31')).toEqual([person.id]);
  });

  it('finds a person once a role is granted, by name, part of it and member id', async () => {
    const person = await addPerson(db, { firstName: 'Tegwen', lastName: 'Quarrell', dob: '1990-02-03', sexId: 2 });
    expect(await search('quarr')).toEqual([]);
    await grant(person.id, ROLE_IDS.volunteer);
    expect(await search('quarr')).toEqual([person.id]);
    expect(await search('TEGWEN Q')).toEqual([person.id]);
    expect(await search('qu')).toContain(person.id);
    expect(await search(String(person.id))).toEqual([person.id]);
    expect(await search('quarr', 'volunteers')).toEqual([person.id]);
    expect(await search('quarr', 'players')).toEqual([]);
    // Not in another organisation.
    expect(await search('quarr', 'all', otherClub)).toEqual([]);
    expect(await searchRows(person.id)).toMatchObject([
      {
        organisationId: club,
        fullName: 'tegwen quarrell',
        lastName: 'quarrell',
        firstName: 'tegwen',
        held: '{[2025-09-01,)}',
        heldPlaying: '{}',
        heldVolunteering: '{[2025-09-01,)}',
      },
    ]);
  });

  it('no longer finds a person whose role has ended, and drops the row when the role row is removed', async () => {
    const person = await addPerson(db, { firstName: 'Bleddyn', lastName: 'Zachary', dob: '1985-05-06', sexId: 1 });
    const role = await grant(person.id, ROLE_IDS.player);
    expect(await search('zachar', 'players')).toEqual([person.id]);
    await db
      .update(personOrganisationRoles)
      .set({ activeTo: '2025-09-15' })
      .where(eq(personOrganisationRoles.id, role));
    expect(await search('zachar')).toEqual([]);
    // The last day counts: the span ends the day after it.
    expect(await searchRows(person.id)).toMatchObject([{ organisationId: club, held: '{[2025-09-01,2025-09-16)}' }]);
    expect(await search('zachar', 'all', club, '2025-09-15')).toEqual([person.id]);
    // A role that begins later is not held today either, nor in the gap between the two.
    await grant(person.id, ROLE_IDS.volunteer, '2025-12-01');
    expect(await search('zachar')).toEqual([]);
    expect(await searchRows(person.id)).toMatchObject([
      { held: '{[2025-09-01,2025-09-16),[2025-12-01,)}', heldPlaying: '{[2025-09-01,2025-09-16)}' },
    ]);
    expect(await search('zachar', 'volunteers', club, '2025-12-01')).toEqual([person.id]);
    expect(await search('zachar', 'players', club, '2025-12-01')).toEqual([]);
    // A role ended before its first day (ended on the day it was given) is never held.
    await grant(person.id, ROLE_IDS.player, '2025-10-01', '2025-09-30');
    expect(await searchRows(person.id)).toMatchObject([{ heldPlaying: '{[2025-09-01,2025-09-16)}' }]);
    await db.delete(personOrganisationRoles).where(eq(personOrganisationRoles.personId, person.id));
    expect(await searchRows(person.id)).toEqual([]);
  });

  it('keeps a person with another role held after one of two ends, and follows a role moved to another organisation', async () => {
    const person = await addPerson(db, { firstName: 'Eurgain', lastName: 'Yarrow', dob: '1979-07-08', sexId: 2 });
    const playing = await grant(person.id, ROLE_IDS.player);
    await grant(person.id, ROLE_IDS.volunteer, '2024-01-01', '2024-12-31');
    expect(await search('yarrow')).toEqual([person.id]);
    await db
      .update(personOrganisationRoles)
      .set({ organisationId: otherClub })
      .where(eq(personOrganisationRoles.id, playing));
    // Left with only an ended role here; found in the other organisation.
    expect(await search('yarrow')).toEqual([]);
    expect(await search('yarrow', 'players', otherClub)).toEqual([person.id]);
    expect((await searchRows(person.id)).map((row) => row.organisationId).sort()).toEqual([club, otherClub].sort());
  });

  it('finds a renamed person by the new name and not by the old one, in every organisation', async () => {
    const person = await addPerson(db, { firstName: 'Angharad', lastName: 'Vellacott', dob: '1992-09-10', sexId: 2 });
    await grant(person.id, ROLE_IDS.volunteer);
    await grant(person.id, ROLE_IDS.player, '2025-09-01', null, otherClub);
    expect(await search('vellacott')).toEqual([person.id]);
    await db.update(persons).set({ lastName: 'Wolstenholme' }).where(eq(persons.id, person.id));
    expect(await search('vellacott')).toEqual([]);
    expect(await search('angharad wolst')).toEqual([person.id]);
    expect(await search('wolstenholme', 'all', otherClub)).toEqual([person.id]);
    // A change of anything else leaves the rows as they were.
    await db.update(persons).set({ email: 'angharad@example.test' }).where(eq(persons.id, person.id));
    expect((await searchRows(person.id)).map((row) => row.fullName)).toEqual([
      'angharad wolstenholme',
      'angharad wolstenholme',
    ]);
  });

  it('keeps the table right for many role rows written by one statement (a bulk load)', async () => {
    const people = await Promise.all(
      ['Ifan', 'Lowri', 'Macsen'].map((firstName, i) =>
        addPerson(db, { firstName, lastName: 'Xanthopoulos', dob: `1980-01-0${i + 1}`, sexId: 1 }),
      ),
    );
    await db.insert(personOrganisationRoles).values(
      people.flatMap((person) => [
        { personId: person.id, organisationId: club, roleId: ROLE_IDS.player, activeFrom: '2025-09-01' },
        { personId: person.id, organisationId: club, roleId: ROLE_IDS.volunteer, activeFrom: '2025-09-01' },
      ]),
    );
    expect(await search('xanthop')).toEqual(people.map((person) => person.id));
    await db
      .update(personOrganisationRoles)
      .set({ activeTo: '2025-09-30' })
      .where(
        inArray(
          personOrganisationRoles.personId,
          people.slice(1).map((person) => person.id),
        ),
      );
    expect(await search('xanthop')).toEqual([people[0]!.id]);
  });

  it("shows with each person the roles held there on the day, with their teams' names, as they are renamed", async () => {
    const [team] = await db
      .select({
        parentId: teamParents.id,
        parentName: teamParents.name,
        childId: teamChildren.id,
        childValue: teamChildren.value,
      })
      .from(teamParents)
      .innerJoin(teamChildren, eq(teamChildren.teamParentId, teamParents.id))
      .where(eq(teamParents.organisationId, club))
      .orderBy(teamChildren.id)
      .limit(1);
    const [player, volunteer] = await db
      .select({ id: roles.id, value: roles.value, valueCy: roles.valueCy, parent: roles.roleParentId })
      .from(roles)
      .where(inArray(roles.id, [ROLE_IDS.player, ROLE_IDS.volunteer]))
      .orderBy(roles.roleParentId);
    const person = await addPerson(db, { firstName: 'Gwenllian', lastName: 'Trevithick', dob: '1988-03-04', sexId: 2 });
    await grant(person.id, ROLE_IDS.player, '2025-09-01', null, club, team!.childId);
    const volunteering = await grant(person.id, ROLE_IDS.volunteer, '2025-09-01');
    // Ended long ago: never shown.
    await grant(person.id, ROLE_IDS.volunteer, '2020-09-01', '2021-08-31');
    const playing = { role: player!.value, welsh: player!.valueCy, parent: player!.parent };
    expect(await searchRoles('trevithick')).toEqual([
      [
        { ...playing, team: team!.parentName, child: team!.childValue },
        { role: volunteer!.value, welsh: volunteer!.valueCy, parent: volunteer!.parent, team: null, child: null },
      ],
    ]);
    await db
      .update(personOrganisationRoles)
      .set({ activeTo: '2025-09-20' })
      .where(eq(personOrganisationRoles.id, volunteering));
    expect(await searchRoles('trevithick')).toEqual([
      [{ ...playing, team: team!.parentName, child: team!.childValue }],
    ]);
    // On a day it was held, the ended role is shown again.
    expect((await searchRoles('trevithick', '2025-09-10'))[0]).toHaveLength(2);
    await db.update(teamChildren).set({ value: 'Renamed side' }).where(eq(teamChildren.id, team!.childId));
    await db.update(teamParents).set({ name: 'Renamed team' }).where(eq(teamParents.id, team!.parentId));
    expect(await searchRoles('trevithick')).toEqual([[{ ...playing, team: 'Renamed team', child: 'Renamed side' }]]);
    await db.update(roles).set({ valueCy: 'Chwaraewr (newydd)' }).where(eq(roles.id, ROLE_IDS.player));
    expect(await searchRoles('trevithick')).toEqual([
      [{ ...playing, welsh: 'Chwaraewr (newydd)', team: 'Renamed team', child: 'Renamed side' }],
    ]);
    await db.update(roles).set({ valueCy: player!.valueCy }).where(eq(roles.id, ROLE_IDS.player));
    await db.update(teamParents).set({ name: team!.parentName }).where(eq(teamParents.id, team!.parentId));
    await db.update(teamChildren).set({ value: team!.childValue }).where(eq(teamChildren.id, team!.childId));
  });
});
