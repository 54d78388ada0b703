import type { UnionOrganisationChanges, UnionOrganisationDetails } from '@mywru/shared';
import type { UseCaseContext } from '../../lib/use-case-context';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { checkOrganisationFields } from './check-fields-as-union';
import { requireOrganisation } from '../../domain/organisation/load-for-change';
import { presentOrganisation } from '../../domain/organisation/present';
import { updateOrganisation } from '../../domain/organisation/queries';

/**
 * PUT /union/organisations/{id}: name, type, region and whether active. An inactive organisation
 * is no longer offered for registration and takes no new player or volunteer applications; its
 * people, teams and applications already made stay as they are. Audited with before and after.
 */
export async function changeOrganisationAsUnion(
  context: UseCaseContext,
  input: { organisationId: number; changes: UnionOrganisationChanges },
): Promise<UnionOrganisationDetails> {
  const { db, actor, now } = context;
  await requireUnionArea(db, actor, 'organisations');
  return db.transaction(async (tx) => {
    const before = await requireOrganisation(tx, input.organisationId);
    await checkOrganisationFields(tx, input.changes);
    const after = input.changes;
    const was = { name: before.name, typeId: before.typeId, regionId: before.regionId, isActive: before.isActive };
    const changed = (Object.keys(was) as (keyof typeof was)[]).filter((key) => was[key] !== after[key]);
    if (changed.length > 0) {
      await updateOrganisation(tx, before.id, after);
      await recordAudit(tx, {
        actorPersonId: actor.personId,
        action: 'organisation.updated',
        subjectType: 'organisation',
        subjectId: before.id,
        organisationId: before.id,
        requestId: context.requestId,
        details: {
          before: Object.fromEntries(changed.map((key) => [key, was[key]])),
          after: Object.fromEntries(changed.map((key) => [key, after[key]])),
        },
      });
    }
    return presentOrganisation(tx, before.id, now);
  });
}
