/** A DBS check as every page shows it: the status badge and its tone per status. */
export * from './dbs-status-badge';
