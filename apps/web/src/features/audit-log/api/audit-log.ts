import { queryKeyOf, urlOf, type AuditLogFilters } from '@mywru/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { listOrganisationsEndpoint } from '../../../entities/organisation/organisation-options';
import { callEndpoint, endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const auditLogContracts = () => import('@mywru/shared/audit-log/endpoints');
const exportAuditLogEndpoint = lazyEndpoint(
  'GET',
  '/api/union/audit-log/export.csv',
  async () => (await auditLogContracts()).exportAuditLogEndpoint,
);
const listAuditLogEndpoint = lazyEndpoint(
  'GET',
  '/api/union/audit-log',
  async () => (await auditLogContracts()).listAuditLogEndpoint,
);

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

/** The filters that are set (the same for the list and the CSV export). */
function setFilters(filters: FilterValues | AuditLogFilters): Partial<Record<FilterKey, string>> {
  return Object.fromEntries(
    FILTER_KEYS.flatMap((key) => {
      const value = filters[key];
      return value !== undefined && value !== '' ? [[key, String(value)]] : [];
    }),
  );
}

/** The filters that are set, as a query string (the page's address keeps them). */
export function filterQuery(filters: FilterValues | AuditLogFilters): URLSearchParams {
  return new URLSearchParams(setFilters(filters));
}

/** `GET /api/union/audit-log/export.csv`: the download link of the filtered log. */
export function exportUrl(filters: FilterValues): string {
  return urlOf(exportAuditLogEndpoint, { query: setFilters(filters) });
}

/** `GET /api/union/audit-log`: 50 entries a page, newest first; 'Load more' follows `nextCursor`. */
export function useAuditLog(filters: FilterValues) {
  const query = setFilters(filters);
  return useInfiniteQuery({
    queryKey: queryKeyOf(listAuditLogEndpoint, { query }),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        listAuditLogEndpoint,
        { query: { ...query, ...(pageParam ? { cursor: pageParam } : {}) } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** `GET /api/organisation/all-clubs?returnAll=true`: every active organisation, for the organisation filter. */
export function useOrganisationOptions() {
  return useQuery({
    ...endpointQuery(listOrganisationsEndpoint, { query: { returnAll: 'true' } }),
    staleTime: 60 * 60 * 1000,
  });
}
