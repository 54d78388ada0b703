import {
  appointOfficeHolderEndpoint,
  changeOrganisationAsUnionEndpoint,
  createOrganisationAsUnionEndpoint,
  endOfficeHolderEndpoint,
  type Endpoint,
  type UnionOrganisationDetails,
} from '@mywru/shared';
import { unionOrganisationListKey, useSetUnionOrganisation } from '../../../../entities/organisation';
import { useEndpointMutation } from '../../../../lib/endpoint-client';

type OrganisationChange =
  | typeof createOrganisationAsUnionEndpoint
  | typeof changeOrganisationAsUnionEndpoint
  | typeof appointOfficeHolderEndpoint
  | typeof endOfficeHolderEndpoint;

/**
 * A change of an organisation by the union. Each answers the organisation as it now is, which
 * replaces its cached details; every page of the list is fetched again on its next visit.
 */
function useOrganisationChange<E extends OrganisationChange & Endpoint>(endpoint: E) {
  const setOrganisation = useSetUnionOrganisation();
  return useEndpointMutation(endpoint, {
    invalidates: () => [unionOrganisationListKey],
    onSuccess: (organisation) => {
      const details = organisation as UnionOrganisationDetails;
      setOrganisation(details.id, details);
    },
  });
}

/** `POST /api/union/organisations`: a new, active organisation. */
export const useCreateOrganisation = () => useOrganisationChange(createOrganisationAsUnionEndpoint);
/** `PUT /api/union/organisations/{id}`: name, type, region and whether active. */
export const useChangeOrganisation = () => useOrganisationChange(changeOrganisationAsUnionEndpoint);
/** `POST /api/union/organisations/{id}/office-holders`: appoints a person to an organisation role. */
export const useAppointOfficeHolder = () => useOrganisationChange(appointOfficeHolderEndpoint);
/** `POST /api/union/organisations/{id}/office-holders/{appointmentId}/end`: ends an appointment today. */
export const useEndOfficeHolder = () => useOrganisationChange(endOfficeHolderEndpoint);
