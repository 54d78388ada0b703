/**
 * The contracts of the decisions on registrations: Manage Registrations for an organisation (its
 * player applications and volunteer registrations, their decisions, Change Team) and the union's
 * work queue (the referred player applications and volunteer registrations awaiting the union, and
 * the union's decisions).
 */
import { defineEndpoint } from '../contract/endpoint';
import { OrganisationIdParamsSchema } from '../organisations/organisation-lists';
import { PersonRoleRecordSchema } from '../organisations/organisation-people';
import { capability } from './endpoint-defaults';
import {
  OrganisationPlayerApplicationListSchema,
  OrganisationPlayerApplicationSchema,
  OrganisationPlayerApplicationsQuerySchema,
  OrganisationVolunteerApplicationListSchema,
  OrganisationVolunteerApplicationSchema,
  PlayerApplicationDecisionSchema,
  UpdateTeamChildQuerySchema,
  VolunteerDecisionSchema,
} from './organisation-applications';
import { PlayingRegistrationParamsSchema } from './player-applications/schemas';
import {
  UnionDecisionParamsSchema,
  UnionDecisionSchema,
  UnionPlayerDecisionResultSchema,
  UnionVolunteerDecisionResultSchema,
  UnionWorkQueueCountsSchema,
  UnionWorkQueueSchema,
} from './work-queue';
import { UnionPlayerApplicationDetailSchema, UnionVolunteerRegistrationDetailSchema } from './work-queue-item';

/** The refusals every decision endpoint documents (today's routes answer each of them). */
const refusals = [403, 404, 409] as const;

// ---------------------------------------------------------------------------------------------
// The organisation's side (area Registrations)
// ---------------------------------------------------------------------------------------------

export const listOrganisationPlayerApplicationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/organisation/:organisationId/playing-registration',
  capability,
  summary: "The organisation's player applications in the given statuses, newest first, with each team's variations",
  params: OrganisationIdParamsSchema,
  query: OrganisationPlayerApplicationsQuerySchema,
  response: OrganisationPlayerApplicationListSchema,
  refusals,
  reasons: ['organisation.permission.registrations'],
});

export const decidePlayerApplicationAsOrganisationEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/api/playing-registration/:id/status',
  capability,
  summary:
    'Approve (on a team variation, required when the team has more than one) or reject an application awaiting the organisation; exactly once (409 when already decided)',
  params: PlayingRegistrationParamsSchema,
  body: PlayerApplicationDecisionSchema,
  response: OrganisationPlayerApplicationSchema,
  refusals,
  reasons: [
    'organisation.permission.registrations',
    'player_application.not_found',
    'player_application.already_decided',
    'player_application.no_team_options',
    'player_application.team_option_required',
    'player_application.team_option_of_other_team',
  ],
});

export const listOrganisationVolunteerRegistrationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/organisation/:organisationId/volunteer-registration',
  capability,
  summary: "The organisation's volunteer registrations with each person's DBS status, newest first",
  params: OrganisationIdParamsSchema,
  response: OrganisationVolunteerApplicationListSchema,
  refusals,
  reasons: ['organisation.permission.registrations'],
});

export const decideVolunteerRegistrationAsOrganisationEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/organisation/:organisationId/volunteer-registration/decision',
  capability,
  summary:
    "The club's decision on a volunteer registration, once (409 on a second); approving without a valid DBS where one is required needs dbsWarningAcknowledged",
  params: OrganisationIdParamsSchema,
  body: VolunteerDecisionSchema,
  response: OrganisationVolunteerApplicationSchema,
  refusals,
  reasons: [
    'organisation.permission.registrations',
    'volunteer_registration.not_found',
    'volunteer_registration.member_id_mismatch',
    'volunteer_registration.no_organisation_decision_needed',
    'volunteer_registration.already_decided',
    'volunteer_registration.dbs_warning_required',
  ],
});

export const changeTeamEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/team/:organisationId/update-team-child',
  capability,
  summary: 'Change Team: move an active playing role to another variation of the same team',
  params: OrganisationIdParamsSchema,
  query: UpdateTeamChildQuerySchema,
  response: PersonRoleRecordSchema,
  refusals,
  reasons: [
    'organisation.permission.registrations',
    'player_application.role_not_found',
    'player_application.not_a_playing_role',
    'player_application.no_team_options',
    'player_application.not_a_team_option',
    'player_application.team_changed_meanwhile',
  ],
});

// ---------------------------------------------------------------------------------------------
// The union's work queue (area work-queue)
// ---------------------------------------------------------------------------------------------

export const listWorkQueueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/union/work-queue',
  capability,
  summary: 'Referred player applications and volunteer registrations awaiting the union, oldest first',
  response: UnionWorkQueueSchema,
  refusals,
});

export const countWorkQueueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/union/work-queue/counts',
  capability,
  summary: 'How many referrals and volunteer approvals await the union',
  response: UnionWorkQueueCountsSchema,
  refusals,
});

export const getPlayerApplicationForUnionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/union/player-applications/:id',
  capability,
  summary:
    'One application referred to the union (awaiting or decided): the person, the referral reason and the status history',
  params: UnionDecisionParamsSchema,
  response: UnionPlayerApplicationDetailSchema,
  refusals,
  reasons: ['player_application.not_found', 'work_queue.person_not_found'],
});

export const getVolunteerRegistrationForUnionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/union/volunteer-registrations/:id',
  capability,
  summary:
    "One volunteer registration needing the union's approval (awaiting or decided): the person, the role, the decisions and their history",
  params: UnionDecisionParamsSchema,
  response: UnionVolunteerRegistrationDetailSchema,
  refusals,
  reasons: ['volunteer_registration.not_found', 'work_queue.person_not_found'],
});

export const decidePlayerApplicationAsUnionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/union/player-applications/:id/decision',
  capability,
  summary:
    'Approve (to awaiting_org) or reject (with a reason) a referred player application; exactly once (409 when already decided)',
  params: UnionDecisionParamsSchema,
  body: UnionDecisionSchema,
  response: UnionPlayerDecisionResultSchema,
  refusals,
  reasons: ['player_application.not_found', 'player_application.not_referred'],
});

export const decideVolunteerRegistrationAsUnionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/union/volunteer-registrations/:id/decision',
  capability,
  summary:
    "The union's decision on a volunteer registration (a reason is required to reject); exactly once (409 on a second)",
  params: UnionDecisionParamsSchema,
  body: UnionDecisionSchema,
  response: UnionVolunteerDecisionResultSchema,
  refusals,
  reasons: [
    'volunteer_registration.not_found',
    'volunteer_registration.no_union_decision_needed',
    'volunteer_registration.already_decided_by_union',
  ],
});
