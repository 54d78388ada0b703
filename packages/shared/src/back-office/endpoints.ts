import { defineEndpoint } from '../contract';
import { UnionMeSchema, UnionSummarySchema } from './schemas';
import { ChangeUnionSettingsSchema, UnionSettingsSchema } from './settings';

/** Who the union staff member is: their union roles and the back-office areas they reach. */
export const getUnionMeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/union/me',
  capability: 'back-office',
  summary: "The caller's active union roles and the back-office areas they reach (403 for anyone else)",
  response: UnionMeSchema,
  refusals: [403],
  reasons: ['back_office.permission.staff'],
});

/** What waits for a union staff member in the areas they reach (the dashboard's 'Union' card). */
export const getUnionSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/union/summary',
  capability: 'back-office',
  summary:
    'What waits for the caller in the areas they reach: work-queue counts, DBS checks expiring within 90 days, and the transfers and permits the union may decide now (null for an area not reached; 403 for anyone without a union role)',
  response: UnionSummarySchema,
  refusals: [403],
  reasons: ['back_office.permission.staff'],
});

/** The union's settings (area Settings: the Union Administrator). */
export const getUnionSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/union/settings',
  capability: 'back-office',
  summary:
    "The union's settings: the season limit of transfers into one team child (maxTransferredPlayers) and the limit of live permits per fixture and receiving organisation (permitLimit)",
  response: UnionSettingsSchema,
  refusals: [403],
  reasons: ['back_office.permission.settings'],
});

export const changeUnionSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/union/settings',
  capability: 'back-office',
  summary:
    "Change the union's settings (audited); a new limit applies to transfers made and permits requested from then on",
  body: ChangeUnionSettingsSchema,
  response: UnionSettingsSchema,
  refusals: [403],
  reasons: ['back_office.permission.settings'],
});
