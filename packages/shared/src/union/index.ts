export * from './dbs-expiry';
export * from './back-office';
export * from './qualifications';
export * from './union-organisations';
export * from './union-roles';
