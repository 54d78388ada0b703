import { getDbsForMemberEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/** `GET /api/person/{id}/person-dbs`: records, flags and the DBS status (yours or your child's). */
export function memberDbsQuery(memberId: string) {
  return endpointQuery(getDbsForMemberEndpoint, { params: { id: memberId } });
}

export function useMemberDbs(memberId: string | null) {
  return useQuery({ ...memberDbsQuery(memberId ?? ''), enabled: memberId !== null });
}
