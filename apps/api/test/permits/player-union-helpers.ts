/**
 * What the player's and the union's permit tests add to the permits test set-up: a permit put
 * straight into the table at any stage (club A asks for a club B player for one of its fixtures),
 * so each test starts where its step begins, and the e-mails of the outbox by subject.
 */
import { permits } from '../../src/db/schema';
import { ALL_PLAYER_CONSENTS } from '../registrations/fixtures';
import { DAY, NOW, type PermitsTest } from './helpers';

export { ALL_PLAYER_CONSENTS };

export const playerApproved = { playerDecision: 1, playerDecidedAt: NOW, consents: ALL_PLAYER_CONSENTS };

/**
 * A club B senior player of our own, a fixture of club A's (7 days ahead unless told) and a permit
 * for them requested by club A's secretary, with these decisions already taken.
 */
export async function permitAt(
  x: PermitsTest,
  decisions: Partial<typeof permits.$inferInsert> = {},
  options: { inMs?: number; personId?: number; roleId?: number; fixtureId?: number } = {},
) {
  let personId = options.personId;
  let roleId = options.roleId;
  if (personId === undefined || roleId === undefined) {
    const { person, role } = await x.playerAtB();
    personId = person.id;
    roleId = role.id;
  }
  const fixtureId = options.fixtureId ?? (await x.addFixture({ inMs: options.inMs ?? 7 * DAY })).id;
  const [row] = await x.db
    .insert(permits)
    .values({
      personId,
      fromRoleId: roleId,
      fromOrganisationId: x.ids.clubB,
      toOrganisationId: x.ids.clubA,
      fixtureId,
      toTeamChildId: x.teamChildren.seniorMenA,
      createdBy: x.ids.secretaryA,
      createdAt: new Date(NOW.getTime() - DAY),
      ...decisions,
    })
    .returning();
  return { id: row!.id, personId, roleId, fixtureId };
}

/** The subjects of the e-mails sent to this address, newest first. */
export async function subjectsTo(x: PermitsTest, to: string): Promise<string[]> {
  return (await x.mailsTo(to)).map((mail) => mail.subject);
}
