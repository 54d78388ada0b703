import { sexValueOf } from '@mywru/shared';
import type { PlayerApplication } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import { presentPlayerApplications as presentPlayerApplicationRows } from '../../domain/player-application/history';
import type { PlayerApplicationRow } from './queries';

/** The wire value of a sex id (the spec's codes), or the id itself when it is not one of them. */
export function sexValue(sexId: number): string {
  return sexValueOf(sexId) || String(sexId);
}

/** Player application rows as Track Registrations reads them, with their status history. */
export async function presentPlayerApplications(
  db: DbOrTx,
  rows: readonly PlayerApplicationRow[],
): Promise<PlayerApplication[]> {
  return (await presentPlayerApplicationRows(db, rows)).map(({ application }) => application);
}
