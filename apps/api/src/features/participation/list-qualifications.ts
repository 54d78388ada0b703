import type { Qualification } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { loadPersonForActor } from '../../domain/access/person-access';
import { listQualificationRows } from '../../domain/person/records';

/** GET /person/{id}/qualifications: my own or my child's qualifications that have not been ended. */
export async function listQualifications(options: { db: DbOrTx; actor: Actor; input: { id: number } }): Promise<Qualification[]> {
  const person = await loadPersonForActor(options.db, options.actor, options.input.id);
  return listQualificationRows(options.db, person.id);
}
