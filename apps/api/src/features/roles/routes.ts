import {
  endUnionRoleEndpoint,
  grantUnionRoleEndpoint,
  listPersonRoleRecordsEndpoint,
  listRegisteredRolesEndpoint,
  listUnionRoleCandidatesEndpoint,
  listUnionRolesEndpoint,
} from '@mywru/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint';
import { endUnionRole } from './end-as-union';
import { grantUnionRole } from './grant-as-union';
import { listRegisteredRoles } from './list-for-member';
import { listPersonRoleRecords } from './list-for-organisation';
import { listUnionRoles } from './list-for-union';
import { searchUnionRoleCandidates } from './search-union-candidates';

/**
 * Roles: the member's registered roles (and their children's), a person's role records as they or
 * the officials of their organisations see them, and the union roles (area union-roles: the Union
 * Administrator only): who holds which, granting one to an adult found by name or member id, and
 * ending one (never the last Union Administrator). Every change is audited in its transaction.
 */
const roleRoutes: FastifyPluginAsync = async (app) => {
  route(app, listRegisteredRolesEndpoint, (context, { params, query }) =>
    listRegisteredRoles(context, { id: params.id, query }),
  );
  route(app, listPersonRoleRecordsEndpoint, (context, { params, query }) =>
    listPersonRoleRecords(context, { wruId: params.id, query }),
  );
  route(app, listUnionRolesEndpoint, (context) => listUnionRoles(context));
  route(app, listUnionRoleCandidatesEndpoint, (context, { query }) => searchUnionRoleCandidates(context, query));
  route(app, grantUnionRoleEndpoint, (context, { body }) => grantUnionRole(context, body));
  route(app, endUnionRoleEndpoint, (context, { params }) => endUnionRole(context, params));
};
export default roleRoutes;
