import type { EndpointInput, getPlayerApplicationEndpoint, PlayerApplication } from '@mywru/shared';
import { AppError } from '../../../lib/app-error';
import { canActFor } from '../../../domain/access/person-access';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { presentPlayerApplications } from '../present';
import { findPlayerApplicationRow } from '../queries';

/** GET /playing-registration/{id}: one playing application, mine or my child's (403 otherwise, existing or not). */
export async function getPlayerApplication(
  context: UseCaseContext,
  input: EndpointInput<typeof getPlayerApplicationEndpoint>,
): Promise<PlayerApplication> {
  const row = await findPlayerApplicationRow(context.db, input.params.id);
  if (!row || !canActFor(context.actor, { id: row.personId, parentId: row.parentId })) throw AppError.forbidden();
  const [application] = await presentPlayerApplications(context.db, [row]);
  if (!application) throw AppError.forbidden();
  return application;
}
