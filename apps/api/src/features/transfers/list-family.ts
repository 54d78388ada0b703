import { FAMILY_TRANSFERS_ENDED_WITHIN_DAYS, type FamilyTransfer } from '@mywru/shared';
import type { UseCaseContext } from '../../lib/use-case-context';
import { presentFamilyTransfer } from './present';
import { listFamilyIds, listFamilyTransfers } from './queries';

/**
 * GET /transfer/family: "Your transfers" on /actions. The caller's and their children's transfers
 * that are open or ended in the last 90 days, newest first; only the caller's family is read.
 */
export async function listTransfersOfFamily(context: UseCaseContext): Promise<FamilyTransfer[]> {
  const { db, actor, now } = context;
  const family = await listFamilyIds(db, actor.personId);
  const since = new Date(now.getTime() - FAMILY_TRANSFERS_ENDED_WITHIN_DAYS * 24 * 60 * 60 * 1000);
  const rows = await listFamilyTransfers(
    db,
    family.map((person) => person.id),
    since,
  );
  return rows.map((row) => presentFamilyTransfer(row, now, actor.personId));
}
