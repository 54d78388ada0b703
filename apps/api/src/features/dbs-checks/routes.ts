import {
  getDbsForMemberEndpoint,
  getDbsForOrganisationEndpoint,
  getDbsForUnionEndpoint,
  listDbsViewsEndpoint,
  listExpiringDbsEndpoint,
  recordDbsCheckEndpoint,
  updateDbsFlagsEndpoint,
} from '@mywru/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint';
import { getDbsForMember } from './get-for-member';
import { getDbsForOrganisation } from './get-for-organisation';
import { getDbsForUnion } from './get-for-union';
import { listExpiringDbs } from './list-expiring';
import { listDbsViewsForMember } from './list-views-for-member';
import { recordDbsCheckAsUnion } from './record-as-union';
import { updateDbsFlagsAsUnion } from './update-flags-as-union';

/**
 * DBS checks: the member's own (or their child's) records and who viewed them, an organisation's
 * view of a member's, and the union's back office (area dbs: Safeguarding Officer, Union
 * Administrator) that records checks, sets the flags and lists the checks running out. Every read
 * by someone other than the person or their guardian, and every change, is audited.
 */
const dbsCheckRoutes: FastifyPluginAsync = async (app) => {
  route(app, getDbsForMemberEndpoint, (context, { params }) => getDbsForMember(context, params));
  route(app, listDbsViewsEndpoint, (context, { params }) => listDbsViewsForMember(context, params));
  route(app, getDbsForOrganisationEndpoint, (context, { params }) => getDbsForOrganisation(context, params));
  route(app, getDbsForUnionEndpoint, (context, { params }) => getDbsForUnion(context, { personId: params.id }));
  route(app, recordDbsCheckEndpoint, (context, { params, body }) =>
    recordDbsCheckAsUnion(context, { personId: params.id, record: body }),
  );
  route(app, updateDbsFlagsEndpoint, (context, { params, body }) =>
    updateDbsFlagsAsUnion(context, { personId: params.id, flags: body }),
  );
  route(app, listExpiringDbsEndpoint, (context) => listExpiringDbs(context));
};
export default dbsCheckRoutes;
