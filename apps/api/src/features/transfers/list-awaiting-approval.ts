import {
  type EndpointInput,
  type listTransfersAwaitingApprovalEndpoint,
  type TransferAwaitingApproval,
} from '@mywru/shared';
import { canActFor } from '../../domain/access/person-access';
import { findPerson } from '../../domain/person/queries';
import { listTransfersAwaitingPlayer, presentAwaitingApproval } from '../../domain/transfer/queries';
import { AppError } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case-context';

/**
 * GET /person/{wruId}/transfer/awaiting-approval: the transfers waiting for the person's approval,
 * for the person or their guardian; anyone else (whether or not the person exists) is refused.
 */
export async function listTransfersAwaitingApproval(
  context: UseCaseContext,
  input: EndpointInput<typeof listTransfersAwaitingApprovalEndpoint>,
): Promise<TransferAwaitingApproval[]> {
  const { db, actor } = context;
  const person = await findPerson(db, input.params.id);
  if (!person || !canActFor(actor, person)) throw new AppError('transfer.permission.player');
  return (await listTransfersAwaitingPlayer(db, [person.id])).map(presentAwaitingApproval);
}
