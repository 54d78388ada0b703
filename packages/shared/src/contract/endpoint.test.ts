import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  defineEndpoint,
  pathOf,
  queryKeyOf,
  queryKeyOfPath,
  queryStringOf,
  successStatusOf,
  urlOf,
  urlOfQueryKey,
} from './endpoint';

const decide = defineEndpoint({
  method: 'PATCH',
  path: '/api/organisation/:organisationId/playing-registration/:id',
  capability: 'player-applications',
  summary: 'decide',
  params: z.object({ organisationId: z.coerce.number(), id: z.coerce.number() }),
  response: null,
  refusals: [403, 404, 409],
});

describe('an endpoint contract', () => {
  it('fills the path parameters, percent-encoded', () => {
    expect(pathOf(decide, { organisationId: 5, id: 12 })).toBe('/api/organisation/5/playing-registration/12');
    expect(pathOf({ path: '/api/x/:name' }, { name: 'a/b c' })).toBe('/api/x/a%2Fb%20c');
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => pathOf(decide, { organisationId: 5 })).toThrow(/missing path parameter id/);
  });

  it('repeats array query values and leaves absent ones out', () => {
    expect(queryStringOf({ statuses: ['awaiting_org', 'approved'], page: 2, q: undefined, x: null })).toBe(
      '?statuses=awaiting_org&statuses=approved&page=2',
    );
    expect(queryStringOf({})).toBe('');
    expect(urlOf({ path: '/api/people' }, { query: { q: 'Ann Jones' } })).toBe('/api/people?q=Ann%20Jones');
  });

  it('answers 204 when it has no response body, else 200 unless it says otherwise', () => {
    expect(successStatusOf(decide)).toBe(204);
    expect(successStatusOf({ ...decide, response: z.object({}) })).toBe(200);
    expect(successStatusOf({ ...decide, response: z.object({}), status: 201 })).toBe(201);
  });

  it('keys reads by path segments then query, so a path prefix covers every read under it', () => {
    const key = queryKeyOf(
      { path: '/api/organisation/:organisationId/playing-registration' },
      { params: { organisationId: 5 }, query: { statuses: ['approved'] } },
    );
    expect(key).toEqual(['api', 'organisation', '5', 'playing-registration', { statuses: ['approved'] }]);
    expect(key.slice(0, 3)).toEqual(queryKeyOfPath('/api/organisation/5'));
    expect(queryKeyOf({ path: '/api/actions' })).toEqual(['api', 'actions']);
  });

  it('gives back the address a query key stands for, as urlOf makes it', () => {
    const endpoint = { path: '/api/organisation/:organisationId/people' } as const;
    for (const request of [
      { params: { organisationId: 5 }, query: { search: 'Ann Jones', statuses: ['a', 'b'] } },
      { params: { organisationId: 'a/b c' } },
      { params: { organisationId: 7 }, query: {} },
    ]) {
      expect(urlOfQueryKey(queryKeyOf(endpoint, request))).toBe(urlOf(endpoint, request));
    }
    expect(urlOfQueryKey(queryKeyOf({ path: '/api/actions' }))).toBe('/api/actions');
  });
});
