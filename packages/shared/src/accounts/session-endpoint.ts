import { defineEndpoint } from '../contract/endpoint';
import { AuthSessionSchema } from './session';

/**
 * GET /auth/session: who is signed in. A module of its own, importing only the session's schema, so
 * that the check every page makes as it starts loads no other contract (decision 035).
 */
export const getSessionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/auth/session',
  capability: 'accounts',
  summary: 'Who is signed in',
  response: AuthSessionSchema,
  refusals: [],
  // Answers signed out too: `isAuthenticated: false`.
  isPublic: true,
});
