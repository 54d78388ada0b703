import {
  appointOfficeHolderEndpoint,
  changeOrganisationAsUnionEndpoint,
  createOrganisationAsUnionEndpoint,
  endOfficeHolderEndpoint,
} from '@mywru/shared';
import { useUnionOrganisationChange } from '../../../../entities/organisation/union-organisation';

/** `POST /api/union/organisations`: a new, active organisation. */
export const useCreateOrganisation = () => useUnionOrganisationChange(createOrganisationAsUnionEndpoint);
/** `PUT /api/union/organisations/{id}`: name, type, region and whether active. */
export const useChangeOrganisation = () => useUnionOrganisationChange(changeOrganisationAsUnionEndpoint);
/** `POST /api/union/organisations/{id}/office-holders`: appoints a person to an organisation role. */
export const useAppointOfficeHolder = () => useUnionOrganisationChange(appointOfficeHolderEndpoint);
/** `POST /api/union/organisations/{id}/office-holders/{appointmentId}/end`: ends an appointment today. */
export const useEndOfficeHolder = () => useUnionOrganisationChange(endOfficeHolderEndpoint);
