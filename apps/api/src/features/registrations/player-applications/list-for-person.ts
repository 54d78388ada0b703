import type { EndpointInput, listPlayerApplicationsEndpoint, PlayerApplication } from '@mywru/shared';
import { loadPersonForActor } from '../../../domain/access/person-access';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { presentPlayerApplications } from '../present';
import { listPlayerApplicationRows } from '../queries';

/** GET /person/{id}/application: my own or my child's playing applications, newest first. */
export async function listPlayerApplications(
  context: UseCaseContext,
  input: EndpointInput<typeof listPlayerApplicationsEndpoint>,
): Promise<PlayerApplication[]> {
  await loadPersonForActor(context.db, context.actor, input.params.id);
  const rows = await listPlayerApplicationRows(context.db, input.params.id);
  return presentPlayerApplications(context.db, rows);
}
