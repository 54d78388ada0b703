import type { Qualification } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { loadPersonInOrganisation } from './person-in-organisation';
import { listQualificationRows } from '../../lib/person-records';

/** GET /organisation/{organisationId}/people/{wruId}/qualifications: a member's qualifications that have not been ended. */
export async function listPersonQualifications(options: {
  db: DbOrTx;
  actor: Actor;
  input: { organisationId: number; wruId: number };
  now: Date;
}): Promise<Qualification[]> {
  const { person } = await loadPersonInOrganisation(options.db, options.actor, options.input, options.now);
  return listQualificationRows(options.db, person.id);
}
