import { daysUntil, DBS_EXPIRING_WITHIN_DAYS, isExpiringSoon, isoDay, type ExpiringDbs } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { requireUnionArea } from '../../lib/union-access';
import { findCertificateNumbers, listLatestExpiriesBetween } from './queries';

/** The list answers at most this many people (soonest expiry first). */
export const EXPIRING_DBS_LIMIT = 500;

/**
 * GET /union/dbs/expiring: people whose latest DBS check expires within 90 days (someone who
 * already holds a newer check is not listed), soonest first. Area dbs.
 */
export async function listExpiringDbs(options: { db: Db; actor: Actor; now: Date }): Promise<ExpiringDbs[]> {
  const { db, actor, now } = options;
  await requireUnionArea(db, actor, 'dbs');
  const today = isoDay(now);
  const until = isoDay(new Date(now.getTime() + DBS_EXPIRING_WITHIN_DAYS * 86_400_000));
  const rows = (await listLatestExpiriesBetween(db, today, until, EXPIRING_DBS_LIMIT)).filter(
    (row): row is typeof row & { expiry: string } => row.expiry !== null && isExpiringSoon(row.expiry, now),
  );
  const numbers = await findCertificateNumbers(db, rows);
  return rows.map((row) => ({
    person: { id: row.personId, firstName: row.firstName, lastName: row.lastName },
    certificateNumber: numbers.get(`${row.personId}|${row.expiry}`) ?? '',
    expiry: row.expiry,
    daysLeft: daysUntil(row.expiry, now),
  }));
}
