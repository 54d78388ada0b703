/**
 * The app's query client never asks again after a 4xx (the refusal shows at once, after one
 * request) and tries a network error or a 5xx once more.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BackOfficePage } from '../features/back-office/back-office-page';
import { baseAnswers, problem, stubApi, type Answers } from '../test/api-stub';
import { ApiError, shouldRetryQuery } from '../lib/api-client';
import { AppProviders, createQueryClient } from './providers';

/** Renders /union with the query client the app itself creates (not the tests' client without retries). */
function renderUnionHub(answers: Answers) {
  const mock = stubApi({ ...baseAnswers(), ...answers });
  const router = createMemoryRouter([{ path: '/union', element: <BackOfficePage /> }], { initialEntries: ['/union'] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return () => mock.mock.calls.filter(([input]) => String(input) === '/api/union/me').length;
}

const apiError = (status: number | null) =>
  new ApiError({ success: false, data: null, message: 'x', status, code: null });

describe('query retries', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('retries only network errors and 5xx, once', () => {
    expect(shouldRetryQuery(0, apiError(null))).toBe(true);
    expect(shouldRetryQuery(0, apiError(500))).toBe(true);
    expect(shouldRetryQuery(0, apiError(503))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422, 429]) expect(shouldRetryQuery(0, apiError(status))).toBe(false);
    expect(shouldRetryQuery(1, apiError(503))).toBe(false);
    expect(shouldRetryQuery(0, new Error('parse'))).toBe(false);
  });

  it('the app query client never retries a mutation', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
    expect(client.getDefaultOptions().queries?.retry).toBe(shouldRetryQuery);
  });

  it('a club secretary opening /union sees the refusal at once, after one request', async () => {
    const requests = renderUnionHub({
      'GET /api/union/me': problem(
        403,
        'forbidden',
        'You do not have permission to use this part of the union back office',
      ),
    });
    // Well inside the one-second wait a retry would add.
    expect(
      await screen.findByText(
        'You do not have permission to use this part of the union back office',
        {},
        { timeout: 900 },
      ),
    ).toBeInTheDocument();
    expect(requests()).toBe(1);
  });

  it('asks once more after a 5xx before showing the error', async () => {
    let calls = 0;
    const requests = renderUnionHub({
      'GET /api/union/me': () => {
        calls += 1;
        return calls === 1
          ? problem(503, 'internal', 'Service unavailable')
          : { body: { roles: ['union_administrator'], areas: ['work-queue'] } };
      },
    });
    expect(await screen.findByText('Union Administrator', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(requests()).toBe(2);
  });
});
