/**
 * Asking to change a sign-in e-mail. The request needs the requester's current password (the
 * guardian's own for a child who signs in), is throttled per account and per IP, stores a
 * single-use link (only its SHA-256) valid 24 hours, e-mails the link to the new address and a
 * notice to the old one, both in the account holder's language (emails.json, `emailChange.*`). A
 * newer request, or a password reset, supersedes a pending one. See
 * docs/decisions/018-sign-in-email-change.md.
 */
import {
  EMAIL_CHANGE_LINK_HOURS,
  personRuleProblems,
  REASONS,
  type EmailChangeRequest,
  type EmailChangeStatus,
} from '@mywru/shared';
import { emailChanges } from '../../db/schema';
import { loadPersonForActor } from '../../domain/access/person-access';
import { checkPassword } from '../../domain/account/accounts';
import { LIMITS, type AttemptCounter } from '../../domain/account/attempts';
import { hashLinkToken, newLinkToken } from '../../domain/account/link-tokens';
import {
  emailChangeMethod,
  emailTakenByOther,
  findAccountOfPerson,
  supersedeEmailChanges,
} from '../../domain/account/queries';
import { recordAudit } from '../../domain/audit/audit';
import { findPerson } from '../../domain/person/queries';
import { AppError } from '../../lib/app-error';
import { escapeHtml } from '../../lib/html';
import { languageOfPerson, translator } from '../../lib/i18n/translate';
import type { UseCaseContext } from '../../lib/use-case-context';
import { emailChangeStatusOf, emailTakenError, type Issuer } from './email-change';

export const EMAIL_CHANGE_LINK_TTL_MS = EMAIL_CHANGE_LINK_HOURS * 60 * 60 * 1000;

/** n***@example.test: enough for the owner to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}

const confirmLink = (publicUrl: string, token: string) => `${publicUrl}/confirm-email/${token}`;

export async function requestEmailChange(
  context: UseCaseContext,
  options: {
    personId: number;
    request: EmailChangeRequest;
    issuer: Issuer;
    publicUrl: string;
    attempts: AttemptCounter;
    ip: string;
  },
): Promise<EmailChangeStatus> {
  const { db, actor, now } = context;
  const input = options.request;
  const person = await loadPersonForActor(db, actor, options.personId);
  const method = await emailChangeMethod(db, person, options.issuer);
  if (method === 'issuer') throw new AppError('person.email_at_issuer');
  if (method === 'direct') {
    throw new AppError('account.email_change.contact_email');
  }

  // Every attempt counts, a wrong password included; the windows are fixed, so nobody is locked out for long.
  const [byAccount, byIp] = [
    await options.attempts.hit(`email-change-account:${actor.personId}`, LIMITS.emailChangePerAccount),
    await options.attempts.hit(`email-change-ip:${options.ip}`, LIMITS.emailChangePerIp),
  ];
  if (byAccount > LIMITS.emailChangePerAccount.max || byIp > LIMITS.emailChangePerIp.max) {
    throw new AppError('account.email_change.too_many');
  }

  // The requester's own password: the member's, or the guardian's for a child who signs in.
  const requesterAccount = await findAccountOfPerson(db, actor.personId);
  if (!(await checkPassword(requesterAccount, input.password))) {
    throw new AppError('account.wrong_password', {
      fieldErrors: { password: [REASONS['account.wrong_password'].en] },
    });
  }

  const account = await findAccountOfPerson(db, person.id);
  if (!account) throw new AppError('account.email_change.no_account');
  const email = input.email.trim();
  const problems = personRuleProblems(
    { email },
    { today: now, isChild: person.parentId !== null, heldDob: person.dob },
  );
  if (problems.email) {
    throw new AppError('account.email_invalid', { detail: problems.email, fieldErrors: { email: [problems.email] } });
  }
  if (email.toLowerCase() === account.email.toLowerCase()) {
    throw new AppError('account.email_unchanged', {
      fieldErrors: { email: [REASONS['account.email_unchanged'].en] },
    });
  }
  if (await emailTakenByOther(db, email, person.id)) {
    throw emailTakenError();
  }

  // Both e-mails are about this person's sign-in: written in the language on their record, or for a
  // child who has chosen none, in the guardian's.
  const guardian = person.parentId !== null && !person.language ? await findPerson(db, person.parentId) : null;
  const language = languageOfPerson(person.language ? person : guardian);
  const token = newLinkToken();
  const link = confirmLink(options.publicUrl, token);
  return db.transaction(async (tx) => {
    await supersedeEmailChanges(tx, account.id, now);
    await tx.insert(emailChanges).values({
      tokenHash: hashLinkToken(token),
      accountId: account.id,
      newEmail: email,
      requestedByPersonId: actor.personId,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LINK_TTL_MS),
      createdAt: now,
    });
    const t = translator(language);
    const hours = EMAIL_CHANGE_LINK_HOURS;
    const asked = t('emails:emailChange.confirm.asked', { memberId: person.id });
    const untilFollowed = t('emails:emailChange.confirm.untilFollowed');
    await context.mailer.send(
      {
        to: email,
        subject: t('emails:emailChange.confirm.subject'),
        text: `${asked}\n\n${t('emails:emailChange.confirm.openLink', { hours })}\n${link}\n\n${t('emails:emailChange.confirm.worksOnce')} ${untilFollowed}`,
        html: `<p>${escapeHtml(asked)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t('emails:emailChange.confirm.linkText'))}</a> ${escapeHtml(t('emails:emailChange.confirm.linkNote', { hours }))}</p><p>${escapeHtml(untilFollowed)}</p>`,
        language,
      },
      tx,
    );
    const requested = t('emails:emailChange.notice.requested', { email: maskEmail(email), hours });
    const ifNotYou = t('emails:emailChange.notice.ifNotYou');
    const resetLink = t('emails:emailChange.notice.resetLink');
    const stops = t('emails:emailChange.notice.stops');
    const forgot = `${options.publicUrl}/oidc/forgot-password`;
    await context.mailer.send(
      {
        to: account.email,
        subject: t('emails:emailChange.notice.subject'),
        text: `${requested}\n\n${ifNotYou} ${resetLink}${stops}\n${forgot}`,
        html: `<p>${escapeHtml(requested)}</p><p>${escapeHtml(ifNotYou)} <a href="${escapeHtml(forgot)}">${escapeHtml(resetLink)}</a>${escapeHtml(stops)}</p>`,
        language,
      },
      tx,
    );
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'account.email_change_requested',
      subjectType: 'account',
      subjectId: person.id,
      personId: person.id,
      requestId: context.requestId,
    });
    return emailChangeStatusOf(tx, person, options.issuer, now);
  });
}
