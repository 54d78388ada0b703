/**
 * What the registrations contracts have in common, in a module of its own that imports nothing:
 * `team-parent-endpoint.ts` is kept apart from `endpoints.ts` so the union's organisation page takes
 * it without the other calls and their schemas (decision 035), and both take these from here.
 */
export const capability = 'registrations';

/** The refusals every call on the member's side of Registrations documents. */
export const refusals = [400, 403, 404, 409] as const;
