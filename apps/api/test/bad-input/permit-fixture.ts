/**
 * The permits the bad-input test calls the player's and the union's permit endpoints with: two
 * permits for the parent's child Osian (one to approve, one to decline) and one the player has
 * approved, ready for the union; each for a fixture of club B's Senior Men ahead of the test's clock.
 * Put straight into the table: the request (New permit) is not what these endpoints are about.
 * `organisation` holds what the organisations' calls (New permit, Manage Permits) are made with.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { ROLE_IDS } from '../../src/db/lookups';
import { competitions, fixtures, permits, personOrganisationRoles } from '../../src/db/schema';
import { PLAYER_CONSENTS } from '../../src/seed/demo';
import { addPerson, firstTeamChildId, personIdByEmail, teamParentId } from '../registrations/fixtures';

export async function loadPermitFixture(db: Db, ids: { clubA: number; clubB: number; osian: number }) {
  const seniorMenA = await firstTeamChildId(db, await teamParentId(db, 'Cwm Valley RFC', 'Senior Men'));
  const seniorMenB = await firstTeamChildId(db, await teamParentId(db, 'Aberllyn RFC', 'Senior Men'));
  const secretaryB = await personIdByEmail(db, 'secretary2@demo.test');
  const [competition] = await db
    .select({ id: competitions.id })
    .from(competitions)
    .where(eq(competitions.name, 'Dyffryn Championship'));
  const fixture = async () => {
    const [row] = await db
      .insert(fixtures)
      .values({
        competitionId: competition!.id,
        date: new Date('2025-12-13T14:00:00Z'),
        homeTeamChildId: seniorMenB,
        awayTeamChildId: seniorMenA,
      })
      .returning({ id: fixtures.id });
    return row!.id;
  };
  const roleOf = async (personId: number) => {
    const [role] = await db
      .select({ id: personOrganisationRoles.id, organisationId: personOrganisationRoles.organisationId })
      .from(personOrganisationRoles)
      .where(and(eq(personOrganisationRoles.personId, personId), eq(personOrganisationRoles.roleId, ROLE_IDS.player)))
      .limit(1);
    if (!role?.organisationId) throw new Error(`person ${personId} has no playing role`);
    return { id: role.id, organisationId: role.organisationId };
  };
  const permit = async (personId: number, decisions: Partial<typeof permits.$inferInsert> = {}) => {
    const role = await roleOf(personId);
    const [row] = await db
      .insert(permits)
      .values({
        personId,
        fromRoleId: role.id,
        fromOrganisationId: role.organisationId,
        toOrganisationId: ids.clubB,
        fixtureId: await fixture(),
        toTeamChildId: seniorMenB,
        createdBy: secretaryB,
        createdAt: new Date('2025-09-25T10:00:00Z'),
        ...decisions,
      })
      .returning({ id: permits.id });
    return row!.id;
  };
  const senior = await addPerson(db, { dob: '1997-07-07', sexId: 1 });
  await db
    .insert(personOrganisationRoles)
    .values({
      personId: senior.id,
      organisationId: ids.clubA,
      roleId: ROLE_IDS.player,
      teamChildId: seniorMenA,
      activeFrom: '2024-09-01',
    });
  // The organisations' side: a club B player club A's secretary finds, lists fixtures for and asks
  // for (a fixture of club A's with no permit yet); a permit club A receives (to cancel) and one of
  // a club A player's for club B (club A decides it as the sending club).
  const candidate = await addPerson(db, { dob: '1995-05-15', sexId: 1, lastName: 'Permitted' });
  await db
    .insert(personOrganisationRoles)
    .values({
      personId: candidate.id,
      organisationId: ids.clubB,
      roleId: ROLE_IDS.player,
      teamChildId: seniorMenB,
      activeFrom: '2024-09-01',
    });
  const clubAReceives = { toOrganisationId: ids.clubA, toTeamChildId: seniorMenA };
  const organisation = {
    candidate: { id: candidate.id, lastName: candidate.lastName!, dob: '1995-05-15' },
    forClubA: await fixture(),
    incomingToCancel: await permit(candidate.id, clubAReceives),
    outgoingToDecide: await permit(senior.id),
  };
  return {
    organisation,
    childToApprove: await permit(ids.osian),
    childToDecline: await permit(ids.osian),
    readyForUnion: await permit(senior.id, {
      playerDecision: 1,
      playerDecidedAt: new Date('2025-09-26T10:00:00Z'),
      playerDecidedBy: senior.id,
      consents: PLAYER_CONSENTS,
    }),
  };
}
