/** The union staff member: who they are in the back office (`union/me`) and what waits for them (`union/summary`). */
export * from './union-me';
export * from './union-summary';
