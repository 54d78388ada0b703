import {
  OrganisationPlayerApplicationListSchema,
  OrganisationVolunteerApplicationListSchema,
  PersonRoleRecordListSchema,
  type PlayerApplicationDecision,
  type VolunteerDecision,
} from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../lib/api-client';

const validId = (id: number) => Number.isInteger(id) && id > 0;

export const applicationsKey = (organisationId: number) => ['organisation', organisationId, 'applications'] as const;

/** The organisation's player applications awaiting its decision, approved and rejected. */
export function usePlayerApplications(organisationId: number) {
  return useQuery({
    queryKey: [...applicationsKey(organisationId), 'players'],
    queryFn: async () =>
      OrganisationPlayerApplicationListSchema.parse(
        await apiData<unknown>(
          `/api/organisation/${organisationId}/playing-registration?statuses=awaiting_org&statuses=approved&statuses=rejected`,
        ),
      ),
    enabled: validId(organisationId),
  });
}

/** The organisation's volunteer registrations. */
export function useVolunteerApplications(organisationId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...applicationsKey(organisationId), 'volunteers'],
    queryFn: async () =>
      OrganisationVolunteerApplicationListSchema.parse(
        await apiData<unknown>(`/api/organisation/${organisationId}/volunteer-registration`),
      ),
    enabled: enabled && validId(organisationId),
  });
}

export function decidePlayerApplication(applicationId: number, decision: PlayerApplicationDecision) {
  return apiRequest<unknown>(`/api/playing-registration/${applicationId}/status`, { method: 'PATCH', body: decision });
}

export function decideVolunteerApplication(organisationId: number, decision: VolunteerDecision) {
  return apiRequest<unknown>(`/api/organisation/${organisationId}/volunteer-registration/decision`, {
    method: 'PUT',
    body: decision,
  });
}

/** The person's active playing roles in this organisation (for Change Team). */
export function usePlayingRoles(personId: number, organisationId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['person', personId, 'role', { organisationId, playing: true }],
    queryFn: async () =>
      PersonRoleRecordListSchema.parse(
        await apiData<unknown>(
          `/api/person/${personId}/role?activeOnly=true&playingRolesOnly=true&excludeTransferred=true&organisationId=${organisationId}`,
        ),
      ),
    enabled: enabled && validId(personId),
  });
}

export function changeTeamChild(organisationId: number, personOrganisationRoleId: number, newTeamChildId: number) {
  const query = new URLSearchParams({
    personOrganisationRoleId: String(personOrganisationRoleId),
    newTeamChildId: String(newTeamChildId),
  });
  return apiRequest<unknown>(`/api/team/${organisationId}/update-team-child?${query.toString()}`, { method: 'PUT' });
}
