import {
  addTeamChildAsUnionEndpoint,
  addTeamParentAsUnionEndpoint,
  getTeamParentEndpoint,
  listOrganisationTeamsEndpoint,
  queryKeyOf,
  removeTeamChildAsUnionEndpoint,
  renameTeamChildAsUnionEndpoint,
  setTeamRegistrationAsUnionEndpoint,
  type Endpoint,
  type UnionOrganisationDetails,
} from '@mywru/shared';
import { unionOrganisationListKey, useSetUnionOrganisation } from '../../../../entities/organisation';
import { useEndpointMutation } from '../../../../lib/endpoint-client';

type TeamChange =
  | typeof addTeamParentAsUnionEndpoint
  | typeof addTeamChildAsUnionEndpoint
  | typeof renameTeamChildAsUnionEndpoint
  | typeof removeTeamChildAsUnionEndpoint;

/**
 * A change of an organisation's teams by the union. Each answers the organisation as it now is,
 * which replaces its cached details; the organisation list (its team counts) is fetched again on
 * its next visit.
 */
function useTeamChange<E extends TeamChange & Endpoint>(endpoint: E) {
  const setOrganisation = useSetUnionOrganisation();
  return useEndpointMutation(endpoint, {
    invalidates: () => [unionOrganisationListKey],
    onSuccess: (organisation) => {
      const details = organisation as UnionOrganisationDetails;
      setOrganisation(details.id, details);
    },
  });
}

/** `POST …/team-parents`: a team from a template, with its first variation. */
export const useAddTeamParent = () => useTeamChange(addTeamParentAsUnionEndpoint);
/** `POST …/team-parents/{id}/variations`. */
export const useAddTeamChild = () => useTeamChange(addTeamChildAsUnionEndpoint);
/** `PUT …/team-parents/{id}/variations/{childId}`. */
export const useRenameTeamChild = () => useTeamChange(renameTeamChildAsUnionEndpoint);
/** `DELETE …/team-parents/{id}/variations/{childId}`. */
export const useRemoveTeamChild = () => useTeamChange(removeTeamChildAsUnionEndpoint);

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
