import { defineEndpoint } from '../contract';
import { OrganisationRoleRecordListSchema } from '../people/person-input';
import { PersonIdParamsSchema } from '../people/person';
import { OrganisationHubSchema, OrganisationResourcesSchema } from './administration';
import {
  OrganisationIdParamsSchema,
  OrganisationListQuerySchema,
  OrganisationOptionListSchema,
} from './organisation-lists';

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
