import { listPlayerApplicationsEndpoint } from '@mywru/shared';
import { endpointQuery } from '../../../../lib/endpoint-client';

/** `GET /api/person/{id}/application`: a person's player applications (Track Registrations reads the family's with useQueries). */
export function playerApplicationsQuery(personId: number) {
  return endpointQuery(listPlayerApplicationsEndpoint, { params: { id: personId } });
}
