import { defineEndpoint } from '@mywru/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callEndpoint, declaresReason, lazyEndpoint, readAsSent } from './endpoint-call';

const readEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/things/:id',
  capability: 'test',
  summary: 'A thing',
  params: z.object({ id: z.number() }),
  response: z.object({ name: z.string() }),
  refusals: [],
});

const changeEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/things/:id',
  capability: 'test',
  summary: 'Rename a thing',
  params: z.object({ id: z.number() }),
  body: z.object({ name: z.string() }),
  response: z.object({ name: z.string() }),
  refusals: [],
});

/** A contract module whose loading the test finishes when it chooses. */
function deferredContract<E>(endpoint: E) {
  let finish: () => void = () => undefined;
  const loaded = new Promise<E>((resolve) => {
    finish = () => resolve(endpoint);
  });
  return { load: () => loaded, finish: () => finish() };
}

function answering(body: unknown) {
  return vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
}

describe('a call through a lazy contract', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a read while its contract loads, and parses the answer with it', async () => {
    const fetchMock = answering({ name: 'Ball', extra: 'dropped by the schema' });
    vi.stubGlobal('fetch', fetchMock);
    const contract = deferredContract(readEndpoint);
    const call = callEndpoint(lazyEndpoint('GET', '/api/things/:id', contract.load), { params: { id: 7 } });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/things/7');
    contract.finish();
    await expect(call).resolves.toEqual({ name: 'Ball' });
  });

  it('sends a change only once its contract has loaded', async () => {
    const fetchMock = answering({ name: 'Bat' });
    vi.stubGlobal('fetch', fetchMock);
    const contract = deferredContract(changeEndpoint);
    const call = callEndpoint(lazyEndpoint('PUT', '/api/things/:id', contract.load), {
      params: { id: 7 },
      body: { name: 'Bat' },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    contract.finish();
    await expect(call).resolves.toEqual({ name: 'Bat' });
    expect(fetchMock).toHaveBeenCalledWith('/api/things/7', expect.objectContaining({ method: 'PUT' }));
  });

  it('loads its contract again on the next call after a failed load (a phone back in signal needs no reload)', async () => {
    const fetchMock = answering({ name: 'Ball' });
    vi.stubGlobal('fetch', fetchMock);
    const load = vi
      .fn<() => Promise<typeof readEndpoint>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(readEndpoint);
    const thing = lazyEndpoint('GET', '/api/things/:id', load);
    await expect(callEndpoint(thing, { params: { id: 7 } })).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    );
    expect(thing.loaded()).toBeUndefined();
    await expect(callEndpoint(thing, { params: { id: 7 } })).resolves.toEqual({ name: 'Ball' });
    expect(thing.loaded()).toBe(readEndpoint);
    await expect(callEndpoint(thing, { params: { id: 8 } })).resolves.toEqual({ name: 'Ball' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refuses a contract whose method is not the one declared', async () => {
    vi.stubGlobal('fetch', answering({ name: 'Ball' }));
    const mislabelled = lazyEndpoint<typeof changeEndpoint>(
      'PUT',
      '/api/things/:id',
      async () => readEndpoint as unknown as typeof changeEndpoint,
    );
    const call = callEndpoint(mislabelled, { params: { id: 7 }, body: { name: 'Ball' } });
    await expect(call).rejects.toThrow('The contract of PUT /api/things/:id answers GET /api/things/:id');
  });
});

describe('a read taken as sent', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the answer as the API sent it, loading no contract', async () => {
    const fetchMock = answering({ name: 'Ball', colour: 'white' });
    vi.stubGlobal('fetch', fetchMock);
    const read = readAsSent<typeof readEndpoint>('/api/things/:id');
    await expect(callEndpoint(read, { params: { id: 7 } })).resolves.toEqual({ name: 'Ball', colour: 'white' });
    expect(fetchMock).toHaveBeenCalledWith('/api/things/7', expect.objectContaining({ method: 'GET' }));
  });

  it("throws the API's refusal with its reason", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: 404, title: 'Not Found', reason: 'NOT_FOUND' }), {
            status: 404,
            headers: { 'Content-Type': 'application/problem+json' },
          }),
      ),
    );
    const call = callEndpoint(readAsSent<typeof readEndpoint>('/api/things/:id'), { params: { id: 7 } });
    await expect(call).rejects.toMatchObject({ name: 'ApiError', status: 404 });
  });
});

describe('the reasons a contract declares', () => {
  afterEach(() => vi.unstubAllGlobals());

  const refusingEndpoint = defineEndpoint({
    method: 'PUT',
    path: '/api/things/:id',
    capability: 'test',
    summary: 'Rename a thing, which may be gone',
    params: z.object({ id: z.number() }),
    body: z.object({ name: z.string() }),
    response: z.object({ name: z.string() }),
    refusals: [404],
    reasons: ['permit.not_found'],
  });

  it("are read from a lazy contract once a call has loaded it, so a page can word the contract's own refusals", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              status: 404,
              title: 'Not Found',
              detail: 'The permit was not found',
              code: 'not_found',
              reason: 'permit.not_found',
            }),
            {
              status: 404,
              headers: { 'Content-Type': 'application/problem+json' },
            },
          ),
      ),
    );
    const lazy = lazyEndpoint('PUT', '/api/things/:id', async () => refusingEndpoint);
    expect(declaresReason(lazy, 'permit.not_found')).toBe(false);
    const refusal = await callEndpoint(lazy, { params: { id: 7 }, body: { name: 'Bat' } }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({ name: 'ApiError', status: 404, reason: 'permit.not_found' });
    expect(declaresReason(lazy, 'permit.not_found')).toBe(true);
    expect(declaresReason(lazy, 'permit.permission.player')).toBe(false);
    expect(declaresReason(lazy, null)).toBe(false);
    expect(declaresReason(refusingEndpoint, 'permit.not_found')).toBe(true);
    expect(declaresReason(changeEndpoint, 'permit.not_found')).toBe(false);
  });
});
