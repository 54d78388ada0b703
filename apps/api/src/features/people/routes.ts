import {
  AddressInputSchema,
  AddressSchema,
  ChildCreateSchema,
  MarketingPreferencesInputSchema,
  MarketingPreferencesSchema,
  OnboardingSchema,
  PersonIdParamsSchema,
  PersonPatchSchema,
  type PersonPatch,
  PersonPutSchema,
  PersonSchema,
  ProblemSchema,
} from '@mywru/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { addAddress } from './add-address';
import { addChild } from './add-child';
import { getPerson } from './get-person';
import { listChildren } from './list-children';
import { submitOnboarding } from './submit-onboarding';
import { updateMarketingPreferences } from './update-marketing-preferences';
import { updatePerson } from './update-person';

const refusals = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 409: ProblemSchema };

const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const update = (
    request: FastifyRequest<{ Params: { id: number }; Body: PersonPatch }>,
    action: Parameters<typeof updatePerson>[0]['action'],
  ) =>
    updatePerson({
      db: app.db,
      actor: actorOf(request),
      input: { id: request.params.id, changes: request.body },
      now: app.clock(),
      requestId: request.id,
      action,
    });

  app.get(
    '/api/person/:id',
    {
      schema: {
        tags: ['people'],
        summary: "A person's details: your own record or your child's",
        params: PersonIdParamsSchema,
        response: { 200: PersonSchema, ...refusals },
      },
    },
    async (request) => getPerson({ db: app.db, actor: actorOf(request), input: request.params, now: app.clock() }),
  );

  app.patch(
    '/api/person/:id',
    {
      schema: {
        tags: ['people'],
        summary: 'Change some of your own or your child\'s details (the date of birth only while none is held)',
        params: PersonIdParamsSchema,
        body: PersonPatchSchema,
        response: { 200: PersonSchema, ...refusals },
      },
    },
    async (request) => update(request, 'person.updated'),
  );

  app.put(
    '/api/person/:id',
    {
      schema: {
        tags: ['people'],
        summary: "Save your own or your child's personal-details form",
        params: PersonIdParamsSchema,
        body: PersonPutSchema,
        response: { 200: PersonSchema, ...refusals },
      },
    },
    async (request) => update(request, 'person.replaced'),
  );

  app.patch(
    '/api/person/:id/capture',
    {
      schema: {
        tags: ['people'],
        summary: 'Details capture: record missing details; answers 204',
        params: PersonIdParamsSchema,
        body: PersonPatchSchema,
        response: { 204: z.null().describe('Details updated'), ...refusals },
      },
    },
    async (request, reply) => {
      await update(request, 'person.details-captured');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/person/:id/child',
    {
      schema: {
        tags: ['people'],
        summary: 'Your children',
        params: PersonIdParamsSchema,
        response: { 200: z.array(PersonSchema), ...refusals },
      },
    },
    async (request) => listChildren({ db: app.db, actor: actorOf(request), input: request.params, now: app.clock() }),
  );

  app.post(
    '/api/person/:id/child',
    {
      schema: {
        tags: ['people'],
        summary: 'Add a child (under 18; an e-mail only from 16)',
        params: PersonIdParamsSchema,
        body: ChildCreateSchema,
        response: { 201: PersonSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const child = await addChild({
        db: app.db,
        actor: actorOf(request),
        input: { id: request.params.id, child: request.body },
        now: app.clock(),
        requestId: request.id,
      });
      return reply.status(201).send(child);
    },
  );

  app.post(
    '/api/person/:id/address',
    {
      schema: {
        tags: ['people'],
        summary: 'Add a new current address (the history is kept)',
        params: PersonIdParamsSchema,
        body: AddressInputSchema,
        response: { 201: AddressSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const address = await addAddress({
        db: app.db,
        actor: actorOf(request),
        input: { id: request.params.id, address: request.body },
        requestId: request.id,
      });
      return reply.status(201).send(address);
    },
  );

  app.put(
    '/api/person/:id/marketing-preferences',
    {
      schema: {
        tags: ['people'],
        summary: 'Set the three marketing opt-ins',
        params: PersonIdParamsSchema,
        body: MarketingPreferencesInputSchema,
        response: { 200: MarketingPreferencesSchema, ...refusals },
      },
    },
    async (request) =>
      updateMarketingPreferences({
        db: app.db,
        actor: actorOf(request),
        input: { id: request.params.id, preferences: request.body },
        requestId: request.id,
      }),
  );

  app.post(
    '/api/person/:id/onboarding',
    {
      schema: {
        tags: ['people'],
        summary: "A new member's first details: names, date of birth, address and marketing preferences, in one go",
        params: PersonIdParamsSchema,
        body: OnboardingSchema,
        response: { 200: PersonSchema, ...refusals },
      },
    },
    async (request) =>
      submitOnboarding({
        db: app.db,
        actor: actorOf(request),
        input: { id: request.params.id, details: request.body },
        now: app.clock(),
        requestId: request.id,
      }),
  );
};
export default peopleRoutes;
