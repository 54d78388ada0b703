/**
 * The e-mail to an account's owner after repeated failed sign-ins: what happened, that the account
 * is not locked, and how to choose a new password, in the owner's language. Sent at most once per
 * window per account.
 */
import { supportedLanguageOf } from '@mywru/shared';
import type { Db } from '../db/client';
import type { Mailer, MailMessage } from '../lib/mailer';
import { escapeHtml } from '../lib/html';
import { languageOfPerson, translator } from '../lib/i18n/translate';
import { type AccountRow } from '../domain/account/accounts';
import { findPerson } from '../domain/person/queries';

export function failedSignInsEmail(facts: {
  to: string;
  firstName: string | null;
  failures: number;
  forgotPasswordUrl: string;
  /** The owner's language (English unless told). */
  language?: string | null;
}): MailMessage {
  const t = translator(facts.language);
  const greeting = t('emails:letter.dear', { name: facts.firstName?.trim() || t('emails:member') });
  const happened = t('emails:signInAlert.happened', { email: facts.to, failures: facts.failures });
  const notLocked = t('emails:signInAlert.notLocked');
  const ifYou = t('emails:signInAlert.ifYou');
  const ifNotYou = t('emails:signInAlert.ifNotYou');
  return {
    to: facts.to,
    subject: t('emails:signInAlert.subject'),
    text: `${greeting}\n\n${happened}\n\n${notLocked}\n\n${ifYou}\n${facts.forgotPasswordUrl}\n\n${ifNotYou}`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(happened)}</p><p>${escapeHtml(notLocked)}</p>` +
      `<p>${escapeHtml(ifYou)} <a href="${escapeHtml(facts.forgotPasswordUrl)}">${escapeHtml(t('emails:passwordReset.linkText'))}</a></p>` +
      `<p>${escapeHtml(ifNotYou)}</p>`,
    language: supportedLanguageOf(facts.language),
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
      language: languageOfPerson(person),
    }),
  );
}
