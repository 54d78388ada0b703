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

/**
 * What the union's organisations area may refuse: its own 403, and 404 for an unknown organisation.
 * Its changes (`union-organisation-changes`) may refuse 409 too.
 */
export const UNION_ORGANISATION_REFUSALS: readonly RefusalStatus[] = [400, 401, 403, 404];

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
