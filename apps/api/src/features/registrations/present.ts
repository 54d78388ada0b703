import type { PlayerApplication } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import { presentPlayerApplications as presentPlayerApplicationRows } from '../../domain/player-application/history';
import type { PlayerApplicationRow } from './queries';

const SEX_VALUES: Record<number, string> = { 1: 'Male', 2: 'Female' };

/** The wire value of a sex id (1 male, 2 female). */
export function sexValue(sexId: number): string {
  return SEX_VALUES[sexId] ?? String(sexId);
}

/** Player application rows as Track Registrations reads them, with their status history. */
export async function presentPlayerApplications(
  db: DbOrTx,
  rows: readonly PlayerApplicationRow[],
): Promise<PlayerApplication[]> {
  return (await presentPlayerApplicationRows(db, rows)).map(({ application }) => application);
}
