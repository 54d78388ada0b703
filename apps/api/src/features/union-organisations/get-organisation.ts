import type { UnionOrganisationDetails } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { auditChildRecordReads } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { presentOrganisation } from './present';

/**
 * GET /union/organisations/{id}: name, type, region, active, team parents with variations, current
 * office holders. A child among the office holders is an audited read ('child-record.read').
 */
export async function getOrganisation(options: {
  db: Db;
  actor: Actor;
  organisationId: number;
  now: Date;
  requestId: string;
}): Promise<UnionOrganisationDetails> {
  await requireUnionArea(options.db, options.actor, 'organisations');
  const organisation = await presentOrganisation(options.db, options.organisationId, options.now);
  await auditChildRecordReads(options.db, {
    actor: options.actor,
    now: options.now,
    requestId: options.requestId,
    organisationId: organisation.id,
    people: [...new Set(organisation.officeHolders.map((holder) => holder.person.id))],
    record: 'office-holders',
  });
  return organisation;
}
