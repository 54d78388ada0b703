import { endpointQuery, lazyEndpoint } from '../../../../lib/endpoint-client';

const registrationsContracts = () => import('@mywru/shared/registrations/endpoints');
const listPlayerApplicationsEndpoint = lazyEndpoint(
  'GET',
  '/api/person/:id/application',
  async () => (await registrationsContracts()).listPlayerApplicationsEndpoint,
);

/** `GET /api/person/{id}/application`: a person's player applications (Track Registrations reads the family's with useQueries). */
export function playerApplicationsQuery(personId: number) {
  return endpointQuery(listPlayerApplicationsEndpoint, { params: { id: personId } });
}
