export * from './dbs-status';
