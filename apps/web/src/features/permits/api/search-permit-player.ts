import type { PermitPlayerSearchQuery } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const permitsContracts = () => import('@mywru/shared/permits/endpoints');
export const searchPermitPlayerEndpoint = lazyEndpoint(
  'GET',
  '/api/person/search/validated-by-dob',
  async () => (await permitsContracts()).searchPermitPlayerEndpoint,
);

/**
 * `GET /api/person/search/validated-by-dob?dob=&lastName=&organisationId=&toOrganisationId=`: Select
 * Player's search, run when the form is sent (`criteria` set); a refusal carries its reason (no
 * match, not an active player there, not eligible, the same organisation).
 */
export function usePermitPlayerSearch(criteria: PermitPlayerSearchQuery | null) {
  return useQuery({
    ...endpointQuery(searchPermitPlayerEndpoint, {
      query: criteria ?? { dob: '', lastName: '', organisationId: 0, toOrganisationId: 0 },
    }),
    enabled: criteria !== null,
    retry: false,
  });
}
