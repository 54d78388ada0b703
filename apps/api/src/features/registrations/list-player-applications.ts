import type { PlayerApplication } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { canActFor, loadPersonForActor } from '../../domain/access/person-access';
import { presentPlayerApplications } from './present';
import { findPlayerApplicationRow, listPlayerApplicationRows } from './queries';

/** GET /person/{id}/application: my own or my child's playing applications, newest first. */
export async function listPlayerApplications(options: { db: DbOrTx; actor: Actor; input: { id: number } }): Promise<PlayerApplication[]> {
  await loadPersonForActor(options.db, options.actor, options.input.id);
  const rows = await listPlayerApplicationRows(options.db, options.input.id);
  return presentPlayerApplications(options.db, rows);
}

/** GET /playing-registration/{id}: one playing application, mine or my child's (403 otherwise, existing or not). */
export async function getPlayerApplication(options: { db: DbOrTx; actor: Actor; input: { id: number } }): Promise<PlayerApplication> {
  const row = await findPlayerApplicationRow(options.db, options.input.id);
  if (!row || !canActFor(options.actor, { id: row.personId, parentId: row.parentId })) throw AppError.forbidden();
  const [application] = await presentPlayerApplications(options.db, [row]);
  if (!application) throw AppError.forbidden();
  return application;
}
