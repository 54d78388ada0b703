import { listQualificationsForMemberEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/** `GET /api/person/{id}/qualifications`: yours or your child's, those not ended. */
export function memberQualificationsQuery(memberId: string) {
  return endpointQuery(listQualificationsForMemberEndpoint, { params: { id: memberId } });
}

export function useMemberQualifications(memberId: string | null) {
  return useQuery({ ...memberQualificationsQuery(memberId ?? ''), enabled: memberId !== null });
}
