import {
  TeamRegistrationStateSchema,
  UnionOrganisationDetailsSchema,
  UnionOrganisationOptionsSchema,
  UnionOrganisationPageSchema,
  UnionOrganisationPersonListSchema,
  type NewUnionAppointment,
  type NewUnionOrganisation,
  type UnionOrganisationActiveFilter,
  type UnionOrganisationChanges,
  type UnionOrganisationDetails,
} from '@mywru/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, apiData, apiRequest, type ApiRequest } from '../../lib/api-client';

const validId = (id: number) => Number.isInteger(id) && id > 0;

export interface OrganisationFilters {
  search: string;
  typeId: number | null;
  regionId: number | null;
  active: UnionOrganisationActiveFilter;
  page: number;
}

export const organisationsKey = ['union', 'organisations'] as const;
export const organisationKey = (organisationId: number) => ['union', 'organisations', organisationId] as const;

/** `GET /api/union/organisations`: a page of organisations by the filters, 20 a page. */
export function useUnionOrganisations(filters: OrganisationFilters) {
  return useQuery({
    queryKey: [...organisationsKey, 'list', filters],
    queryFn: async () => {
      const query = new URLSearchParams({ active: filters.active, page: String(filters.page) });
      if (filters.search) query.set('search', filters.search);
      if (filters.typeId) query.set('typeId', String(filters.typeId));
      if (filters.regionId) query.set('regionId', String(filters.regionId));
      return UnionOrganisationPageSchema.parse(await apiData<unknown>(`/api/union/organisations?${query.toString()}`));
    },
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/union/organisations/options`: types, regions, team templates and appointable roles. */
export function useOrganisationOptions() {
  return useQuery({
    queryKey: [...organisationsKey, 'options'],
    queryFn: async () =>
      UnionOrganisationOptionsSchema.parse(await apiData<unknown>('/api/union/organisations/options')),
    staleTime: 60 * 60 * 1000,
  });
}

/** `GET /api/union/organisations/{id}`: details, teams and office holders. */
export function useUnionOrganisation(organisationId: number) {
  return useQuery({
    queryKey: organisationKey(organisationId),
    queryFn: async () =>
      UnionOrganisationDetailsSchema.parse(await apiData<unknown>(`/api/union/organisations/${organisationId}`)),
    enabled: validId(organisationId),
  });
}

/** `GET /api/union/organisations/people?search=`: people to appoint (at least 2 characters). */
export function usePeopleToAppoint(search: string) {
  return useQuery({
    queryKey: [...organisationsKey, 'people', search],
    queryFn: async () =>
      UnionOrganisationPersonListSchema.parse(
        await apiData<unknown>(`/api/union/organisations/people?search=${encodeURIComponent(search)}`),
      ),
    enabled: search.length >= 2,
  });
}

/** What a change answers: the organisation as it now is, or the API's message and field errors. */
export type ChangeResult =
  | { ok: true; organisation: UnionOrganisationDetails }
  | { ok: false; message: string; errors: Record<string, string[]>; status: number | null };

async function change(path: string, request: ApiRequest): Promise<ChangeResult> {
  const result = await apiRequest<unknown>(path, request);
  if (!result.success)
    return { ok: false, message: result.message ?? '', errors: result.errors ?? {}, status: result.status };
  return { ok: true, organisation: UnionOrganisationDetailsSchema.parse(result.data) };
}

/** `POST /api/union/organisations`. */
export function createOrganisation(input: NewUnionOrganisation) {
  return change('/api/union/organisations', { method: 'POST', body: input });
}

/**
 * The changes of one organisation's page. Each answers the organisation as it now is, which
 * replaces the cached details; the list is refreshed on its next visit.
 */
export function useOrganisationChanges(organisationId: number) {
  const queryClient = useQueryClient();
  const base = `/api/union/organisations/${organisationId}`;
  const run = useCallback(
    async (path: string, request: ApiRequest) => {
      const result = await change(path, request);
      if (result.ok) {
        queryClient.setQueryData(organisationKey(organisationId), result.organisation);
        void queryClient.invalidateQueries({ queryKey: [...organisationsKey, 'list'] });
      }
      return result;
    },
    [queryClient, organisationId],
  );
  return {
    edit: (changes: UnionOrganisationChanges) => run(base, { method: 'PUT', body: changes }),
    addTeam: (team: { teamTemplateId: number; name: string; firstVariation: string }) =>
      run(`${base}/team-parents`, { method: 'POST', body: team }),
    addVariation: (teamParentId: number, value: string) =>
      run(`${base}/team-parents/${teamParentId}/variations`, { method: 'POST', body: { value } }),
    renameVariation: (teamParentId: number, teamChildId: number, value: string) =>
      run(`${base}/team-parents/${teamParentId}/variations/${teamChildId}`, { method: 'PUT', body: { value } }),
    removeVariation: (teamParentId: number, teamChildId: number) =>
      run(`${base}/team-parents/${teamParentId}/variations/${teamChildId}`, { method: 'DELETE' }),
    appoint: (appointment: NewUnionAppointment) => run(`${base}/office-holders`, { method: 'POST', body: appointment }),
    endAppointment: (appointmentId: number) => run(`${base}/office-holders/${appointmentId}/end`, { method: 'POST' }),
    /** Opens or closes a team for registrations; resolves with the new state or throws an ApiError. */
    setRegistrations: async (teamParentId: number, value: boolean) => {
      const result = await apiRequest<unknown>(`${base}/team-parents/${teamParentId}/registration`, {
        method: 'PUT',
        body: { value },
      });
      if (!result.success) throw new ApiError(result);
      const state = TeamRegistrationStateSchema.parse(result.data);
      queryClient.setQueryData<UnionOrganisationDetails>(organisationKey(organisationId), (current) =>
        current
          ? {
              ...current,
              teamParents: current.teamParents.map((team) =>
                team.id === state.id ? { ...team, enableRegistrations: state.enableRegistrations } : team,
              ),
            }
          : current,
      );
      return state;
    },
  };
}
