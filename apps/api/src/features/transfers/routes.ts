import {
  approveTransferAsOrganisationEndpoint,
  approveTransferAsPlayerEndpoint,
  cancelTransferAsPlayerEndpoint,
  createTransferEndpoint,
  decideTransferAsUnionEndpoint,
  getTransferEligibilityEndpoint,
  getTransferEndpoint,
  getTransferSeasonCountEndpoint,
  listFamilyTransfersEndpoint,
  listTransferFromRolesEndpoint,
  listTransfersAwaitingApprovalEndpoint,
  listTransfersForOrganisationEndpoint,
  listTransfersForUnionEndpoint,
  objectToTransferAsOrganisationEndpoint,
  searchTransferPlayerEndpoint,
} from '@mywru/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint';
import { answerTransferAsPlayer } from './answer-as-player';
import { createTransfer } from './create';
import { decideTransferAsOrganisation } from './decide-as-organisation';
import { decideTransferAsUnion } from './decide-as-union';
import { getTransfer } from './get';
import { getTransferEligibility } from './get-eligibility';
import { getTransferSeasonCount } from './get-season-count';
import { listTransfersAwaitingApproval } from './list-awaiting-approval';
import { listTransfersOfFamily } from './list-family';
import { listTransfersForOrganisation } from './list-for-organisation';
import { listTransfersForUnion } from './list-for-union';
import { listTransferFromRoles } from './list-from-roles';
import { searchTransferPlayer } from './search-player';

/**
 * Transfers (decision 028): New Transfer and Manage Transfers for the receiving and the sending
 * organisation, the player's or guardian's answer on /actions, and the union's decision. Every
 * call checks who the caller is for the object (403 with a reason, logged).
 */
const transferRoutes: FastifyPluginAsync = async (app) => {
  route(app, searchTransferPlayerEndpoint, (context, input) => searchTransferPlayer(context, input));
  route(app, listTransferFromRolesEndpoint, (context, input) => listTransferFromRoles(context, input));
  route(app, getTransferEligibilityEndpoint, (context, input) => getTransferEligibility(context, input));
  route(app, getTransferSeasonCountEndpoint, (context, input) => getTransferSeasonCount(context, input));
  route(app, createTransferEndpoint, (context, input) => createTransfer(context, input));
  route(app, listTransfersForOrganisationEndpoint, (context, input) => listTransfersForOrganisation(context, input));
  route(app, approveTransferAsOrganisationEndpoint, (context, input) =>
    decideTransferAsOrganisation(context, { params: input.params, objectionReason: null }),
  );
  route(app, objectToTransferAsOrganisationEndpoint, (context, input) =>
    decideTransferAsOrganisation(context, { params: input.params, objectionReason: input.body.reason }),
  );
  route(app, getTransferEndpoint, (context, input) => getTransfer(context, input));
  route(app, listTransfersAwaitingApprovalEndpoint, (context, input) => listTransfersAwaitingApproval(context, input));
  route(app, listFamilyTransfersEndpoint, (context) => listTransfersOfFamily(context));
  route(app, approveTransferAsPlayerEndpoint, (context, input) =>
    answerTransferAsPlayer(context, { params: input.params, answer: { approve: true, consents: input.body } }),
  );
  route(app, cancelTransferAsPlayerEndpoint, (context, input) =>
    answerTransferAsPlayer(context, { params: input.params, answer: { approve: false } }),
  );
  route(app, listTransfersForUnionEndpoint, (context) => listTransfersForUnion(context));
  route(app, decideTransferAsUnionEndpoint, (context, input) => decideTransferAsUnion(context, input));
};
export default transferRoutes;
