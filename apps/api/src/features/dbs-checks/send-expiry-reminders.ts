/**
 * The scheduled DBS expiry reminders: every holder of a check expiring within 90 days is e-mailed
 * 90 and 30 days before it expires, once each. A run claims a reminder in the same transaction as
 * the e-mail it writes to the outbox, so running twice (or on two servers) never sends twice; a run
 * missed for some days catches up with one e-mail for the nearest reminder owed.
 */
import { daysUntil, dbsRemindersOwed, dbsExpiringWindow } from '@mywru/shared';
import { recordAudit } from '../../domain/audit/audit';
import { findPerson } from '../../domain/person/queries';
import { registrationRecipient } from '../../domain/registration/emails';
import { listLatestDbsChecksExpiringBetween } from '../../domain/person/records';
import type { UseCaseContext } from '../../lib/use-case-context';
import { dbsExpiryReminderEmail } from './expiry-email';
import { claimReminders, listRemindersSent } from './queries';

/** Sends the reminders owed today; answers how many e-mails were written. Run by the scheduler, so no one is signed in. */
export async function sendDbsExpiryReminders(context: UseCaseContext<null>): Promise<number> {
  const { db, now, mailer } = context;
  const { from, until } = dbsExpiringWindow(now);
  const checks = await listLatestDbsChecksExpiringBetween(db, from, until);
  const sent = await listRemindersSent(
    db,
    checks.map((check) => check.id),
  );
  let emails = 0;
  for (const check of checks) {
    const owed = dbsRemindersOwed(check.expiry, now).filter(
      (days) => !sent.some((row) => row.dbsRecordId === check.id && row.daysBefore === days),
    );
    if (owed.length === 0) continue;
    const wrote = await db.transaction(async (tx) => {
      const person = await findPerson(tx, check.personId);
      const recipient = person ? await registrationRecipient(tx, person) : null;
      // Without an address nothing is claimed: the reminder goes once someone can receive it.
      if (!person || !recipient) return false;
      const claimed = await claimReminders(tx, check.id, owed, now);
      if (claimed.length === 0) return false;
      await mailer.send(
        dbsExpiryReminderEmail({
          recipient,
          person,
          expiry: check.expiry,
          daysLeft: daysUntil(check.expiry, now),
        }),
        tx,
      );
      await recordAudit(tx, {
        actorPersonId: null,
        action: 'dbs_expiry_reminder_sent',
        subjectType: 'dbs_record',
        subjectId: check.id,
        personId: check.personId,
        details: { expiry: check.expiry, daysBefore: claimed, to: recipient.isGuardian ? 'guardian' : 'holder' },
      });
      return true;
    });
    if (wrote) emails += 1;
  }
  return emails;
}
