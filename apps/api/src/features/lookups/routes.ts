import { listCountriesEndpoint, listNationalitiesEndpoint, listRugbyUnionsEndpoint } from '@mywru/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint';
import { listCountries, listNationalities, listRugbyUnions } from './queries';

/**
 * Lookup lists. They change only with a deployment, so each is read once per process and sent with
 * a day of browser caching.
 */
const lookupRoutes: FastifyPluginAsync = async (app) => {
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

  route(app, listCountriesEndpoint, async (_context, _input, { reply }) => {
    reply.headers(cacheFor);
    return countries();
  });
  route(app, listNationalitiesEndpoint, async (_context, _input, { reply }) => {
    reply.headers(cacheFor);
    return nationalities();
  });
  route(app, listRugbyUnionsEndpoint, async (_context, _input, { reply }) => {
    reply.headers(cacheFor);
    return unions();
  });
};
export default lookupRoutes;
