export * from './schemas';
export * from './dbs-views';
