import {
  ProblemSchema,
  UnionDecisionParamsSchema,
  UnionDecisionSchema,
  UnionPlayerApplicationDetailSchema,
  UnionPlayerDecisionResultSchema,
  UnionVolunteerDecisionResultSchema,
  UnionVolunteerRegistrationDetailSchema,
  UnionWorkQueueCountsSchema,
  UnionWorkQueueSchema,
} from '@mywru/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { countUnionWorkQueue } from './count-work-queue';
import { decideReferredPlayerApplication } from './decide-referred-player-application';
import { decideVolunteerRegistrationForUnion } from './decide-volunteer-registration';
import { getReferredPlayerApplication } from './get-referred-player-application';
import { getVolunteerRegistrationForUnion } from './get-volunteer-registration-for-union';
import { listWorkQueue } from './list-work-queue';

const refusals = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema, 409: ProblemSchema };

/**
 * The union's work queue (area work-queue: Registrations Officer, Union Administrator): referred
 * player applications and volunteer registrations awaiting the union, and the union's decisions.
 */
const unionWorkQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['union-work-queue'];

  app.get(
    '/api/union/work-queue',
    {
      schema: {
        tags,
        summary: 'Referred player applications and volunteer registrations awaiting the union, oldest first',
        response: { 200: UnionWorkQueueSchema, ...refusals },
      },
    },
    async (request) => listWorkQueue({ db: app.db, actor: actorOf(request), now: app.clock(), requestId: request.id }),
  );

  app.get(
    '/api/union/work-queue/counts',
    {
      schema: {
        tags,
        summary: 'How many referrals and volunteer approvals await the union',
        response: { 200: UnionWorkQueueCountsSchema, ...refusals },
      },
    },
    async (request) => countUnionWorkQueue({ db: app.db, actor: actorOf(request) }),
  );

  app.get(
    '/api/union/player-applications/:id',
    {
      schema: {
        tags,
        summary: 'One application referred to the union (awaiting or decided): the person, the referral reason and the status history',
        params: UnionDecisionParamsSchema,
        response: { 200: UnionPlayerApplicationDetailSchema, ...refusals },
      },
    },
    async (request) =>
      getReferredPlayerApplication({ db: app.db, actor: actorOf(request), input: request.params, now: app.clock(), requestId: request.id }),
  );

  app.get(
    '/api/union/volunteer-registrations/:id',
    {
      schema: {
        tags,
        summary: "One volunteer registration needing the union's approval (awaiting or decided): the person, the role, the decisions and their history",
        params: UnionDecisionParamsSchema,
        response: { 200: UnionVolunteerRegistrationDetailSchema, ...refusals },
      },
    },
    async (request) =>
      getVolunteerRegistrationForUnion({ db: app.db, actor: actorOf(request), input: request.params, now: app.clock(), requestId: request.id }),
  );

  app.post(
    '/api/union/player-applications/:id/decision',
    {
      schema: {
        tags,
        summary:
          'Approve (to awaiting_org) or reject (with a reason) a referred player application; exactly once (409 when already decided)',
        params: UnionDecisionParamsSchema,
        body: UnionDecisionSchema,
        response: { 200: UnionPlayerDecisionResultSchema, ...refusals },
      },
    },
    async (request) =>
      decideReferredPlayerApplication({
        db: app.db,
        actor: actorOf(request),
        input: { id: request.params.id, decision: request.body },
        now: app.clock(),
        requestId: request.id,
        mailer: app.mailer,
      }),
  );

  app.post(
    '/api/union/volunteer-registrations/:id/decision',
    {
      schema: {
        tags,
        summary:
          "The union's decision on a volunteer registration (a reason is required to reject); exactly once (409 on a second)",
        params: UnionDecisionParamsSchema,
        body: UnionDecisionSchema,
        response: { 200: UnionVolunteerDecisionResultSchema, ...refusals },
      },
    },
    async (request) =>
      decideVolunteerRegistrationForUnion({
        db: app.db,
        actor: actorOf(request),
        input: { id: request.params.id, decision: request.body },
        now: app.clock(),
        requestId: request.id,
        mailer: app.mailer,
      }),
  );
};
export default unionWorkQueueRoutes;
