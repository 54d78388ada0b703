import type { UnionOrganisationDetails } from '@mywru/shared';
import type { UseCaseContext } from '../../lib/use-case-context';
import { auditChildRecordReads } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { presentOrganisation } from '../../domain/organisation/present';

/**
 * GET /union/organisations/{id}: name, type, region, active, team parents with variations, current
 * office holders. A child among the office holders is an audited read ('child-record.read').
 */
export async function getOrganisationForUnion(
  context: UseCaseContext,
  input: { organisationId: number },
): Promise<UnionOrganisationDetails> {
  await requireUnionArea(context.db, context.actor, 'organisations');
  const organisation = await presentOrganisation(context.db, input.organisationId, context.now);
  await auditChildRecordReads(context.db, {
    actor: context.actor,
    now: context.now,
    requestId: context.requestId,
    organisationId: organisation.id,
    people: [...new Set(organisation.officeHolders.map((holder) => holder.person.id))],
    record: 'office-holders',
  });
  return organisation;
}
