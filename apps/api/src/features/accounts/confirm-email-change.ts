import type { EmailChangeConfirmed } from '@mywru/shared';
import { eq } from 'drizzle-orm';
import { accounts, emailChanges, persons, webSessions } from '../../db/schema';
import { hashLinkToken } from '../../domain/account/link-tokens';
import { emailTakenByOther, supersedeEmailChanges } from '../../domain/account/queries';
import { endSignIns } from '../../domain/account/sign-in-sessions';
import { recordAudit } from '../../domain/audit/audit';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { UseCaseContext } from '../../lib/use-case-context';
import { emailTakenError } from './email-change';

/**
 * Follows a link: asks nothing more and works signed in or not. The session that follows it, when
 * it is the person's own, stays signed in; every other sign-in of the person ends.
 */
export async function confirmEmailChange(
  context: UseCaseContext<Actor | null>,
  options: { token: string; currentSessionIdHash: string | null },
): Promise<EmailChangeConfirmed> {
  const { now } = context;
  try {
    return await context.db.transaction(async (tx) => {
      const [change] = await tx
        .select()
        .from(emailChanges)
        .where(eq(emailChanges.tokenHash, hashLinkToken(options.token)))
        .for('update')
        .limit(1);
      if (!change) throw new AppError('account.link.invalid');
      if (change.usedAt) throw new AppError('account.link.used');
      if (change.supersededAt) throw new AppError('account.link.superseded');
      if (change.expiresAt.getTime() <= now.getTime()) throw new AppError('account.link.expired');
      const [account] = await tx.select().from(accounts).where(eq(accounts.id, change.accountId)).limit(1);
      if (!account) throw new AppError('account.link.invalid');
      if (await emailTakenByOther(tx, change.newEmail, account.personId)) {
        throw emailTakenError();
      }
      await tx.update(emailChanges).set({ usedAt: now }).where(eq(emailChanges.tokenHash, change.tokenHash));
      await supersedeEmailChanges(tx, account.id, now);
      await tx.update(accounts).set({ email: change.newEmail, updatedAt: now }).where(eq(accounts.id, account.id));
      await tx.update(persons).set({ email: change.newEmail, updatedAt: now }).where(eq(persons.id, account.personId));

      const [current] = options.currentSessionIdHash
        ? await tx
            .select({ idHash: webSessions.idHash, personId: webSessions.personId })
            .from(webSessions)
            .where(eq(webSessions.idHash, options.currentSessionIdHash))
            .limit(1)
        : [];
      const keep = current?.personId === account.personId ? current.idHash : null;
      await endSignIns(tx, account.personId, now, { keepWebSessionIdHash: keep });
      if (keep) await tx.update(webSessions).set({ email: change.newEmail }).where(eq(webSessions.idHash, keep));

      await recordAudit(tx, {
        actorPersonId: account.personId,
        action: 'account.email_changed',
        subjectType: 'account',
        subjectId: account.personId,
        personId: account.personId,
        requestId: context.requestId,
        details: { requestedBy: change.requestedByPersonId },
      });
      return { email: change.newEmail };
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw emailTakenError();
    }
    throw err;
  }
}
