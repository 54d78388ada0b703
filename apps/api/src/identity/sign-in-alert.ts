/**
 * The e-mail to an account's owner after repeated failed sign-ins: what happened, that the account
 * is not locked, and how to choose a new password. Sent at most once per window per account.
 */
import type { Db } from '../db/client';
import type { Mailer, MailMessage } from '../lib/mailer';
import { escapeHtml } from '../lib/html';
import { type AccountRow } from '../domain/account/accounts';
import { findPerson } from '../domain/person/queries';

export function failedSignInsEmail(facts: {
  to: string;
  firstName: string | null;
  failures: number;
  forgotPasswordUrl: string;
}): MailMessage {
  const greeting = `Dear ${facts.firstName?.trim() || 'member'},`;
  const happened = `Someone has tried to sign in to your MyWRU account (${facts.to}) with a wrong password ${facts.failures} times recently.`;
  const notLocked =
    'Your account is not locked: you can still sign in with your password as usual. Further attempts with a wrong password are slowed down to protect it.';
  const ifYou = 'If this was you and you have forgotten your password, choose a new one here:';
  const ifNotYou =
    'If it was not you, nobody has signed in: your password was not accepted. If you use the same password on another website, or it is easy to guess, choose a new one.';
  return {
    to: facts.to,
    subject: 'Failed sign-ins to your MyWRU account',
    text: `${greeting}\n\n${happened}\n\n${notLocked}\n\n${ifYou}\n${facts.forgotPasswordUrl}\n\n${ifNotYou}`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(happened)}</p><p>${escapeHtml(notLocked)}</p>` +
      `<p>${escapeHtml(ifYou)} <a href="${escapeHtml(facts.forgotPasswordUrl)}">Choose a new password</a></p>` +
      `<p>${escapeHtml(ifNotYou)}</p>`,
  };
}

export async function sendFailedSignInsEmail(options: {
  db: Db;
  mailer: Mailer;
  account: AccountRow;
  failures: number;
  forgotPasswordUrl: string;
}): Promise<void> {
  const person = await findPerson(options.db, options.account.personId);
  await options.mailer.send(
    failedSignInsEmail({
      to: options.account.email,
      firstName: person?.firstName ?? null,
      failures: options.failures,
      forgotPasswordUrl: options.forgotPasswordUrl,
    }),
  );
}
