export * from './permissions';
export * from './dbs-expiry';
