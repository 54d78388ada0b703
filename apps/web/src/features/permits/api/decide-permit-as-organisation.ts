import { useQueryClient } from '@tanstack/react-query';
import { lazyEndpoint, useEndpointMutation } from '../../../lib/endpoint-client';
import { organisationPermitsKey } from './organisation-permits';

const permitsContracts = () => import('@mywru/shared/permits/endpoints');
const decidePermitAsOrganisationEndpoint = lazyEndpoint(
  'PUT',
  '/api/permit/:id/organisation/:organisationId/decision',
  async () => (await permitsContracts()).decidePermitAsOrganisationEndpoint,
);

/**
 * `PUT /api/permit/{id}/organisation/{organisationId}/decision`: the sending organisation approves (1)
 * or rejects (2). Its lists are refreshed after it, and after a 409 (decided meanwhile, overridden by
 * the union, cancelled or kicked off), so the row shows what stands.
 */
export function useDecidePermitAsOrganisation(organisationId: number) {
  const queryClient = useQueryClient();
  return useEndpointMutation(decidePermitAsOrganisationEndpoint, {
    invalidates: () => [organisationPermitsKey(organisationId)],
    onError: (error) => {
      if (error.status === 409)
        void queryClient.invalidateQueries({ queryKey: organisationPermitsKey(organisationId) });
    },
  });
}
