import { CountryListSchema, RugbyUnionListSchema } from '@mywru/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCountries, listNationalities, listRugbyUnions } from './queries';

/**
 * Lookup lists. They change only with a deployment, so each is read once per process and sent with
 * a day of browser caching.
 */
const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = <T>(load: () => Promise<T>) => {
    let value: Promise<T> | null = null;
    return () => {
      value ??= load().catch((err: unknown) => {
        value = null;
        throw err;
      });
      return value;
    };
  };
  const countries = cached(() => listCountries(app.db));
  const nationalities = cached(() => listNationalities(app.db));
  const unions = cached(() => listRugbyUnions(app.db));
  const cacheFor = { 'cache-control': 'public, max-age=86400' };

  app.get(
    '/api/country',
    {
      config: { isPublic: true },
      schema: {
        tags: ['lookups'],
        summary: 'Countries (ISO 3166; id 1 is the United Kingdom)',
        response: { 200: CountryListSchema },
      },
    },
    async (_request, reply) => reply.headers(cacheFor).send(await countries()),
  );
  app.get(
    '/api/nationality',
    {
      config: { isPublic: true },
      schema: { tags: ['lookups'], summary: 'Nationalities', response: { 200: CountryListSchema } },
    },
    async (_request, reply) => reply.headers(cacheFor).send(await nationalities()),
  );
  app.get(
    '/api/rugby-union',
    {
      config: { isPublic: true },
      schema: {
        tags: ['lookups'],
        summary: 'Rugby unions a player may be registered with (international playing status)',
        response: { 200: RugbyUnionListSchema },
      },
    },
    async (_request, reply) => reply.headers(cacheFor).send(await unions()),
  );
};
export default lookupRoutes;
