import type { UnionOrganisationDetails } from '@mywru/shared';
import type { UseCaseContext } from '../../lib/use-case-context';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { sameVariation } from './add-team-child-as-union';
import { requireTeamChild } from '../../domain/organisation/load-for-change';
import { presentOrganisation } from '../../domain/organisation/present';
import { renameTeamChild as storeTeamChildName } from '../../domain/organisation/queries';

/** PUT /union/organisations/{id}/team-parents/{teamParentId}/variations/{teamChildId}: rename a variation; 409 if another has the name. Audited. */
export async function renameTeamChildAsUnion(
  context: UseCaseContext,
  input: { organisationId: number; teamParentId: number; teamChildId: number; value: string },
): Promise<UnionOrganisationDetails> {
  const { db, actor, now } = context;
  await requireUnionArea(db, actor, 'organisations');
  return db.transaction(async (tx) => {
    const { team, children, child } = await requireTeamChild(tx, input);
    if (children.some((other) => other.id !== child.id && sameVariation(other.value, input.value))) {
      throw new AppError('team.variation_taken');
    }
    if (child.value !== input.value) {
      await storeTeamChildName(tx, child.id, input.value);
      await recordAudit(tx, {
        actorPersonId: actor.personId,
        action: 'team-child.renamed',
        subjectType: 'team_child',
        subjectId: child.id,
        organisationId: input.organisationId,
        requestId: context.requestId,
        details: { teamParentId: team.id, before: child.value, after: input.value },
      });
    }
    return presentOrganisation(tx, input.organisationId, now);
  });
}
