import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const qualificationsContracts = () => import('@mywru/shared/qualifications/endpoints');
const listQualificationsForMemberEndpoint = lazyEndpoint(
  'GET',
  '/api/person/:id/qualifications',
  async () => (await qualificationsContracts()).listQualificationsForMemberEndpoint,
);

/** `GET /api/person/{id}/qualifications`: yours or your child's, those not ended. */
export function memberQualificationsQuery(memberId: string) {
  return endpointQuery(listQualificationsForMemberEndpoint, { params: { id: memberId } });
}

export function useMemberQualifications(memberId: string | null) {
  return useQuery({ ...memberQualificationsQuery(memberId ?? ''), enabled: memberId !== null });
}
