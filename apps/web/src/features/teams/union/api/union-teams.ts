import { queryKeyOf } from '@mywru/shared';
import {
  useSetUnionOrganisation,
  useUnionOrganisationChange,
} from '../../../../entities/organisation/union-organisation';
import { lazyEndpoint, useEndpointMutation } from '../../../../lib/endpoint-client';
import { getTeamParentEndpoint, listOrganisationTeamsEndpoint } from '../../api/teams';

/**
 * The teams calls' contracts load with the first change (`lazyEndpoint`, decision 035): the union's
 * organisation page makes none of them before a click.
 */
const teamsContracts = () => import('@mywru/shared/teams/endpoints');
const addTeamParentAsUnionEndpoint = lazyEndpoint(
  'POST',
  '/api/union/organisations/:organisationId/team-parents',
  async () => (await teamsContracts()).addTeamParentAsUnionEndpoint,
);
const addTeamChildAsUnionEndpoint = lazyEndpoint(
  'POST',
  '/api/union/organisations/:organisationId/team-parents/:teamParentId/variations',
  async () => (await teamsContracts()).addTeamChildAsUnionEndpoint,
);
const renameTeamChildAsUnionEndpoint = lazyEndpoint(
  'PUT',
  '/api/union/organisations/:organisationId/team-parents/:teamParentId/variations/:teamChildId',
  async () => (await teamsContracts()).renameTeamChildAsUnionEndpoint,
);
const removeTeamChildAsUnionEndpoint = lazyEndpoint(
  'DELETE',
  '/api/union/organisations/:organisationId/team-parents/:teamParentId/variations/:teamChildId',
  async () => (await teamsContracts()).removeTeamChildAsUnionEndpoint,
);
const setTeamRegistrationAsUnionEndpoint = lazyEndpoint(
  'PUT',
  '/api/union/organisations/:organisationId/team-parents/:teamParentId/registration',
  async () => (await teamsContracts()).setTeamRegistrationAsUnionEndpoint,
);

/** `POST …/team-parents`: a team from a template, with its first variation. */
export const useAddTeamParent = () => useUnionOrganisationChange(addTeamParentAsUnionEndpoint);
/** `POST …/team-parents/{id}/variations`. */
export const useAddTeamChild = () => useUnionOrganisationChange(addTeamChildAsUnionEndpoint);
/** `PUT …/team-parents/{id}/variations/{childId}`. */
export const useRenameTeamChild = () => useUnionOrganisationChange(renameTeamChildAsUnionEndpoint);
/** `DELETE …/team-parents/{id}/variations/{childId}`. */
export const useRemoveTeamChild = () => useUnionOrganisationChange(removeTeamChildAsUnionEndpoint);

/**
 * `PUT …/team-parents/{id}/registration`: opens or closes a team for registrations. It answers the
 * team's new state, which is written into the organisation's cached details; the club's own team
 * list and the team's page are fetched again on their next visit.
 */
export function useSetTeamRegistrationAsUnion() {
  const setOrganisation = useSetUnionOrganisation();
  return useEndpointMutation(setTeamRegistrationAsUnionEndpoint, {
    invalidates: ({ params }) => [
      queryKeyOf(listOrganisationTeamsEndpoint, { params: { organisationId: params.organisationId } }),
      queryKeyOf(getTeamParentEndpoint, { params: { id: params.teamParentId } }),
    ],
    onSuccess: (state, { params }) =>
      setOrganisation(Number(params.organisationId), (organisation) => ({
        ...organisation,
        teamParents: organisation.teamParents.map((team) =>
          team.id === state.id ? { ...team, enableRegistrations: state.enableRegistrations } : team,
        ),
      })),
  });
}
