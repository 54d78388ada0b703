import { REASONS, type EmailChangeStatus } from '@mywru/shared';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailChanges } from '../../db/schema';
import { emailChangeMethod, findAccountOfPerson } from '../../domain/account/queries';
import type { PersonRow } from '../../domain/person/queries';
import { AppError } from '../../lib/app-error';

export type Issuer = 'embedded' | 'external';

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

/** How a person's e-mail changes, and the change waiting for its link, if any. */
export async function emailChangeStatusOf(
  db: DbOrTx,
  person: PersonRow,
  issuer: Issuer,
  now: Date,
): Promise<EmailChangeStatus> {
  const method = await emailChangeMethod(db, person, issuer);
  const account = method === 'confirm' ? await findAccountOfPerson(db, person.id) : null;
  const pending = account ? await livePending(db, account.id, now) : null;
  return {
    method,
    pendingEmail: pending?.newEmail ?? null,
    pendingExpiresAt: pending?.expiresAt.toISOString() ?? null,
  };
}

/** The spec's refusal of an e-mail another person or account already uses. */
export function emailTakenError(): AppError {
  return new AppError('account.email_taken', { fieldErrors: { email: [REASONS['account.email_taken'].en] } });
}
