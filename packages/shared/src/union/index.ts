export * from './permissions';
export * from './dbs-expiry';
export * from './back-office';
