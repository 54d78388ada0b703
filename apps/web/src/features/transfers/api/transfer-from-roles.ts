import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const transfersContracts = () => import('@mywru/shared/transfers/endpoints');
const listTransferFromRolesEndpoint = lazyEndpoint(
  'GET',
  '/api/person/:id/transfer/roles',
  async () => (await transfersContracts()).listTransferFromRolesEndpoint,
);

/** `GET /api/person/{id}/transfer/roles`: the person's registered playing roles, the from-teams of Select Teams. */
export function useTransferFromRoles(wruId: number, lastName: string, organisationId: number) {
  return useQuery(
    endpointQuery(listTransferFromRolesEndpoint, { params: { id: wruId }, query: { lastName, organisationId } }),
  );
}
