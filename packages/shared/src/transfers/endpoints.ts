/**
 * The contracts of transfers: the spec's calls (section 7) with their paths and query parameters,
 * and the calls it knows by purpose only, named after the same noun. Three audiences use them: the
 * receiving and the sending organisation (area Transfers of the hub), the player or a child's
 * guardian (/actions), and the union (area Transfers of the back office).
 */
import { defineEndpoint } from '../contract/endpoint';
import { OrganisationIdParamsSchema } from '../organisations/organisation-lists';
import { UnionDecisionSchema } from '../registrations/work-queue';
import {
  CreateTransferQuerySchema,
  CreatedTransferSchema,
  FamilyTransferListSchema,
  OrganisationTransfersQuerySchema,
  SeasonTransferCountSchema,
  TransferAwaitingApprovalListSchema,
  TransferConsentSchema,
  TransferDecisionResultSchema,
  TransferEligibilityListSchema,
  TransferEligibilityQuerySchema,
  TransferFromRoleListSchema,
  TransferFromRolesQuerySchema,
  TransferIdParamsSchema,
  TransferListPageSchema,
  TransferObjectionSchema,
  TransferPersonParamsSchema,
  TransferPlayerSchema,
  TransferPlayerSearchQuerySchema,
  TransferSchema,
  TransferSeasonCountParamsSchema,
  UnionTransferQueueSchema,
} from './schemas';

const capability = 'transfers';

// ---------------------------------------------------------------------------------------------
// The receiving organisation: New Transfer
// ---------------------------------------------------------------------------------------------

export const searchTransferPlayerEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/person/search/validated',
  capability,
  summary:
    'Select Player: the person with this WRU ID and last name (exact, case-insensitive), for an official who manages transfers; refused when not found, when no sex is recorded, or when the person holds no active playing role',
  query: TransferPlayerSearchQuerySchema,
  response: TransferPlayerSchema,
  refusals: [403, 404, 400],
  reasons: [
    'organisation.permission.transfers',
    'transfer.player_not_found',
    'transfer.player_details_incomplete',
    'transfer.no_active_affiliation',
  ],
});

export const listTransferFromRolesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/person/:id/transfer/roles',
  capability,
  summary:
    "Select Teams: the person's active playing roles a transfer may move (the from-teams), for an official of the receiving organisation who gives the person's last name",
  params: TransferPersonParamsSchema,
  query: TransferFromRolesQuerySchema,
  response: TransferFromRoleListSchema,
  refusals: [403, 404],
  reasons: ['organisation.permission.transfers', 'transfer.player_not_found'],
});

export const getTransferEligibilityEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/person/:id/transfer/eligibility',
  capability,
  summary:
    "Select Teams: the receiving organisation's team parents the person may move to from this from-team (same game format, the person's age grade and sex, registrations open; a Team Manager or Team Coach only their own teams)",
  params: TransferPersonParamsSchema,
  query: TransferEligibilityQuerySchema,
  response: TransferEligibilityListSchema,
  refusals: [403, 404, 400],
  reasons: [
    'organisation.permission.transfers',
    'transfer.player_not_found',
    'transfer.information_incomplete',
    'transfer.same_organisation',
  ],
});

export const getTransferSeasonCountEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/transfer/organisation/:organisationId/team-child/:teamChildId/season-count',
  capability,
  summary:
    "Transfers into this team child this season that are not rejected or cancelled, and the union's limit (maxTransferredPlayers)",
  params: TransferSeasonCountParamsSchema,
  response: SeasonTransferCountSchema,
  refusals: [403, 404],
  reasons: ['organisation.permission.transfers', 'team.not_found'],
});

export const createTransferEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/transfer',
  capability,
  summary:
    'Confirm: the receiving organisation requests the transfer of the person from their from-team to one of its team children (the ids in the query, as the spec). Refused when another transfer or a player application is open, or at the season limit',
  query: CreateTransferQuerySchema,
  response: CreatedTransferSchema,
  status: 201,
  refusals: [403, 404, 409, 400],
  reasons: [
    'organisation.permission.transfers',
    'transfer.permission.team',
    'transfer.player_not_found',
    'transfer.player_details_incomplete',
    'transfer.no_active_affiliation',
    'transfer.information_incomplete',
    'transfer.same_organisation',
    'transfer.to_team_not_eligible',
    'transfer.already_open',
    'transfer.application_pending',
    'transfer.season_limit_reached',
  ],
});

// ---------------------------------------------------------------------------------------------
// Both organisations: Manage Transfers
// ---------------------------------------------------------------------------------------------

export const listTransfersForOrganisationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/transfer/organisation/:organisationId',
  capability,
  summary:
    "Manage Transfers: the organisation's incoming or outgoing transfers, newest first, a page at a time (a Team Manager or Team Coach sees those of their own teams)",
  params: OrganisationIdParamsSchema,
  query: OrganisationTransfersQuerySchema,
  response: TransferListPageSchema,
  refusals: [403, 404],
  reasons: ['organisation.permission.transfers'],
});

export const approveTransferAsOrganisationEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/transfer/:id/organisation/approve',
  capability,
  summary:
    "The sending organisation approves the transfer: once, before the union's decision and until 7 days after the player's approval",
  params: TransferIdParamsSchema,
  response: TransferDecisionResultSchema,
  refusals: [403, 404, 409],
  reasons: [
    'organisation.permission.transfers',
    'transfer.permission.organisation',
    'transfer.not_found',
    'transfer.organisation_already_decided',
    'transfer.objection_window_closed',
    'transfer.ended',
  ],
});

export const objectToTransferAsOrganisationEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/transfer/:id/organisation/object',
  capability,
  summary:
    "The sending organisation objects, with a reason: the objection goes to the union for review. Once, before the union's decision and until 7 days after the player's approval",
  params: TransferIdParamsSchema,
  body: TransferObjectionSchema,
  response: TransferDecisionResultSchema,
  refusals: [403, 404, 409],
  reasons: [
    'organisation.permission.transfers',
    'transfer.permission.organisation',
    'transfer.not_found',
    'transfer.organisation_already_decided',
    'transfer.objection_window_closed',
    'transfer.ended',
  ],
});

// ---------------------------------------------------------------------------------------------
// Everyone with a part in it: one transfer
// ---------------------------------------------------------------------------------------------

export const getTransferEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/transfer/:id',
  capability,
  summary:
    'One transfer with its timeline and what the caller may do: for the player or a child’s guardian, the officials of both organisations (Team Managers and Team Coaches of the teams concerned), and the union',
  params: TransferIdParamsSchema,
  response: TransferSchema,
  refusals: [403, 404],
  reasons: ['transfer.not_found'],
});

// ---------------------------------------------------------------------------------------------
// The player or guardian: /actions
// ---------------------------------------------------------------------------------------------

export const listTransfersAwaitingApprovalEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/person/:id/transfer/awaiting-approval',
  capability,
  summary: "The transfers awaiting the person's approval (the person is the caller or one of their children)",
  params: TransferPersonParamsSchema,
  response: TransferAwaitingApprovalListSchema,
  refusals: [403, 404],
  reasons: ['transfer.permission.player'],
});

export const listFamilyTransfersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/transfer/family',
  capability,
  summary:
    "The caller's and their children's transfers that are open or ended in the last 90 days, newest first (Your transfers on /actions)",
  response: FamilyTransferListSchema,
  refusals: [],
});

export const approveTransferAsPlayerEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/transfer/:id/player-guardian/approve',
  capability,
  summary: 'The player, or a child’s guardian, approves the transfer with the six consents; once',
  params: TransferIdParamsSchema,
  body: TransferConsentSchema,
  response: TransferDecisionResultSchema,
  refusals: [403, 404, 409],
  reasons: ['transfer.permission.player', 'transfer.not_found', 'transfer.player_already_decided', 'transfer.ended'],
});

export const cancelTransferAsPlayerEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/transfer/:id/player-guardian/cancel',
  capability,
  summary: "The player, or a child's guardian, cancels the transfer: at any time before the union's decision",
  params: TransferIdParamsSchema,
  response: TransferDecisionResultSchema,
  refusals: [403, 404, 409],
  reasons: ['transfer.permission.player', 'transfer.not_found', 'transfer.ended'],
});

// ---------------------------------------------------------------------------------------------
// The union (area Transfers)
// ---------------------------------------------------------------------------------------------

export const listTransfersForUnionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/union/transfers',
  capability,
  summary:
    "Transfers the player has approved and the union has not decided, oldest first: those ready for the union's decision, objected ones, and those still in the sending organisation's 7 days",
  response: UnionTransferQueueSchema,
  refusals: [403],
  reasons: ['back_office.permission.transfers'],
});

export const decideTransferAsUnionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/union/transfers/:id/decision',
  capability,
  summary:
    'The union approves (the old playing role ends today and the new one starts, in one transaction) or rejects with a reason; once',
  params: TransferIdParamsSchema,
  body: UnionDecisionSchema,
  response: TransferDecisionResultSchema,
  refusals: [403, 404, 409],
  reasons: [
    'back_office.permission.transfers',
    'transfer.not_found',
    'transfer.already_decided',
    'transfer.not_ready_for_union',
    'transfer.ended',
    'transfer.role_changed_meanwhile',
  ],
});
