import { PersonIdParamsSchema, PersonSchema, ProblemSchema } from '@mywru/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { getPerson } from './get-person';

const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/person/:id',
    {
      preHandler: app.requireActor,
      schema: {
        tags: ['people'],
        summary: "A person's details: your own record or your child's",
        params: PersonIdParamsSchema,
        response: { 200: PersonSchema, 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema },
      },
    },
    async (request) => getPerson({ db: app.db, actor: actorOf(request), input: request.params, now: app.clock() }),
  );
};
export default peopleRoutes;
