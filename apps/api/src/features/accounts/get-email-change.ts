import type { EmailChangeStatus } from '@mywru/shared';
import { loadPersonForActor } from '../../domain/access/person-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { emailChangeStatusOf, type Issuer } from './email-change';

/** How my or my child's e-mail changes, and the change waiting for its link, if any. */
export async function getEmailChange(
  context: UseCaseContext,
  input: { personId: number; issuer: Issuer },
): Promise<EmailChangeStatus> {
  const person = await loadPersonForActor(context.db, context.actor, input.personId);
  return emailChangeStatusOf(context.db, person, input.issuer, context.now);
}
