/** What the union's person page composes from DBS checks: the person's DBS (read) and its section. */
export { usePersonDbs } from './api/person-dbs';
export { DbsSection } from './dbs-section';
export { UnionDbsStatusBadge } from './union-dbs-status-badge';
