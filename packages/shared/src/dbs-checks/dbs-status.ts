import { z } from 'zod';
import { compareDays, unionDay } from '../fields/fields';

export const DbsStatusSchema = z.enum(['valid', 'pending', 'invalid', 'none']);
export type DbsStatus = z.infer<typeof DbsStatusSchema>;

export interface DbsFacts {
  hasInvalidDbs: boolean;
  hasActiveApplication: boolean;
  /** Expiry dates (YYYY-MM-DD) of the person's DBS records. */
  expiries: readonly string[];
}

/**
 * `invalid` if flagged invalid; `valid` if a record has not expired; `pending` if an application
 * is active; else `none`. A record expiring today is still valid today.
 */
export function dbsStatus(facts: DbsFacts, today: Date): DbsStatus {
  if (facts.hasInvalidDbs) return 'invalid';
  const todayIso = unionDay(today);
  if (facts.expiries.some((expiry) => compareDays(expiry, todayIso) >= 0)) return 'valid';
  if (facts.hasActiveApplication) return 'pending';
  return 'none';
}
