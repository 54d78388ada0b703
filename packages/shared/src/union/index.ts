export * from './permissions';
export * from './back-office';
export * from './audit-log';
export * from './union-organisations';
export * from './outbox';
