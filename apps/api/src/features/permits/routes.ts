import {
  approvePermitAsPlayerEndpoint,
  cancelPermitEndpoint,
  checkPermitLimitEndpoint,
  createPermitEndpoint,
  decidePermitAsOrganisationEndpoint,
  decidePermitAsUnionEndpoint,
  declinePermitAsPlayerEndpoint,
  getPermitForPlayerEndpoint,
  listPermitFixturesEndpoint,
  listPermitsForOrganisationEndpoint,
  listPermitsForUnionEndpoint,
  listPersonPermitsEndpoint,
  searchPermitPlayerEndpoint,
} from '@mywru/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint';
import { cancelPermit } from './cancel';
import { checkPermitLimit } from './check-limit';
import { createPermit } from './create';
import { decidePermitAsOrganisation } from './decide-as-organisation';
import { listPermitFixtures } from './list-fixtures';
import { listPermitsForOrganisation } from './list-for-organisation';
import { searchPermitPlayer } from './search-player';
import { approvePermitAsPlayer } from './player/approve';
import { declinePermitAsPlayer } from './player/decline';
import { getPermitForPlayer } from './player/get';
import { listPersonPermits } from './player/list-for-person';
import { decidePermitAsUnion } from './union/decide';
import { listPermitsForUnion } from './union/list';

/**
 * Permits (decision 033, the transfers slice's shape): New permit and Manage Permits for the
 * receiving and the sending organisation, the player's or guardian's answer on /actions, and the
 * union's override. Every call checks who the caller is for the object (403 with a reason, logged).
 */
const permitRoutes: FastifyPluginAsync = async (app) => {
  // The organisations.
  route(app, searchPermitPlayerEndpoint, (context, input) => searchPermitPlayer(context, input));
  route(app, listPermitFixturesEndpoint, (context, input) => listPermitFixtures(context, input));
  route(app, checkPermitLimitEndpoint, (context, input) => checkPermitLimit(context, input));
  route(app, createPermitEndpoint, (context, input) => createPermit(context, input));
  route(app, listPermitsForOrganisationEndpoint, (context, input) => listPermitsForOrganisation(context, input));
  route(app, decidePermitAsOrganisationEndpoint, (context, input) => decidePermitAsOrganisation(context, input));
  route(app, cancelPermitEndpoint, (context, input) => cancelPermit(context, input));
  // The player or guardian, and the union.
  route(app, getPermitForPlayerEndpoint, (context, input) => getPermitForPlayer(context, input));
  route(app, approvePermitAsPlayerEndpoint, (context, input) => approvePermitAsPlayer(context, input));
  route(app, declinePermitAsPlayerEndpoint, (context, input) => declinePermitAsPlayer(context, input));
  route(app, listPersonPermitsEndpoint, (context, input) => listPersonPermits(context, input));
  route(app, listPermitsForUnionEndpoint, (context) => listPermitsForUnion(context));
  route(app, decidePermitAsUnionEndpoint, (context, input) => decidePermitAsUnion(context, input));
};
export default permitRoutes;
