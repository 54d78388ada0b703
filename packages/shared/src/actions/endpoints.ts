import { defineEndpoint } from '../contract';
import { ActionListSchema } from './schemas';

/** What waits for the signed-in person or their children, most pressing first. */
export const listActionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/actions',
  capability: 'actions',
  summary: 'What waits for you or your children to do, most pressing first',
  response: ActionListSchema,
  refusals: [],
});
