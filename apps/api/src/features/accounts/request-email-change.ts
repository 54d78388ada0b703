/**
 * Asking to change a sign-in e-mail. The request needs the requester's current password (the
 * guardian's own for a child who signs in), is throttled per account and per IP, stores a
 * single-use link (only its SHA-256) valid 24 hours, e-mails the link to the new address and a
 * notice to the old one. A newer request, or a password reset, supersedes a pending one. See
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
import { AppError } from '../../lib/app-error';
import { escapeHtml } from '../../lib/html';
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
    await context.mailer.send(
      {
        to: email,
        subject: 'Confirm your new MyWRU e-mail address',
        text: `Someone asked to use this address to sign in to a MyWRU account (member ID ${person.id}).\n\nTo confirm it, open this link within ${EMAIL_CHANGE_LINK_HOURS} hours:\n${link}\n\nThe link works once. Until it is followed, the account keeps signing in with its current address. If you did not expect this, ignore this e-mail.`,
        html: `<p>Someone asked to use this address to sign in to a MyWRU account (member ID ${person.id}).</p><p><a href="${escapeHtml(link)}">Confirm this e-mail address</a> (the link works once, within ${EMAIL_CHANGE_LINK_HOURS} hours).</p><p>Until it is followed, the account keeps signing in with its current address. If you did not expect this, ignore this e-mail.</p>`,
      },
      tx,
    );
    const masked = maskEmail(email);
    const forgot = `${options.publicUrl}/oidc/forgot-password`;
    await context.mailer.send(
      {
        to: account.email,
        subject: 'Your MyWRU e-mail address is being changed',
        text: `Someone asked to change the e-mail of your MyWRU account to ${masked}. It changes only when the link sent to that address is followed, within ${EMAIL_CHANGE_LINK_HOURS} hours.\n\nIf this was not you, reset your password now: this stops the change and signs out every device.\n${forgot}`,
        html: `<p>Someone asked to change the e-mail of your MyWRU account to ${escapeHtml(masked)}. It changes only when the link sent to that address is followed, within ${EMAIL_CHANGE_LINK_HOURS} hours.</p><p>If this was not you, <a href="${escapeHtml(forgot)}">reset your password now</a>: this stops the change and signs out every device.</p>`,
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
