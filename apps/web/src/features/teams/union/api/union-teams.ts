import {
  addTeamChildAsUnionEndpoint,
  addTeamParentAsUnionEndpoint,
  getTeamParentEndpoint,
  listOrganisationTeamsEndpoint,
  queryKeyOf,
  removeTeamChildAsUnionEndpoint,
  renameTeamChildAsUnionEndpoint,
  setTeamRegistrationAsUnionEndpoint,
} from '@mywru/shared';
import {
  useSetUnionOrganisation,
  useUnionOrganisationChange,
} from '../../../../entities/organisation/union-organisation';
import { useEndpointMutation } from '../../../../lib/endpoint-client';

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
