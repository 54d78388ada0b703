import {
  EligibilityRestrictionDataSchema,
  EligibilitySummarySchema,
  OrganisationTypeListSchema,
  OrganisationTypeParamsSchema,
  PersonIdParamsSchema,
  PlayerApplicationCreatedSchema,
  PlayerApplicationListSchema,
  PlayerApplicationSchema,
  PlayerApplicationSubmissionSchema,
  PlayingRegistrationParamsSchema,
  ProblemSchema,
  TeamCardListSchema,
  TeamParentDetailsSchema,
  TeamParentParamsSchema,
  TeamParentsQuerySchema,
  VolunteerApplicationListSchema,
  VolunteerRegistrationCreatedSchema,
  VolunteerRegistrationSubmissionSchema,
  VolunteerRoleListSchema,
} from '@mywru/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { getEligibilityRestrictions, getEligibilitySummary } from './get-eligibility';
import { getTeamParent } from './get-team-parent';
import { listEligibleTeams } from './list-eligible-teams';
import { listOrganisationTypes } from './list-organisation-types';
import { getPlayerApplication, listPlayerApplications } from './list-player-applications';
import { listVolunteerRegistrations } from './list-volunteer-registrations';
import { listVolunteerRoles } from './list-volunteer-roles';
import { submitPlayerApplication } from './submit-player-application';
import { submitVolunteerRegistration } from './submit-volunteer-registration';

const refusals = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema, 409: ProblemSchema };

/**
 * Register to Play, Register to Volunteer and Track Registrations. Every call needs a signed-in
 * member; person-scoped calls act only for the member or their own child (403 otherwise).
 */
const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['registrations'];

  app.get(
    '/api/organisation/type',
    { schema: { tags, summary: 'Organisation types (the ways to play)', response: { 200: OrganisationTypeListSchema, ...refusals } } },
    async () => listOrganisationTypes({ db: app.db }),
  );

  app.get(
    '/api/organisation/type/:typeId/team-parents',
    {
      schema: {
        tags,
        summary:
          'Teams of an organisation type a person may apply for (registrations open, age grade same or one up, sex), 9 per page, with eligibility restrictions',
        params: OrganisationTypeParamsSchema,
        querystring: TeamParentsQuerySchema,
        response: { 200: TeamCardListSchema, ...refusals },
      },
    },
    async (request) =>
      listEligibleTeams({
        db: app.db,
        actor: actorOf(request),
        input: { typeId: request.params.typeId, query: request.query },
        now: app.clock(),
      }),
  );

  app.get(
    '/api/team/parent/:id',
    {
      schema: {
        tags,
        summary: "A team's details: organisation, template and format, sex, team children, whether it takes registrations",
        params: TeamParentParamsSchema,
        response: { 200: TeamParentDetailsSchema, ...refusals },
      },
    },
    async (request) => getTeamParent({ db: app.db, input: request.params }),
  );

  app.get(
    '/api/person/:id/eligibility/summary',
    {
      schema: {
        tags,
        summary: 'Eligibility per organisation type for the registration season, with the restricted game formats',
        params: PersonIdParamsSchema,
        response: { 200: EligibilitySummarySchema, ...refusals },
      },
    },
    async (request) => getEligibilitySummary({ db: app.db, actor: actorOf(request), input: request.params, now: app.clock() }),
  );

  app.get(
    '/api/person/:id/eligibility/restrictions',
    {
      schema: {
        tags,
        summary: 'Eligibility restriction data: active playing roles, earlier registrations and pending applications',
        params: PersonIdParamsSchema,
        response: { 200: EligibilityRestrictionDataSchema, ...refusals },
      },
    },
    async (request) => getEligibilityRestrictions({ db: app.db, actor: actorOf(request), input: request.params, now: app.clock() }),
  );

  app.post(
    '/api/person/:id/playing-registration',
    {
      schema: {
        tags,
        summary:
          'Apply to play for a team (you or your child) with the six consents; 201 when created, 200 with the same application when it already exists',
        params: PersonIdParamsSchema,
        body: PlayerApplicationSubmissionSchema,
        response: { 200: PlayerApplicationCreatedSchema, 201: PlayerApplicationCreatedSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const result = await submitPlayerApplication({
        db: app.db,
        actor: actorOf(request),
        input: { id: request.params.id, submission: request.body },
        now: app.clock(),
        requestId: request.id,
        mailer: app.mailer,
      });
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  app.get(
    '/api/person/:id/application',
    {
      schema: {
        tags,
        summary: 'Playing applications of a person (you or your child), newest first',
        params: PersonIdParamsSchema,
        response: { 200: PlayerApplicationListSchema, ...refusals },
      },
    },
    async (request) => listPlayerApplications({ db: app.db, actor: actorOf(request), input: request.params }),
  );

  app.get(
    '/api/playing-registration/:id',
    {
      schema: {
        tags,
        summary: 'One playing application (yours or your child’s)',
        params: PlayingRegistrationParamsSchema,
        response: { 200: PlayerApplicationSchema, ...refusals },
      },
    },
    async (request) => getPlayerApplication({ db: app.db, actor: actorOf(request), input: request.params }),
  );

  app.get(
    '/api/volunteer/get-roles',
    { schema: { tags, summary: 'Volunteer roles with their rules', response: { 200: VolunteerRoleListSchema, ...refusals } } },
    async () => listVolunteerRoles({ db: app.db }),
  );

  app.get(
    '/api/person/:id/volunteer-registration',
    {
      schema: {
        tags,
        summary: 'Volunteer registrations of a person (you or your child), newest first',
        params: PersonIdParamsSchema,
        response: { 200: VolunteerApplicationListSchema, ...refusals },
      },
    },
    async (request) => listVolunteerRegistrations({ db: app.db, actor: actorOf(request), input: request.params, now: app.clock() }),
  );

  app.post(
    '/api/person/:id/volunteer-registration',
    {
      schema: {
        tags,
        summary:
          'Register to volunteer (you or your child): role, organisation (null = unattached), teams, the four consents; answers dbsTriggered. 201 when created, 200 when the same registration is already awaiting',
        params: PersonIdParamsSchema,
        body: VolunteerRegistrationSubmissionSchema,
        response: { 200: VolunteerRegistrationCreatedSchema, 201: VolunteerRegistrationCreatedSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const result = await submitVolunteerRegistration({
        db: app.db,
        actor: actorOf(request),
        input: { id: request.params.id, submission: request.body },
        now: app.clock(),
        requestId: request.id,
        mailer: app.mailer,
      });
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );
};
export default registrationRoutes;
