/**
 * Changing a sign-in e-mail, as a request and a confirmation. The request needs the requester's
 * current password (the guardian's own for a child who signs in), is throttled per account and per
 * IP, stores a single-use link (only its SHA-256) valid 24 hours, e-mails the link to the new address
 * and a notice to the old one. Following the link changes the account's and the person's e-mail in
 * one transaction and ends the person's other sign-ins. A newer request, or a password reset,
 * supersedes a pending one. See docs/decisions/018-sign-in-email-change.md.
 */
import {
  EMAIL_CHANGE_LINK_HOURS,
  messages,
  personRuleProblems,
  type EmailChangeRequest,
  type EmailChangeStatus,
} from '@mywru/shared';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { accounts, emailChanges, persons, webSessions } from '../db/schema';
import type { Mailer } from '../lib/mailer';
import { emailChangeMethod, emailTakenByOther, findAccountOfPerson } from '../features/people/queries';
import { SIGN_IN_EMAIL_REFUSALS } from '../features/people/update-person';
import type { Actor } from '../lib/actor';
import { AppError } from '../lib/app-error';
import { recordAudit } from '../domain/audit/audit';
import { isUniqueViolation } from '../lib/db-errors';
import { escapeHtml } from '../lib/html';
import { loadPersonForActor } from '../domain/access/person-access';
import { checkPassword } from './accounts';
import { LIMITS, type AttemptCounter } from './attempts';
import { hashLinkToken, newLinkToken } from './link-tokens';
import { endSignIns } from './sign-in-sessions';
import type { PersonRow } from '../domain/person/queries';

export const EMAIL_CHANGE_LINK_TTL_MS = EMAIL_CHANGE_LINK_HOURS * 60 * 60 * 1000;
export const WRONG_PASSWORD = 'The password is not correct';
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

type Issuer = 'embedded' | 'external';

/** n***@example.test: enough for the owner to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}

const confirmLink = (publicUrl: string, token: string) => `${publicUrl}/confirm-email/${token}`;

async function livePending(db: DbOrTx, accountId: number, now: Date) {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.accountId, accountId),
        isNull(emailChanges.usedAt),
        isNull(emailChanges.supersededAt),
        gt(emailChanges.expiresAt, now),
      ),
    )
    .orderBy(desc(emailChanges.createdAt))
    .limit(1);
  return row ?? null;
}

async function statusOf(db: DbOrTx, person: PersonRow, issuer: Issuer, now: Date): Promise<EmailChangeStatus> {
  const method = await emailChangeMethod(db, person, issuer);
  const account = method === 'confirm' ? await findAccountOfPerson(db, person.id) : null;
  const pending = account ? await livePending(db, account.id, now) : null;
  return {
    method,
    pendingEmail: pending?.newEmail ?? null,
    pendingExpiresAt: pending?.expiresAt.toISOString() ?? null,
  };
}

/** How my or my child's e-mail changes, and the change waiting for its link, if any. */
export async function getEmailChangeStatus(options: {
  db: Db;
  actor: Actor;
  personId: number;
  issuer: Issuer;
  now: Date;
}): Promise<EmailChangeStatus> {
  const person = await loadPersonForActor(options.db, options.actor, options.personId);
  return statusOf(options.db, person, options.issuer, options.now);
}

/** Supersedes the live links of an account (a newer request, a password reset, a confirmation). */
export async function supersedeEmailChanges(db: DbOrTx, accountId: number, now: Date): Promise<void> {
  await db
    .update(emailChanges)
    .set({ supersededAt: now })
    .where(and(eq(emailChanges.accountId, accountId), isNull(emailChanges.usedAt), isNull(emailChanges.supersededAt)));
}

export async function requestEmailChange(options: {
  db: Db;
  mailer: Mailer;
  attempts: AttemptCounter;
  publicUrl: string;
  issuer: Issuer;
  actor: Actor;
  ip: string;
  personId: number;
  input: EmailChangeRequest;
  now: Date;
  requestId: string;
}): Promise<EmailChangeStatus> {
  const { db, actor, now, input } = options;
  const person = await loadPersonForActor(db, actor, options.personId);
  const method = await emailChangeMethod(db, person, options.issuer);
  if (method === 'issuer') throw AppError.conflict(SIGN_IN_EMAIL_REFUSALS.issuer);
  if (method === 'direct') {
    throw AppError.conflict(
      'This e-mail is not used to sign in: change it with the personal details (PATCH /api/person/{id})',
    );
  }

  // Every attempt counts, a wrong password included; the windows are fixed, so nobody is locked out for long.
  const [byAccount, byIp] = [
    await options.attempts.hit(`email-change-account:${actor.personId}`, LIMITS.emailChangePerAccount),
    await options.attempts.hit(`email-change-ip:${options.ip}`, LIMITS.emailChangePerIp),
  ];
  if (byAccount > LIMITS.emailChangePerAccount.max || byIp > LIMITS.emailChangePerIp.max) {
    throw AppError.legacy('rate_limited', TOO_MANY);
  }

  // The requester's own password: the member's, or the guardian's for a child who signs in.
  const requesterAccount = await findAccountOfPerson(db, actor.personId);
  if (!(await checkPassword(requesterAccount, input.password))) {
    throw AppError.legacy('validation_failed', WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
  }

  const account = await findAccountOfPerson(db, person.id);
  if (!account) throw AppError.conflict('This e-mail is not used to sign in');
  const email = input.email.trim();
  const problems = personRuleProblems(
    { email },
    { today: now, isChild: person.parentId !== null, heldDob: person.dob },
  );
  if (problems.email) throw AppError.legacy('validation_failed', problems.email, { email: [problems.email] });
  if (email.toLowerCase() === account.email.toLowerCase()) {
    const same = 'This is already the e-mail used to sign in';
    throw AppError.legacy('validation_failed', same, { email: [same] });
  }
  if (await emailTakenByOther(db, email, person.id)) {
    throw AppError.legacy('duplicate_email', messages.duplicateEmail, { email: [messages.duplicateEmail] });
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
    await options.mailer.send(
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
    await options.mailer.send(
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
      requestId: options.requestId,
    });
    return statusOf(tx, person, options.issuer, now);
  });
}

/**
 * Follows a link: asks nothing more and works signed in or not. The session that follows it, when
 * it is the person's own, stays signed in; every other sign-in of the person ends.
 */
export async function confirmEmailChange(options: {
  db: Db;
  token: string;
  now: Date;
  currentSessionIdHash: string | null;
  requestId: string;
}): Promise<{ email: string }> {
  const { now } = options;
  try {
    return await options.db.transaction(async (tx) => {
      const [change] = await tx
        .select()
        .from(emailChanges)
        .where(eq(emailChanges.tokenHash, hashLinkToken(options.token)))
        .for('update')
        .limit(1);
      if (!change) throw AppError.notFound('This link is not valid');
      if (change.usedAt) throw AppError.legacy('link_used', 'This link has already been used');
      if (change.supersededAt)
        throw AppError.legacy('link_superseded', 'A newer request or a password change replaced this link');
      if (change.expiresAt.getTime() <= now.getTime()) throw AppError.legacy('link_expired', 'This link has expired');
      const [account] = await tx.select().from(accounts).where(eq(accounts.id, change.accountId)).limit(1);
      if (!account) throw AppError.notFound('This link is not valid');
      if (await emailTakenByOther(tx, change.newEmail, account.personId)) {
        throw AppError.legacy('duplicate_email', messages.duplicateEmail, { email: [messages.duplicateEmail] });
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
        requestId: options.requestId,
        details: { requestedBy: change.requestedByPersonId },
      });
      return { email: change.newEmail };
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw AppError.legacy('duplicate_email', messages.duplicateEmail, { email: [messages.duplicateEmail] });
    }
    throw err;
  }
}
