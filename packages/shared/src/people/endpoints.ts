import { z } from 'zod';
import { defineEndpoint } from '../contract';
import {
  OrganisationPersonDetailsSchema,
  OrganisationPersonListSchema,
  OrganisationPersonParamsSchema,
  PeopleSearchQuerySchema,
} from '../organisations/organisation-people';
import { OrganisationIdParamsSchema } from '../organisations/organisation-lists';
import { UnionPeopleSearchQuerySchema, UnionPersonListSchema } from './union-people';
import {
  AddressInputSchema,
  ChildCreateSchema,
  MarketingPreferencesInputSchema,
  OnboardingSchema,
  PersonPatchSchema,
  PersonPutSchema,
} from './person-input';
import { AddressSchema, MarketingPreferencesSchema, PersonIdParamsSchema, PersonSchema } from './person';
import { PersonLanguageSchema } from './language';

const capability = 'people';
const refusals = [403, 409] as const;
const detailsReasons = ['person.details_invalid', 'person.email_taken'] as const;
const emailReasons = [...detailsReasons, 'person.email_needs_confirmation', 'person.email_at_issuer'] as const;

export const getPersonEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/person/:id',
  capability,
  summary: "A person's details: your own record or your child's",
  params: PersonIdParamsSchema,
  response: PersonSchema,
  refusals,
});

export const changePersonEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/api/person/:id',
  capability,
  summary: "Change some of your own or your child's details (the date of birth only while none is held)",
  params: PersonIdParamsSchema,
  body: PersonPatchSchema,
  response: PersonSchema,
  refusals,
  reasons: emailReasons,
});

export const savePersonEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/person/:id',
  capability,
  summary: "Save your own or your child's personal-details form",
  params: PersonIdParamsSchema,
  body: PersonPutSchema,
  response: PersonSchema,
  refusals,
  reasons: emailReasons,
});

export const captureDetailsEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/api/person/:id/capture',
  capability,
  summary: 'Details capture: record missing details; answers 204',
  params: PersonIdParamsSchema,
  body: PersonPatchSchema,
  response: null,
  refusals,
  reasons: emailReasons,
});

export const listChildrenEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/person/:id/child',
  capability,
  summary: 'Your children',
  params: PersonIdParamsSchema,
  response: z.array(PersonSchema),
  refusals,
});

export const addChildEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/person/:id/child',
  capability,
  summary: 'Add a child (under 18; an e-mail only from 16)',
  params: PersonIdParamsSchema,
  body: ChildCreateSchema,
  response: PersonSchema,
  status: 201,
  refusals,
  reasons: [...detailsReasons, 'person.permission.add_child'],
});

export const addAddressEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/person/:id/address',
  capability,
  summary: 'Add a new current address (the history is kept)',
  params: PersonIdParamsSchema,
  body: AddressInputSchema,
  response: AddressSchema,
  status: 201,
  refusals,
});

export const setMarketingPreferencesEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/person/:id/marketing-preferences',
  capability,
  summary: 'Set the three marketing opt-ins',
  params: PersonIdParamsSchema,
  body: MarketingPreferencesInputSchema,
  response: MarketingPreferencesSchema,
  refusals,
});

export const setPersonLanguageEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/person/:id/language',
  capability,
  summary: "Keep the portal's language on your record ('en' or 'cy'): it follows you to other devices and sets the language of your e-mails and your children's",
  params: PersonIdParamsSchema,
  body: PersonLanguageSchema,
  response: PersonLanguageSchema,
  refusals,
});

export const submitOnboardingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/person/:id/onboarding',
  capability,
  summary: "A new member's first details: names, date of birth, address and marketing preferences, in one go",
  params: PersonIdParamsSchema,
  body: OnboardingSchema,
  response: PersonSchema,
  refusals,
  reasons: ['person.details_invalid'],
});

const organisationRefusals = [403, 404] as const;

export const searchOrganisationPeopleEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/organisation/:organisationId/people/all',
  capability,
  summary: 'Search People: members with an active role here, by name or member id, players or volunteers; 20 per page',
  params: OrganisationIdParamsSchema,
  query: PeopleSearchQuerySchema,
  response: OrganisationPersonListSchema,
  refusals: organisationRefusals,
});

export const getOrganisationPersonEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/organisation/:organisationId/people/:wruId',
  capability,
  summary: "A member's details for the people dialog: roles here, DBS status, and a minor's parent contact",
  params: OrganisationPersonParamsSchema,
  response: OrganisationPersonDetailsSchema,
  refusals: organisationRefusals,
  reasons: ['person.not_in_organisation'],
});

export const searchUnionPeopleEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/union/people',
  capability,
  summary: 'People by name or member id (at most 20), each with their DBS status',
  query: UnionPeopleSearchQuerySchema,
  response: UnionPersonListSchema,
  refusals: organisationRefusals,
});
