/** What waits for the signed-in person or their children (`GET /api/actions`). */
export * from './actions-query';
