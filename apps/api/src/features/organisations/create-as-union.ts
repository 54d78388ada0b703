import type { NewUnionOrganisation, UnionOrganisationDetails } from '@mywru/shared';
import type { UseCaseContext } from '../../lib/use-case-context';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { checkOrganisationFields } from './check-fields-as-union';
import { presentOrganisation } from '../../domain/organisation/present';
import { insertOrganisation } from '../../domain/organisation/queries';

/** POST /union/organisations: a new, active organisation with a name, type and region. Audited. */
export async function createOrganisationAsUnion(
  context: UseCaseContext,
  input: NewUnionOrganisation,
): Promise<UnionOrganisationDetails> {
  const { db, actor, now } = context;
  await requireUnionArea(db, actor, 'organisations');
  return db.transaction(async (tx) => {
    await checkOrganisationFields(tx, input);
    const id = await insertOrganisation(tx, {
      name: input.name,
      typeId: input.typeId,
      regionId: input.regionId,
      createdAt: now,
    });
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'organisation.created',
      subjectType: 'organisation',
      subjectId: id,
      organisationId: id,
      requestId: context.requestId,
      details: { name: input.name, typeId: input.typeId, regionId: input.regionId },
    });
    return presentOrganisation(tx, id, now);
  });
}
