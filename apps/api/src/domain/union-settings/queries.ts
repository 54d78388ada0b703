/**
 * The union's settings: one row (`union_settings`, migration 0006), each setting with the default
 * its migration sets. The back office reads and changes it; transfers read the season limit, permits the per-fixture limit.
 */
import type { UnionSettings } from '@mywru/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { unionSettings } from '../../db/schema';

const columns = { maxTransferredPlayers: unionSettings.maxTransferredPlayers, permitLimit: unionSettings.permitLimit };

/** The union's settings as they stand. */
export async function readUnionSettings(db: DbOrTx): Promise<UnionSettings> {
  const [row] = await db.select(columns).from(unionSettings).limit(1);
  if (!row) throw new Error('the union_settings row is missing (migration 0006 inserts it)');
  return row;
}

/** The settings row locked for a change in this transaction: two changes at once are applied one after the other. */
export async function lockUnionSettings(tx: Tx): Promise<UnionSettings> {
  const [row] = await tx.select(columns).from(unionSettings).limit(1).for('update');
  if (!row) throw new Error('the union_settings row is missing (migration 0006 inserts it)');
  return row;
}

/** Writes every setting, with who changed them and when; answers the settings as stored. */
export async function writeUnionSettings(
  tx: Tx,
  settings: UnionSettings,
  change: { by: number; at: Date },
): Promise<UnionSettings> {
  const [row] = await tx
    .update(unionSettings)
    .set({ maxTransferredPlayers: settings.maxTransferredPlayers, permitLimit: settings.permitLimit, updatedBy: change.by, updatedAt: change.at })
    .returning(columns);
  if (!row) throw new Error('the union_settings row is missing (migration 0006 inserts it)');
  return row;
}
