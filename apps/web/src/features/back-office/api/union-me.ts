import { getUnionMeEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/** A refusal the page answers with its permission message: one rule for every page. */
export { isPermissionRefusal } from '../../../lib/api-client';

/** `GET /api/union/me`: the caller's union roles and the back-office areas they reach (403 for anyone else). */
export function unionMeQuery() {
  return endpointQuery(getUnionMeEndpoint);
}

export function useUnionMe() {
  return useQuery(unionMeQuery());
}
