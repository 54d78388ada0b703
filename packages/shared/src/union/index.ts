export * from './permissions';
export * from './back-office';
export * from './work-queue-item';
export * from './audit-log';
export * from './union-organisations';
export * from './outbox';
