import { daysUntil, isExpiringSoon, dbsExpiringWindow, type ExpiringDbs } from '@mywru/shared';
import { auditDbsRead } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { findCertificateNumbers, listLatestExpiriesBetween } from './queries';

/** The list answers at most this many people (soonest expiry first). */
export const EXPIRING_DBS_LIMIT = 500;

/**
 * GET /union/dbs/expiring: people whose latest DBS check expires within 90 days (someone who
 * already holds a newer check is not listed), soonest first. Area dbs. The list shows each
 * person's certificate number, so it is a read of each listed DBS record: one 'dbs.read' audit
 * entry per person listed, in one transaction.
 */
export async function listExpiringDbs(context: UseCaseContext): Promise<ExpiringDbs[]> {
  const { db, actor, now, requestId } = context;
  const unionRoles = await requireUnionArea(db, actor, 'dbs');
  const { from, until } = dbsExpiringWindow(now);
  const rows = (await listLatestExpiriesBetween(db, from, until, EXPIRING_DBS_LIMIT)).filter(
    (row): row is typeof row & { expiry: string } => row.expiry !== null && isExpiringSoon(row.expiry, now),
  );
  const numbers = await findCertificateNumbers(db, rows);
  await db.transaction(async (tx) => {
    for (const row of rows) {
      await auditDbsRead(tx, {
        actor,
        now,
        requestId,
        organisationId: null,
        person: row.personId,
        details: { records: 1, list: 'expiring', unionRoles },
      });
    }
  });
  return rows.map((row) => ({
    person: { id: row.personId, firstName: row.firstName, lastName: row.lastName },
    certificateNumber: numbers.get(`${row.personId}|${row.expiry}`) ?? '',
    expiry: row.expiry,
    daysLeft: daysUntil(row.expiry, now),
  }));
}
