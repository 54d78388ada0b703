import { UnionPersonQualificationsSchema } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** `GET /api/union/people/{id}/qualifications`: the person and every qualification, ended ones too. */
export function personQualificationsQuery(personId: number) {
  return queryOptions({
    queryKey: ['union', 'people', personId, 'qualifications'],
    queryFn: async () => UnionPersonQualificationsSchema.parse(await apiData<unknown>(`/api/union/people/${personId}/qualifications`)),
  });
}

export function usePersonQualifications(personId: number, enabled: boolean) {
  return useQuery({ ...personQualificationsQuery(personId), enabled: enabled && Number.isInteger(personId) && personId > 0 });
}
