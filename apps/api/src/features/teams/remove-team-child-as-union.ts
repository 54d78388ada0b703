import type { UnionOrganisationDetails } from '@mywru/shared';
import type { UseCaseContext } from '../../lib/use-case-context';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { requireTeamChild } from '../../domain/organisation/load-for-change';
import { presentOrganisation } from '../../domain/organisation/present';
import { deleteTeamChild, teamChildInUse } from '../../domain/organisation/queries';

/**
 * DELETE /union/organisations/{id}/team-parents/{teamParentId}/variations/{teamChildId}: removes a
 * variation nothing refers to. 409 when anyone holds or held a role on it (the role history keeps
 * it), an application was decided onto it or a fixture names it, or when it is the team's last one.
 */
export async function removeTeamChildAsUnion(
  context: UseCaseContext,
  input: { organisationId: number; teamParentId: number; teamChildId: number },
): Promise<UnionOrganisationDetails> {
  const { db, actor, now } = context;
  await requireUnionArea(db, actor, 'organisations');
  return db.transaction(async (tx) => {
    const { team, children, child } = await requireTeamChild(tx, input);
    if (await teamChildInUse(tx, child.id)) throw new AppError('team.variation_in_use');
    if (children.length === 1) throw new AppError('team.last_variation');
    await deleteTeamChild(tx, child.id);
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'team-child.removed',
      subjectType: 'team_child',
      subjectId: child.id,
      organisationId: input.organisationId,
      requestId: context.requestId,
      details: { teamParentId: team.id, value: child.value },
    });
    return presentOrganisation(tx, input.organisationId, now);
  });
}
