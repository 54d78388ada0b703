import { OrganisationRoleRecordListSchema, PersonIdParamsSchema, ProblemSchema } from '@mywru/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { listManagedOrganisations } from './list-managed-organisations';

const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/person/:id/organisation/manage',
    {
      preHandler: app.requireActor,
      schema: {
        tags: ['organisations'],
        summary: 'The organisations you hold roles in, with your roles there',
        params: PersonIdParamsSchema,
        response: { 200: OrganisationRoleRecordListSchema, 401: ProblemSchema, 403: ProblemSchema },
      },
    },
    async (request) =>
      listManagedOrganisations({ db: app.db, actor: actorOf(request), input: request.params, now: app.clock() }),
  );
};
export default organisationRoutes;
