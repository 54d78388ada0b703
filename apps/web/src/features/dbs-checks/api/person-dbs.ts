import { getDbsForUnionEndpoint } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/** `GET /api/union/people/{id}/dbs`: the person's DBS records, flags and status (each read is audited). */
export function personDbsQuery(personId: number) {
  return endpointQuery(getDbsForUnionEndpoint, { params: { id: personId } });
}

export function usePersonDbs(personId: number, enabled: boolean) {
  return useQuery({ ...personDbsQuery(personId), enabled: enabled && Number.isInteger(personId) && personId > 0 });
}
