/**
 * The contracts of permits: the spec's calls (section 7: person/search/validated-by-dob and the
 * calls it knows by purpose only), named after the same noun. Four audiences use them: the receiving
 * organisation (New permit, Cancel), the sending organisation (Approve, Reject), the player or a
 * child's guardian (/actions), and the union (area Permits of the back office).
 */
import { defineEndpoint } from '../contract/endpoint';
import { OrganisationIdParamsSchema } from '../organisations/organisation-lists';
import {
  CreatePermitSchema,
  CreatedPermitSchema,
  OrganisationPermitsQuerySchema,
  PermitConsentSchema,
  PermitDecisionResultSchema,
  PermitFixtureLimitParamsSchema,
  PermitFixturePageSchema,
  PermitFixturesQuerySchema,
  PermitIdParamsSchema,
  PermitLimitCheckSchema,
  PermitListPageSchema,
  PermitOrganisationDecisionSchema,
  PermitOrganisationParamsSchema,
  PermitPersonParamsSchema,
  PermitPlayerListSchema,
  PermitPlayerSearchQuerySchema,
  PermitUnionDecisionSchema,
  PersonPermitListSchema,
  PlayerPermitSchema,
  UnionPermitQueueSchema,
} from './schemas';

const capability = 'permits';

// ---------------------------------------------------------------------------------------------
// The receiving organisation: New permit
// ---------------------------------------------------------------------------------------------

export const searchPermitPlayerEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/person/search/validated-by-dob',
  capability,
  summary:
    'Select Player: the people with this date of birth and last name (exact, case-insensitive) who hold an active playing role at the chosen organisation, for an official of the receiving organisation; refused when none match, when none is an active player there, or when no age grade may play on a permit',
  query: PermitPlayerSearchQuerySchema,
  response: PermitPlayerListSchema,
  refusals: [403, 404, 400],
  reasons: [
    'organisation.permission.permits',
    'permit.player_not_found',
    'permit.not_active_player',
    'permit.not_eligible',
    'permit.same_organisation',
  ],
});

export const listPermitFixturesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/permit/organisation/:organisationId/fixtures',
  capability,
  summary:
    "Select Fixture: the organisation's fixtures the chosen player may play on a permit (the age-grade mapping and sex), Upcoming by kick-off ascending or Previous descending, 3 a page; claimed fixtures come with hasReferee true (a Team Manager or Team Coach sees their own teams' fixtures)",
  params: OrganisationIdParamsSchema,
  query: PermitFixturesQuerySchema,
  response: PermitFixturePageSchema,
  refusals: [403, 404, 400],
  reasons: ['organisation.permission.permits', 'permit.player_not_found', 'permit.not_active_player'],
});

export const checkPermitLimitEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/permit/fixture/:fixtureId/organisation/:organisationId/limit',
  capability,
  summary:
    "Permit limit check: the organisation's live permits for this fixture (not cancelled or rejected) and the union's permitLimit",
  params: PermitFixtureLimitParamsSchema,
  response: PermitLimitCheckSchema,
  refusals: [403, 404],
  reasons: ['organisation.permission.permits', 'permit.fixture_not_found'],
});

export const createPermitEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/permit',
  capability,
  summary:
    'Confirm: the receiving organisation requests a permit for the player to play this fixture for it. Refused for a claimed fixture, one the player may not play, a second live permit for the same player and fixture, or at the limit (checked under a lock: concurrent requests cannot pass it)',
  body: CreatePermitSchema,
  response: CreatedPermitSchema,
  status: 201,
  refusals: [403, 404, 409, 400],
  reasons: [
    'organisation.permission.permits',
    'permit.permission.team',
    'permit.player_not_found',
    'permit.not_active_player',
    'permit.not_eligible',
    'permit.same_organisation',
    'permit.fixture_not_found',
    'permit.fixture_not_for_organisation',
    'permit.fixture_claimed',
    'permit.already_exists',
    'permit.limit_reached',
    'permit.kicked_off',
  ],
});

// ---------------------------------------------------------------------------------------------
// Both organisations: Manage Permits
// ---------------------------------------------------------------------------------------------

export const listPermitsForOrganisationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/permit/organisation/:organisationId',
  capability,
  summary:
    "Manage Permits: the organisation's incoming (Players Joining Your Fixture) or outgoing (Your Players Playing Elsewhere) permits, newest fixture first, a page at a time (a Team Manager or Team Coach sees those of their own teams)",
  params: OrganisationIdParamsSchema,
  query: OrganisationPermitsQuerySchema,
  response: PermitListPageSchema,
  refusals: [403, 404],
  reasons: ['organisation.permission.permits'],
});

export const decidePermitAsOrganisationEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/permit/:id/organisation/:organisationId/decision',
  capability,
  summary:
    'The sending organisation approves (1) or rejects (2) the permit: once, while the union has not overridden, before kick-off',
  params: PermitOrganisationParamsSchema,
  body: PermitOrganisationDecisionSchema,
  response: PermitDecisionResultSchema,
  refusals: [403, 404, 409],
  reasons: [
    'organisation.permission.permits',
    'permit.permission.sending_organisation',
    'permit.not_found',
    'permit.organisation_already_decided',
    'permit.cancelled',
    'permit.kicked_off',
  ],
});

export const cancelPermitEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/permit/:id/organisation/:organisationId/cancel',
  capability,
  summary: 'The receiving organisation cancels the permit: once, until kick-off',
  params: PermitOrganisationParamsSchema,
  response: PermitDecisionResultSchema,
  refusals: [403, 404, 409],
  reasons: [
    'organisation.permission.permits',
    'permit.permission.receiving_organisation',
    'permit.not_found',
    'permit.cancelled',
    'permit.kicked_off',
  ],
});

// ---------------------------------------------------------------------------------------------
// The player or guardian: /actions
// ---------------------------------------------------------------------------------------------

export const getPermitForPlayerEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/permit/:id/player-guardian',
  capability,
  summary: 'One permit, for the player or a child’s guardian, with what they may do now',
  params: PermitIdParamsSchema,
  response: PlayerPermitSchema,
  refusals: [403, 404],
  reasons: ['permit.not_found', 'permit.permission.player'],
});

export const approvePermitAsPlayerEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/permit/:id/player-guardian/approve',
  capability,
  summary: 'The player, or a child’s guardian, approves the permit with the six consents; once, before kick-off',
  params: PermitIdParamsSchema,
  body: PermitConsentSchema,
  response: PermitDecisionResultSchema,
  refusals: [403, 404, 409],
  reasons: [
    'permit.permission.player',
    'permit.not_found',
    'permit.player_already_decided',
    'permit.cancelled',
    'permit.kicked_off',
  ],
});

export const declinePermitAsPlayerEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/permit/:id/player-guardian/decline',
  capability,
  summary: 'The player, or a child’s guardian, declines the permit (it is cancelled); once, before kick-off',
  params: PermitIdParamsSchema,
  response: PermitDecisionResultSchema,
  refusals: [403, 404, 409],
  reasons: [
    'permit.permission.player',
    'permit.not_found',
    'permit.player_already_decided',
    'permit.cancelled',
    'permit.kicked_off',
  ],
});

export const listPersonPermitsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/permit/person/:personId',
  capability,
  summary:
    "The person's permits valid to play, for fixtures from 30 days back on (Your Roles); the person is the caller or one of their children",
  params: PermitPersonParamsSchema,
  response: PersonPermitListSchema,
  refusals: [403],
  reasons: ['permit.permission.player'],
});

// ---------------------------------------------------------------------------------------------
// The union (area Permits)
// ---------------------------------------------------------------------------------------------

export const listPermitsForUnionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/union/permits',
  capability,
  summary:
    'Permits the player has approved that the union has not decided, for fixtures ahead, soonest kick-off first (at most 500)',
  response: UnionPermitQueueSchema,
  refusals: [403],
  reasons: ['back_office.permission.permits'],
});

export const decidePermitAsUnionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/union/permits/:id/decision',
  capability,
  summary:
    "The union approves (1) or rejects (2, with a reason) the permit: its override wins over the sending organisation's decision; once, before kick-off",
  params: PermitIdParamsSchema,
  body: PermitUnionDecisionSchema,
  response: PermitDecisionResultSchema,
  refusals: [403, 404, 409],
  reasons: [
    'back_office.permission.permits',
    'permit.not_found',
    'permit.already_decided',
    'permit.not_ready_for_union',
    'permit.cancelled',
    'permit.kicked_off',
    'permit.already_exists',
  ],
});
