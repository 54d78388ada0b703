import type { UnionOrganisationDetails } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { requireUnionArea } from '../../lib/union-access';
import { presentOrganisation } from './present';

/** GET /union/organisations/{id}: name, type, region, active, team parents with variations, current office holders. */
export async function getOrganisation(options: {
  db: Db;
  actor: Actor;
  organisationId: number;
  now: Date;
}): Promise<UnionOrganisationDetails> {
  await requireUnionArea(options.db, options.actor, 'organisations');
  return presentOrganisation(options.db, options.organisationId, options.now);
}
