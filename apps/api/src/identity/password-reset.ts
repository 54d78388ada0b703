/**
 * Forgotten passwords: a single-use link valid for one hour is e-mailed when the account exists;
 * the caller always shows the same confirmation. Only the SHA-256 of the token is stored.
 * Completing a reset changes the hash, revokes the person's web sessions and provider sessions and
 * grants, and supersedes a pending change of the sign-in e-mail.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, passwordResets } from '../db/schema';
import type { Mailer } from '../lib/mailer';
import { recordAudit } from '../domain/audit/audit';
import { escapeHtml } from '../lib/html';
import { findAccountByEmail, hashPassword } from '../domain/account/accounts';
import { supersedeEmailChanges } from '../domain/account/queries';
import { hashLinkToken, newLinkToken } from '../domain/account/link-tokens';
import { endSignIns } from '../domain/account/sign-in-sessions';
import { findPerson } from '../domain/person/queries';
import { translator } from '../lib/i18n/translate';
import { supportedLanguageOf } from '@mywru/shared';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

export async function requestPasswordReset(options: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  email: string;
  now: Date;
  /** The language of the page the reset was asked from: the e-mail's when the person has chosen none. */
  language?: string | null;
}): Promise<void> {
  const account = await findAccountByEmail(options.db, options.email);
  if (!account) return;
  const person = await findPerson(options.db, account.personId);
  const language = supportedLanguageOf(person?.language ?? options.language);
  const t = translator(language);
  const token = newLinkToken();
  const link = `${options.publicUrl}/oidc/reset-password/${token}`;
  await options.db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      tokenHash: hashLinkToken(token),
      accountId: account.id,
      expiresAt: new Date(options.now.getTime() + RESET_LINK_TTL_MS),
    });
    await options.mailer.send(
      {
        to: account.email,
        subject: t('emails:passwordReset.subject'),
        text: t('emails:passwordReset.text', { link }),
        html: `<p>${escapeHtml(t('emails:passwordReset.intro'))}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t('emails:passwordReset.linkText'))}</a> ${escapeHtml(t('emails:passwordReset.linkNote'))}</p><p>${escapeHtml(t('emails:passwordReset.ignore'))}</p>`,
        language,
      },
      tx,
    );
  });
}

/** The account e-mail of a live, unused link; null when the link has expired or was used. */
export async function liveResetEmail(db: Db, token: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ email: accounts.email })
    .from(passwordResets)
    .innerJoin(accounts, eq(accounts.id, passwordResets.accountId))
    .where(
      and(
        eq(passwordResets.tokenHash, hashLinkToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .limit(1);
  return row?.email ?? null;
}

/** Uses the link once. Answers false when it has expired or was already used. */
export async function completePasswordReset(options: {
  db: Db;
  token: string;
  password: string;
  now: Date;
  requestId?: string;
}): Promise<boolean> {
  const passwordHash = await hashPassword(options.password);
  return options.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: options.now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashLinkToken(options.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, options.now),
        ),
      )
      .returning({ accountId: passwordResets.accountId });
    if (!reset) return false;
    const [account] = await tx
      .update(accounts)
      .set({ passwordHash, updatedAt: options.now })
      .where(eq(accounts.id, reset.accountId))
      .returning({ personId: accounts.personId });
    if (!account) return false;
    // Other links of the same account stop working too.
    await tx
      .update(passwordResets)
      .set({ usedAt: options.now })
      .where(and(eq(passwordResets.accountId, reset.accountId), isNull(passwordResets.usedAt)));
    // A pending change of the sign-in e-mail stops too: the notice of one tells its owner to reset.
    await supersedeEmailChanges(tx, reset.accountId, options.now);
    await endSignIns(tx, account.personId, options.now);
    await recordAudit(tx, {
      actorPersonId: account.personId,
      action: 'account.password_reset',
      subjectType: 'account',
      subjectId: account.personId,
      personId: account.personId,
      requestId: options.requestId ?? null,
    });
    return true;
  });
}
