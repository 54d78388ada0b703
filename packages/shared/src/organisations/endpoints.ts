import { defineEndpoint } from '../contract';
import type { RefusalStatus } from '../contract/endpoint';
import { OrganisationRoleRecordListSchema } from '../people/person-input';
import { PersonIdParamsSchema } from '../people/person';
import { OrganisationHubSchema, OrganisationResourcesSchema } from './administration';
import {
  OrganisationIdParamsSchema,
  OrganisationListQuerySchema,
  OrganisationOptionListSchema,
} from './organisation-lists';
import {
  NewUnionAppointmentSchema,
  NewUnionOrganisationSchema,
  UnionOfficeHolderParamsSchema,
  UnionOrganisationChangesSchema,
  UnionOrganisationDetailsSchema,
  UnionOrganisationListQuerySchema,
  UnionOrganisationOptionsSchema,
  UnionOrganisationPageSchema,
  UnionOrganisationParamsSchema,
  UnionOrganisationPeopleQuerySchema,
  UnionOrganisationPersonListSchema,
} from './union-organisations';

/** The organisations the signed-in person holds roles in (the dashboard's Manage organisations). */
export const listManagedOrganisationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/person/:id/organisation/manage',
  capability: 'organisations',
  summary: 'The organisations you hold roles in, with your roles there',
  params: PersonIdParamsSchema,
  response: OrganisationRoleRecordListSchema,
  refusals: [403],
  reasons: ['permission.denied'],
});

/** Active organisations by name: a page, or all of them. */
export const listOrganisationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/organisation/all-clubs',
  capability: 'organisations',
  summary: 'Active organisations by name: 9 a page with an optional search, or all with returnAll=true',
  query: OrganisationListQuerySchema,
  response: OrganisationOptionListSchema,
  refusals: [],
});

/** The organisation hub: the organisation and the caller's roles there. */
export const getOrganisationHubEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/organisation/:organisationId',
  capability: 'organisations',
  summary: 'The organisation hub: the organisation and your roles there (403 without a role there)',
  params: OrganisationIdParamsSchema,
  response: OrganisationHubSchema,
  refusals: [403],
  reasons: ['organisation.permission.hub'],
});

/** The hub's Resources: the Club Investment Model documents. */
export const getOrganisationResourcesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/organisation/:organisationId/resources',
  capability: 'organisations',
  summary: 'Resources: the Club Investment Model documents (any role in the organisation)',
  params: OrganisationIdParamsSchema,
  response: OrganisationResourcesSchema,
  refusals: [403],
  reasons: ['organisation.permission.resources'],
});

/** What the union's organisations area may refuse: its own 403, and 404 for an unknown organisation. */
export const UNION_ORGANISATION_REFUSALS: readonly RefusalStatus[] = [400, 401, 403, 404];
const changeRefusals: readonly RefusalStatus[] = [...UNION_ORGANISATION_REFUSALS, 409];

/** The union's organisation list. */
export const listOrganisationsForUnionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/union/organisations',
  capability: 'organisations',
  summary: 'Organisations by name or id, type, region and whether active; 20 a page, with counts of teams and people',
  query: UnionOrganisationListQuerySchema,
  response: UnionOrganisationPageSchema,
  refusals: UNION_ORGANISATION_REFUSALS,
  reasons: ['back_office.permission.organisations'],
});

/** What the union's organisation forms choose from. */
export const getOrganisationOptionsForUnionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/union/organisations/options',
  capability: 'organisations',
  summary: 'Organisation types, regions, team templates and the organisation roles the union appoints',
  response: UnionOrganisationOptionsSchema,
  refusals: UNION_ORGANISATION_REFUSALS,
  reasons: ['back_office.permission.organisations'],
});

/** The appoint dialog's person search. */
export const searchPeopleToAppointEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/union/organisations/people',
  capability: 'organisations',
  summary: 'People to appoint, by name or member id (at most 20)',
  query: UnionOrganisationPeopleQuerySchema,
  response: UnionOrganisationPersonListSchema,
  refusals: UNION_ORGANISATION_REFUSALS,
  reasons: ['back_office.permission.organisations'],
});

/** The union creates an organisation. */
export const createOrganisationAsUnionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/union/organisations',
  capability: 'organisations',
  summary: 'Create an active organisation: name, type, region',
  body: NewUnionOrganisationSchema,
  response: UnionOrganisationDetailsSchema,
  status: 201,
  refusals: changeRefusals,
  reasons: ['back_office.permission.organisations', 'organisation.type_unknown', 'organisation.region_unknown'],
});

/** An organisation as the union sees it. */
export const getOrganisationForUnionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/union/organisations/:organisationId',
  capability: 'organisations',
  summary: 'An organisation: name, type, region, active, team parents with variations, current office holders',
  params: UnionOrganisationParamsSchema,
  response: UnionOrganisationDetailsSchema,
  refusals: UNION_ORGANISATION_REFUSALS,
  reasons: ['back_office.permission.organisations', 'organisation.not_found'],
});

/** The union edits an organisation. */
export const changeOrganisationAsUnionEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/union/organisations/:organisationId',
  capability: 'organisations',
  summary: 'Edit name, type, region and whether active (an inactive organisation takes no new applications)',
  params: UnionOrganisationParamsSchema,
  body: UnionOrganisationChangesSchema,
  response: UnionOrganisationDetailsSchema,
  refusals: changeRefusals,
  reasons: [
    'back_office.permission.organisations',
    'organisation.not_found',
    'organisation.type_unknown',
    'organisation.region_unknown',
  ],
});

/** The union appoints an office holder. */
export const appointOfficeHolderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/union/organisations/:organisationId/office-holders',
  capability: 'organisations',
  summary: 'Appoint a person to an organisation role from today (Team Manager and Team Coach for team variations)',
  params: UnionOrganisationParamsSchema,
  body: NewUnionAppointmentSchema,
  response: UnionOrganisationDetailsSchema,
  status: 201,
  refusals: changeRefusals,
  reasons: [
    'back_office.permission.organisations',
    'organisation.not_found',
    'organisation.role_unknown',
    'organisation.person_unknown',
    'organisation.person_too_young',
    'organisation.teams_required',
    'organisation.teams_not_allowed',
    'organisation.team_not_of_organisation',
    'organisation.already_appointed',
  ],
});

/** The union ends an office holder's appointment. */
export const endOfficeHolderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/union/organisations/:organisationId/office-holders/:appointmentId/end',
  capability: 'organisations',
  summary: 'End an appointment now (409 if it has already ended)',
  params: UnionOfficeHolderParamsSchema,
  response: UnionOrganisationDetailsSchema,
  refusals: changeRefusals,
  reasons: [
    'back_office.permission.organisations',
    'organisation.appointment_not_found',
    'organisation.appointment_ended',
  ],
});
