import {
  OrganisationPersonDbsSchema,
  OrganisationPersonDetailsSchema,
  OrganisationPersonListSchema,
  OrganisationPersonQualificationListSchema,
  PEOPLE_PAGE_SIZE,
  type PeopleRoleFilter,
} from '@mywru/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client';

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** Search People, 20 a page; another page is offered while a page comes back full. */
export function usePeopleSearch(organisationId: number, role: PeopleRoleFilter, search: string) {
  return useInfiniteQuery({
    queryKey: ['organisation', organisationId, 'people', { role, search }],
    queryFn: async ({ pageParam }) => {
      const query = new URLSearchParams({ role, page: String(pageParam) });
      if (search) query.set('search', search);
      return OrganisationPersonListSchema.parse(
        await apiData<unknown>(`/api/organisation/${organisationId}/people/all?${query.toString()}`),
      );
    },
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.length >= PEOPLE_PAGE_SIZE ? pages.length + 1 : undefined),
    enabled: validId(organisationId),
  });
}

const base = (organisationId: number, wruId: number) => `/api/organisation/${organisationId}/people/${wruId}`;

export function usePersonDetails(organisationId: number, wruId: number) {
  return useQuery({
    queryKey: ['organisation', organisationId, 'people', wruId, 'details'],
    queryFn: async () => OrganisationPersonDetailsSchema.parse(await apiData<unknown>(base(organisationId, wruId))),
  });
}

export function usePersonQualifications(organisationId: number, wruId: number) {
  return useQuery({
    queryKey: ['organisation', organisationId, 'people', wruId, 'qualifications'],
    queryFn: async () =>
      OrganisationPersonQualificationListSchema.parse(
        await apiData<unknown>(`${base(organisationId, wruId)}/qualifications`),
      ),
  });
}

export function usePersonDbs(organisationId: number, wruId: number) {
  return useQuery({
    queryKey: ['organisation', organisationId, 'people', wruId, 'dbs'],
    queryFn: async () =>
      OrganisationPersonDbsSchema.parse(await apiData<unknown>(`${base(organisationId, wruId)}/person-dbs`)),
  });
}
