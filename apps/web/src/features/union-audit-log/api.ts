import { AuditLogPageSchema, OrganisationOptionListSchema, type AuditLogFilters } from '@mywru/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client';

const FILTER_KEYS = ['personId', 'organisationId', 'actorId', 'from', 'to', 'action'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
/** The filters as the page holds them: text, '' when not set. */
export type FilterValues = Record<FilterKey, string>;

export const EMPTY_FILTERS: FilterValues = {
  personId: '',
  organisationId: '',
  actorId: '',
  from: '',
  to: '',
  action: '',
};

export function filtersFromParams(params: URLSearchParams): FilterValues {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key)?.trim() ?? ''])) as FilterValues;
}

/** The filters that are set, as a query string (the same for the list and the CSV export). */
export function filterQuery(filters: FilterValues | AuditLogFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return query;
}

export function exportUrl(filters: FilterValues): string {
  const query = filterQuery(filters).toString();
  return `/api/union/audit-log/export.csv${query ? `?${query}` : ''}`;
}

/** `GET /api/union/audit-log`: 50 entries a page, newest first; 'Load more' follows `nextCursor`. */
export function useAuditLog(filters: FilterValues) {
  return useInfiniteQuery({
    queryKey: ['union', 'audit-log', filters],
    queryFn: async ({ pageParam }) => {
      const query = filterQuery(filters);
      if (pageParam) query.set('cursor', pageParam);
      const suffix = query.toString();
      return AuditLogPageSchema.parse(await apiData<unknown>(`/api/union/audit-log${suffix ? `?${suffix}` : ''}`));
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** `GET /api/organisation/all-clubs?returnAll=true`: every active organisation, for the organisation filter. */
export function useOrganisationOptions() {
  return useQuery({
    queryKey: ['organisations', 'all'],
    queryFn: async () =>
      OrganisationOptionListSchema.parse(await apiData<unknown>('/api/organisation/all-clubs?returnAll=true')),
    staleTime: 60 * 60 * 1000,
  });
}
