import type { UnionPersonQualifications } from '@mywru/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const qualificationsContracts = () => import('@mywru/shared/qualifications/endpoints');
const listQualificationsForUnionEndpoint = lazyEndpoint(
  'GET',
  '/api/union/people/:id/qualifications',
  async () => (await qualificationsContracts()).listQualificationsForUnionEndpoint,
);

/** `GET /api/union/people/{id}/qualifications`: the person and every qualification, ended ones too. */
export function personQualificationsQuery(personId: number) {
  return endpointQuery(listQualificationsForUnionEndpoint, { params: { id: personId } });
}

export function usePersonQualifications(personId: number, enabled: boolean) {
  return useQuery({
    ...personQualificationsQuery(personId),
    enabled: enabled && Number.isInteger(personId) && personId > 0,
  });
}

/** A change answers the person's qualifications afterwards: they replace the list read before. */
export function showQualifications(queryClient: QueryClient, answer: UnionPersonQualifications) {
  queryClient.setQueryData(personQualificationsQuery(answer.person.id).queryKey, answer);
}

/** A refused change (ended or gone meanwhile): the list is read again to show how it stands. */
export function refreshQualifications(queryClient: QueryClient, personId: number) {
  return queryClient.invalidateQueries({ queryKey: personQualificationsQuery(personId).queryKey });
}
