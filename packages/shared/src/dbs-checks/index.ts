export * from './dbs-status';
export * from './dbs-expiry';
export * from './dbs-views';
export * from './schemas';
export * from './endpoints';
export * from './reasons';
