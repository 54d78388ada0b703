import type { NewUnionOrganisation, UnionOrganisationDetails } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { checkOrganisationFields } from './check-organisation-fields';
import { presentOrganisation } from './present';
import { insertOrganisation } from './queries';

/** POST /union/organisations: a new, active organisation with a name, type and region. Audited. */
export async function createOrganisation(options: {
  db: Db;
  actor: Actor;
  input: NewUnionOrganisation;
  now: Date;
  requestId: string;
}): Promise<UnionOrganisationDetails> {
  const { db, actor, input, now } = options;
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
      requestId: options.requestId,
      details: { name: input.name, typeId: input.typeId, regionId: input.regionId },
    });
    return presentOrganisation(tx, id, now);
  });
}
