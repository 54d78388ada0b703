import { queryKeyOf } from '@mywru/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery, lazyEndpoint, useEndpointMutation } from '../../../../lib/endpoint-client';

const rolesContracts = () => import('@mywru/shared/roles/endpoints');
const registrationsContracts = () => import('@mywru/shared/registrations/decision-endpoints');
const changeTeamEndpoint = lazyEndpoint(
  'PUT',
  '/api/team/:organisationId/update-team-child',
  async () => (await registrationsContracts()).changeTeamEndpoint,
);
const decidePlayerApplicationAsOrganisationEndpoint = lazyEndpoint(
  'PATCH',
  '/api/playing-registration/:id/status',
  async () => (await registrationsContracts()).decidePlayerApplicationAsOrganisationEndpoint,
);
const decideVolunteerRegistrationAsOrganisationEndpoint = lazyEndpoint(
  'PUT',
  '/api/organisation/:organisationId/volunteer-registration/decision',
  async () => (await registrationsContracts()).decideVolunteerRegistrationAsOrganisationEndpoint,
);
const listOrganisationPlayerApplicationsEndpoint = lazyEndpoint(
  'GET',
  '/api/organisation/:organisationId/playing-registration',
  async () => (await registrationsContracts()).listOrganisationPlayerApplicationsEndpoint,
);
const listOrganisationVolunteerRegistrationsEndpoint = lazyEndpoint(
  'GET',
  '/api/organisation/:organisationId/volunteer-registration',
  async () => (await registrationsContracts()).listOrganisationVolunteerRegistrationsEndpoint,
);
const listPersonRoleRecordsEndpoint = lazyEndpoint(
  'GET',
  '/api/person/:id/role',
  async () => (await rolesContracts()).listPersonRoleRecordsEndpoint,
);

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** The keys of the organisation's two lists (every query of each): a decision refreshes both. */
export function applicationsKeys(organisationId: number) {
  const params = { organisationId };
  return [
    queryKeyOf(listOrganisationPlayerApplicationsEndpoint, { params }),
    queryKeyOf(listOrganisationVolunteerRegistrationsEndpoint, { params }),
  ];
}

/** The organisation's player applications awaiting its decision, approved and rejected. */
export function usePlayerApplications(organisationId: number) {
  return useQuery({
    ...endpointQuery(listOrganisationPlayerApplicationsEndpoint, {
      params: { organisationId },
      query: { statuses: ['awaiting_org', 'approved', 'rejected'] },
    }),
    enabled: validId(organisationId),
  });
}

/** The organisation's volunteer registrations. */
export function useVolunteerApplications(organisationId: number, enabled: boolean) {
  return useQuery({
    ...endpointQuery(listOrganisationVolunteerRegistrationsEndpoint, { params: { organisationId } }),
    enabled: enabled && validId(organisationId),
  });
}

/** The organisation's decision on a player application; the lists are refreshed after it. */
export function useDecidePlayerApplication(organisationId: number) {
  return useEndpointMutation(decidePlayerApplicationAsOrganisationEndpoint, {
    invalidates: () => applicationsKeys(organisationId),
  });
}

/** The club's decision on a volunteer registration; the lists are refreshed after it. */
export function useDecideVolunteerRegistration(organisationId: number) {
  return useEndpointMutation(decideVolunteerRegistrationAsOrganisationEndpoint, {
    invalidates: () => applicationsKeys(organisationId),
  });
}

/** The person's active playing roles in this organisation (for Change Team). */
export function usePlayingRoles(personId: number, organisationId: number, enabled: boolean) {
  return useQuery({
    ...endpointQuery(listPersonRoleRecordsEndpoint, {
      params: { id: personId },
      query: { activeOnly: 'true', playingRolesOnly: 'true', excludeTransferred: 'true', organisationId },
    }),
    enabled: enabled && validId(personId),
  });
}

/** Change Team: one role to another variation of its team; the organisation's lists are refreshed after it. */
export function useChangeTeam(organisationId: number) {
  return useEndpointMutation(changeTeamEndpoint, {
    invalidates: () => applicationsKeys(organisationId),
  });
}
