import {
  OrganisationPersonDbsSchema,
  OrganisationPersonParamsSchema,
  OrganisationPersonQualificationListSchema,
  PersonIdParamsSchema,
  PersonRoleQuerySchema,
  PersonRoleRecordListSchema,
  ProblemSchema,
} from '@mywru/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { getPersonDbs } from './get-person-dbs';
import { listPersonQualifications } from './list-person-qualifications';
import { listPersonRoles } from './list-person-roles';

const refusals = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema };

/**
 * Search People and the person details dialog of an organisation (area People: Club Secretary,
 * Club Chair, Club Safeguarding Officer), and the Person role records of a member.
 */
const organisationPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['organisation-people'];

  app.get(
    '/api/organisation/:organisationId/people/:wruId/qualifications',
    {
      schema: {
        tags,
        summary: "A member's qualifications that have not been ended",
        params: OrganisationPersonParamsSchema,
        response: { 200: OrganisationPersonQualificationListSchema, ...refusals },
      },
    },
    async (request) =>
      listPersonQualifications({
        db: app.db,
        actor: actorOf(request),
        input: request.params,
        now: app.clock(),
        requestId: request.id,
      }),
  );

  app.get(
    '/api/organisation/:organisationId/people/:wruId/person-dbs',
    {
      schema: {
        tags,
        summary: "A member's DBS records and flags; every read is written to the audit log",
        params: OrganisationPersonParamsSchema,
        response: { 200: OrganisationPersonDbsSchema, ...refusals },
      },
    },
    async (request) =>
      getPersonDbs({
        db: app.db,
        actor: actorOf(request),
        input: request.params,
        now: app.clock(),
        requestId: request.id,
      }),
  );

  app.get(
    '/api/person/:id/role',
    {
      schema: {
        tags,
        summary:
          "Person role records: your own (or your child's) roles, or, for an official, the member's roles in the organisations where they manage them",
        params: PersonIdParamsSchema,
        querystring: PersonRoleQuerySchema,
        response: { 200: PersonRoleRecordListSchema, ...refusals },
      },
    },
    async (request) =>
      listPersonRoles({
        db: app.db,
        actor: actorOf(request),
        input: { wruId: request.params.id, query: request.query },
        now: app.clock(),
        requestId: request.id,
      }),
  );
};
export default organisationPeopleRoutes;
