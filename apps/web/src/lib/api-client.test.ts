import type { ErrorCode } from '@mywru/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, emptyStringsToNull, isPermissionRefusal } from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('emptyStringsToNull', () => {
  it('replaces empty strings with null at every depth', () => {
    expect(
      emptyStringsToNull({
        firstName: '',
        lastName: 'Jones',
        address: { addressLine2: '', city: 'Cardiff' },
        tags: ['', 'a'],
        n: 0,
        b: false,
      }),
    ).toEqual({
      firstName: null,
      lastName: 'Jones',
      address: { addressLine2: null, city: 'Cardiff' },
      tags: [null, 'a'],
      n: 0,
      b: false,
    });
  });

  it('leaves non-empty strings, whitespace and null alone', () => {
    expect(emptyStringsToNull({ a: ' ', b: null, c: 'x' })).toEqual({ a: ' ', b: null, c: 'x' });
    expect(emptyStringsToNull('')).toBeNull();
  });
});

describe('apiRequest', () => {
  it('sends JSON with same-origin credentials and empty strings as null', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 1 }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiRequest<{ id: number }>('/api/person/1/child', {
      method: 'POST',
      body: { firstName: 'Cai', lastName: '' },
    });
    expect(result).toEqual({ success: true, data: { id: 1 }, message: null, status: 201, code: null });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/person/1/child');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({ firstName: 'Cai', lastName: null });
  });

  it('treats 204 as success without data', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    expect(await apiRequest('/api/x', { method: 'PUT', body: {} })).toMatchObject({
      success: true,
      data: null,
      status: 204,
    });
  });

  it("gives the problem's detail, code and reason of a failure", async () => {
    const problem = {
      type: 'about:blank',
      status: 403,
      title: 'Forbidden',
      detail: 'You do not have permission to access this resource',
      code: 'forbidden',
      reason: 'permission.denied',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(problem), {
            status: 403,
            headers: { 'Content-Type': 'application/problem+json' },
          }),
      ),
    );
    expect(await apiRequest('/api/organisation/9')).toEqual({
      success: false,
      data: null,
      message: 'You do not have permission to access this resource',
      status: 403,
      code: 'forbidden',
      reason: 'permission.denied',
    });
  });

  it('keeps the code of a problem whose reason this build does not know, without a reason', async () => {
    const problem = { status: 409, title: 'Conflict', detail: 'Newer', code: 'conflict', reason: 'future.reason' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(problem), { status: 409 })),
    );
    expect(await apiRequest('/api/x')).toMatchObject({ success: false, status: 409, code: 'conflict', reason: null });
  });

  it('falls back to the response text, then the status text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Gateway exploded', { status: 502 })),
    );
    expect(await apiRequest('/api/x')).toMatchObject({ success: false, message: 'Gateway exploded', status: 502 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500, statusText: 'Internal Server Error' })),
    );
    expect(await apiRequest('/api/x')).toMatchObject({ success: false, message: 'Internal Server Error', status: 500 });
  });

  it('does not count other 2xx statuses as success', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('accepted', { status: 202, statusText: 'Accepted' })),
    );
    expect(await apiRequest('/api/x')).toMatchObject({ success: false, status: 202 });
  });

  it('reports a network failure as "Network error: {message}"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await apiRequest('/api/x')).toEqual({
      success: false,
      data: null,
      message: 'Network error: Failed to fetch',
      status: null,
      code: null,
    });
  });
});

describe('field errors', () => {
  it('keeps the field errors of a validation problem', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              type: 'about:blank',
              title: 'Bad Request',
              status: 400,
              detail: 'The request is not valid',
              code: 'validation_failed',
              reason: 'request.invalid',
              errors: { lastName: ['Last name must have at least 2 letters'] },
              fields: { lastName: [{ reason: 'field.too_short', params: { minimum: 2 } }] },
            }),
            { status: 400, headers: { 'content-type': 'application/problem+json' } },
          ),
      ),
    );
    const result = await apiRequest('/api/person/1', { method: 'PATCH', body: { lastName: 'J' } });
    expect(result).toMatchObject({
      success: false,
      code: 'validation_failed',
      reason: 'request.invalid',
      errors: { lastName: ['Last name must have at least 2 letters'] },
      fields: { lastName: [{ reason: 'field.too_short', params: { minimum: 2 } }] },
    });
  });
});

describe('isPermissionRefusal', () => {
  const failed = (status: number | null, code: ErrorCode | null) => ({
    success: false,
    data: null,
    status,
    message: 'Refused',
    code,
  });

  it.each([
    ['a 403', failed(403, null), true],
    ['the forbidden code', failed(400, 'forbidden'), true],
    ['a 404', failed(404, 'not_found'), false],
    ['a network failure', failed(null, null), false],
    ['a conflict', failed(409, 'conflict'), false],
  ])('reads %s the same from a query error and from a mutation result', (_what, result, expected) => {
    expect(isPermissionRefusal(new ApiError(result))).toBe(expected);
    expect(isPermissionRefusal(result)).toBe(expected);
  });

  it('is false for what is not an answer of the API', () => {
    expect(isPermissionRefusal(new Error('permission denied'))).toBe(false);
    expect(isPermissionRefusal(null)).toBe(false);
    expect(isPermissionRefusal('forbidden')).toBe(false);
  });
});
