import { listTransferFromRolesEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/** `GET /api/person/{id}/transfer/roles`: the person's registered playing roles, the from-teams of Select Teams. */
export function useTransferFromRoles(wruId: number, lastName: string, organisationId: number) {
  return useQuery(
    endpointQuery(listTransferFromRolesEndpoint, { params: { id: wruId }, query: { lastName, organisationId } }),
  );
}
