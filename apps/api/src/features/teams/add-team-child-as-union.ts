import type { UnionOrganisationDetails } from '@mywru/shared';
import type { UseCaseContext } from '../../lib/use-case-context';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { requireTeamParent } from '../../domain/organisation/load-for-change';
import { presentOrganisation } from '../../domain/organisation/present';
import { insertTeamChild, listTeamChildValues } from '../../domain/organisation/queries';

export function sameVariation(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** POST /union/organisations/{id}/team-parents/{teamParentId}/variations: a new variation ("2nd team"); 409 if the team has it. Audited. */
export async function addTeamChildAsUnion(
  context: UseCaseContext,
  input: { organisationId: number; teamParentId: number; value: string },
): Promise<UnionOrganisationDetails> {
  const { db, actor, now } = context;
  await requireUnionArea(db, actor, 'organisations');
  return db.transaction(async (tx) => {
    const team = await requireTeamParent(tx, input.organisationId, input.teamParentId);
    const existing = await listTeamChildValues(tx, team.id);
    if (existing.some((child) => sameVariation(child.value, input.value))) throw new AppError('team.variation_taken');
    const id = await insertTeamChild(tx, team.id, input.value);
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'team-child.created',
      subjectType: 'team_child',
      subjectId: id,
      organisationId: input.organisationId,
      requestId: context.requestId,
      details: { teamParentId: team.id, value: input.value },
    });
    return presentOrganisation(tx, input.organisationId, now);
  });
}
