import { defineEndpoint } from '../contract';
import { CountryListSchema, RugbyUnionListSchema } from '../people/person-input';

/** The lookup lists change only with a deployment; the API sends them with a day of browser caching. */
export const listCountriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/country',
  capability: 'lookups',
  summary: 'Countries (ISO 3166; id 1 is the United Kingdom)',
  response: CountryListSchema,
  refusals: [],
  isPublic: true,
});

export const listNationalitiesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/nationality',
  capability: 'lookups',
  summary: 'Nationalities',
  response: CountryListSchema,
  refusals: [],
  isPublic: true,
});

export const listRugbyUnionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/rugby-union',
  capability: 'lookups',
  summary: 'Rugby unions a player may be registered with (international playing status)',
  response: RugbyUnionListSchema,
  refusals: [],
  isPublic: true,
});
