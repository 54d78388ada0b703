import { lazyEndpoint } from '../../../../lib/endpoint-client';
import { useUnionOrganisationChange } from '../../../../entities/organisation/union-organisation';

/**
 * The organisation's and its office holders' changes load their contracts with the first change
 * (`lazyEndpoint`, decision 035): the union's organisation page makes none of them before a click.
 */
const changesContracts = () => import('@mywru/shared/organisations/union-organisation-changes');
const createOrganisationAsUnionEndpoint = lazyEndpoint(
  'POST',
  '/api/union/organisations',
  async () => (await changesContracts()).createOrganisationAsUnionEndpoint,
);
const changeOrganisationAsUnionEndpoint = lazyEndpoint(
  'PUT',
  '/api/union/organisations/:organisationId',
  async () => (await changesContracts()).changeOrganisationAsUnionEndpoint,
);
const appointOfficeHolderEndpoint = lazyEndpoint(
  'POST',
  '/api/union/organisations/:organisationId/office-holders',
  async () => (await changesContracts()).appointOfficeHolderEndpoint,
);
const endOfficeHolderEndpoint = lazyEndpoint(
  'POST',
  '/api/union/organisations/:organisationId/office-holders/:appointmentId/end',
  async () => (await changesContracts()).endOfficeHolderEndpoint,
);

/** `POST /api/union/organisations`: a new, active organisation. */
export const useCreateOrganisation = () => useUnionOrganisationChange(createOrganisationAsUnionEndpoint);
/** `PUT /api/union/organisations/{id}`: name, type, region and whether active. */
export const useChangeOrganisation = () => useUnionOrganisationChange(changeOrganisationAsUnionEndpoint);
/** `POST /api/union/organisations/{id}/office-holders`: appoints a person to an organisation role. */
export const useAppointOfficeHolder = () => useUnionOrganisationChange(appointOfficeHolderEndpoint);
/** `POST /api/union/organisations/{id}/office-holders/{appointmentId}/end`: ends an appointment today. */
export const useEndOfficeHolder = () => useUnionOrganisationChange(endOfficeHolderEndpoint);

/**
 * The organisation form's check before it saves, with the API's own schema: it comes in the same
 * module as the contracts, so a save loads nothing more than its check did. (An object, so that a
 * test can make its load fail with `vi.spyOn`, which the web tests' shared module cache allows.)
 */
export const newOrganisationCheck = {
  load: async () => (await changesContracts()).NewUnionOrganisationSchema,
};
