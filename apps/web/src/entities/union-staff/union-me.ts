import { getUnionMeEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/endpoint-client';

/** `GET /api/union/me`: the caller's union roles and the back-office areas they reach (403 for anyone else). */
export const unionMeQuery = endpointQuery(getUnionMeEndpoint);

export function useUnionMe() {
  return useQuery(unionMeQuery);
}
