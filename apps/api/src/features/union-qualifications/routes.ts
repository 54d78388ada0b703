import {
  ProblemSchema,
  QualificationInputSchema,
  UnionPersonParamsSchema,
  UnionPersonQualificationsSchema,
  UnionQualificationParamsSchema,
} from '@mywru/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { addQualification } from './add-qualification';
import { editQualification } from './edit-qualification';
import { endQualification } from './end-qualification';
import { listQualifications } from './list-qualifications';

const refusals = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema };

/**
 * Qualifications in the union's back office (area qualifications: Safeguarding Officer, Union
 * Administrator): list a person's qualifications (ended ones too), add, edit and end one. Every
 * change is audited in its transaction.
 */
const unionQualificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['union-qualifications'];

  app.get(
    '/api/union/people/:id/qualifications',
    {
      schema: {
        tags,
        summary: "A person's qualifications, ended ones included (current first)",
        params: UnionPersonParamsSchema,
        response: { 200: UnionPersonQualificationsSchema, ...refusals },
      },
    },
    async (request) =>
      listQualifications({ db: app.db, actor: actorOf(request), personId: request.params.id, now: app.clock(), requestId: request.id }),
  );

  app.post(
    '/api/union/people/:id/qualifications',
    {
      schema: {
        tags,
        summary: 'Add a qualification: value, valid from, expiry (optional, not before valid from), certificate number (optional)',
        params: UnionPersonParamsSchema,
        body: QualificationInputSchema,
        response: { 201: UnionPersonQualificationsSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const result = await addQualification({
        db: app.db,
        actor: actorOf(request),
        input: { personId: request.params.id, qualification: request.body },
        now: app.clock(),
        requestId: request.id,
      });
      return reply.status(201).send(result);
    },
  );

  app.put(
    '/api/union/people/:id/qualifications/:qualificationId',
    {
      schema: {
        tags,
        summary: "Edit a qualification's fields (every field replaced); 409 once it has been ended",
        params: UnionQualificationParamsSchema,
        body: QualificationInputSchema,
        response: { 200: UnionPersonQualificationsSchema, 409: ProblemSchema, ...refusals },
      },
    },
    async (request) =>
      editQualification({
        db: app.db,
        actor: actorOf(request),
        input: { personId: request.params.id, qualificationId: request.params.qualificationId, qualification: request.body },
        now: app.clock(),
        requestId: request.id,
      }),
  );

  app.post(
    '/api/union/people/:id/qualifications/:qualificationId/end',
    {
      schema: {
        tags,
        summary: 'End a qualification (exactly once; 409 if already ended)',
        params: UnionQualificationParamsSchema,
        response: { 200: UnionPersonQualificationsSchema, 409: ProblemSchema, ...refusals },
      },
    },
    async (request) =>
      endQualification({
        db: app.db,
        actor: actorOf(request),
        input: { personId: request.params.id, qualificationId: request.params.qualificationId },
        now: app.clock(),
        requestId: request.id,
      }),
  );
};
export default unionQualificationsRoutes;
