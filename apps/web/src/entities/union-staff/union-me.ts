import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../lib/endpoint-client';

const backOfficeContracts = () => import('@mywru/shared/back-office/endpoints');
const getUnionMeEndpoint = lazyEndpoint(
  'GET',
  '/api/union/me',
  async () => (await backOfficeContracts()).getUnionMeEndpoint,
);

/** `GET /api/union/me`: the caller's union roles and the back-office areas they reach (403 for anyone else). */
export const unionMeQuery = endpointQuery(getUnionMeEndpoint);

export function useUnionMe() {
  return useQuery(unionMeQuery);
}
