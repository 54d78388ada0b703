import type { UnionOrganisationChanges, UnionOrganisationDetails } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { checkOrganisationFields } from './check-organisation-fields';
import { requireOrganisation } from './load-for-change';
import { presentOrganisation } from './present';
import { updateOrganisation } from './queries';

/**
 * PUT /union/organisations/{id}: name, type, region and whether active. An inactive organisation
 * is no longer offered for registration and takes no new player or volunteer applications; its
 * people, teams and applications already made stay as they are. Audited with before and after.
 */
export async function changeOrganisation(options: {
  db: Db;
  actor: Actor;
  input: { organisationId: number; changes: UnionOrganisationChanges };
  now: Date;
  requestId: string;
}): Promise<UnionOrganisationDetails> {
  const { db, actor, input, now } = options;
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
        requestId: options.requestId,
        details: {
          before: Object.fromEntries(changed.map((key) => [key, was[key]])),
          after: Object.fromEntries(changed.map((key) => [key, after[key]])),
        },
      });
    }
    return presentOrganisation(tx, before.id, now);
  });
}
