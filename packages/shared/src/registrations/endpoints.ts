/**
 * The member's side of Registrations: Register to Play, Register to Volunteer and Track
 * Registrations. Every call needs a signed-in member; person-scoped calls act only for the member
 * or their own child (403 otherwise).
 */
import { defineEndpoint } from '../contract/endpoint';
import { PersonIdParamsSchema } from '../people/person';
import { capability, refusals } from './endpoint-defaults';
import { EligibilityRestrictionDataSchema, EligibilitySummarySchema } from './player-applications/eligibility';
import {
  OrganisationTypeListSchema,
  OrganisationTypeParamsSchema,
  PlayerApplicationCreatedSchema,
  PlayerApplicationListSchema,
  PlayerApplicationSchema,
  PlayerApplicationSubmissionSchema,
  PlayingRegistrationParamsSchema,
  TeamCardListSchema,
  TeamParentsQuerySchema,
} from './player-applications/schemas';
import {
  VolunteerApplicationListSchema,
  VolunteerRegistrationCreatedSchema,
  VolunteerRegistrationSubmissionSchema,
  VolunteerRoleListSchema,
} from './volunteer-registrations/schemas';

const ELIGIBILITY_REASONS = [
  'eligibility.active_playing_role',
  'eligibility.previous_registration',
  'eligibility.pending_application',
] as const;

export const listOrganisationTypesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/organisation/type',
  capability,
  summary: 'Organisation types (the ways to play)',
  response: OrganisationTypeListSchema,
  refusals,
});

export const listEligibleTeamsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/organisation/type/:typeId/team-parents',
  capability,
  summary:
    'Teams of an organisation type a person may apply for (registrations open, age grade same or one up, sex), 9 per page, with eligibility restrictions',
  params: OrganisationTypeParamsSchema,
  query: TeamParentsQuerySchema,
  response: TeamCardListSchema,
  refusals,
  reasons: ['player_application.organisation_type_not_found'],
});

export const getEligibilitySummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/person/:id/eligibility/summary',
  capability,
  summary: 'Eligibility per organisation type for the registration season, with the restricted game formats',
  params: PersonIdParamsSchema,
  response: EligibilitySummarySchema,
  refusals,
});

export const getEligibilityRestrictionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/person/:id/eligibility/restrictions',
  capability,
  summary: 'Eligibility restriction data: active playing roles, earlier registrations and pending applications',
  params: PersonIdParamsSchema,
  response: EligibilityRestrictionDataSchema,
  refusals,
});

/** 201 when created, 200 with the same application when it already exists (the handler sets which). */
export const submitPlayerApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/person/:id/playing-registration',
  capability,
  summary:
    'Apply to play for a team (you or your child) with the six consents; 201 when created, 200 with the same application when it already exists',
  params: PersonIdParamsSchema,
  body: PlayerApplicationSubmissionSchema,
  response: PlayerApplicationCreatedSchema,
  status: 201,
  refusals,
  reasons: [
    'player_application.consents_missing',
    'player_application.team_not_found',
    'player_application.registrations_closed',
    'player_application.age_grade_not_open',
    'player_application.sex_not_open',
    ...ELIGIBILITY_REASONS,
  ],
});

export const listPlayerApplicationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/person/:id/application',
  capability,
  summary: 'Playing applications of a person (you or your child), newest first',
  params: PersonIdParamsSchema,
  response: PlayerApplicationListSchema,
  refusals,
});

export const getPlayerApplicationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/playing-registration/:id',
  capability,
  summary: 'One playing application (yours or your child’s)',
  params: PlayingRegistrationParamsSchema,
  response: PlayerApplicationSchema,
  refusals,
});

export const listVolunteerRolesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/volunteer/get-roles',
  capability,
  summary: 'Volunteer roles with their rules',
  response: VolunteerRoleListSchema,
  refusals,
});

export const listVolunteerRegistrationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/person/:id/volunteer-registration',
  capability,
  summary: 'Volunteer registrations of a person (you or your child), newest first',
  params: PersonIdParamsSchema,
  response: VolunteerApplicationListSchema,
  refusals,
});

/** 201 when created, 200 when the same registration is already awaiting (the handler sets which). */
export const submitVolunteerRegistrationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/person/:id/volunteer-registration',
  capability,
  summary:
    'Register to volunteer (you or your child): role, organisation (null = unattached), teams, the four consents; answers dbsTriggered. 201 when created, 200 when the same registration is already awaiting',
  params: PersonIdParamsSchema,
  body: VolunteerRegistrationSubmissionSchema,
  response: VolunteerRegistrationCreatedSchema,
  status: 201,
  refusals,
  reasons: [
    'volunteer_registration.consents_missing',
    'volunteer_registration.role_unknown',
    'volunteer_registration.date_of_birth_missing',
    'volunteer_registration.too_young',
    'volunteer_registration.organisation_not_active',
    'volunteer_registration.teams_not_of_organisation',
    'volunteer_registration.teams_without_organisation',
    'volunteer_registration.organisation_required',
    'volunteer_registration.teams_required',
    'volunteer_registration.age_grades_not_acknowledged',
  ],
});
