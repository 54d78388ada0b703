/**
 * Teams (team parents and their variations) as several features change them: the club's Teams
 * page and the union's organisation screens open and close the same team for registrations.
 */
import type { TeamRegistrationState } from '@mywru/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { teamParents } from '../../db/schema';
import { recordAudit } from '../audit/audit';

/** A team parent (of the organisation, when one is given), locked for the change that follows; null when there is none. */
export async function lockTeamParent(db: DbOrTx, team: { teamParentId: number; organisationId?: number }) {
  const [row] = await db
    .select({
      id: teamParents.id,
      name: teamParents.name,
      organisationId: teamParents.organisationId,
      enableRegistrations: teamParents.enableRegistrations,
    })
    .from(teamParents)
    .where(
      and(
        eq(teamParents.id, team.teamParentId),
        team.organisationId === undefined ? undefined : eq(teamParents.organisationId, team.organisationId),
      ),
    )
    .for('update')
    .limit(1);
  return row ?? null;
}

/**
 * Opens or closes a team for registrations (decision 008): setting the value it already has
 * changes nothing; a change is audited ('team.registrations-enabled' or '-disabled'). Call it in
 * the transaction that locked the team (`lockTeamParent`).
 */
export async function applyTeamRegistration(
  tx: DbOrTx,
  team: { id: number; organisationId: number; enableRegistrations: boolean },
  change: { value: boolean; actorPersonId: number; requestId: string },
): Promise<TeamRegistrationState> {
  if (team.enableRegistrations !== change.value) {
    await tx.update(teamParents).set({ enableRegistrations: change.value }).where(eq(teamParents.id, team.id));
    await recordAudit(tx, {
      actorPersonId: change.actorPersonId,
      action: change.value ? 'team.registrations-enabled' : 'team.registrations-disabled',
      subjectType: 'team_parent',
      subjectId: team.id,
      organisationId: team.organisationId,
      requestId: change.requestId,
      details: { enableRegistrations: change.value },
    });
  }
  return { id: team.id, enableRegistrations: change.value };
}
