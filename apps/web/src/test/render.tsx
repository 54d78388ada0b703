import type { AuthSession, RuntimeConfig } from '@mywru/shared';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactElement } from 'react';

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Renders routes in memory with the app's providers, starting at `path` (with its navigation state, if given). */
export function renderRoutes(routes: RouteObject[], path: InitialEntry = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <AppProviders queryClient={testQueryClient()}>
      {/* As in the app's tree (AppTree): a page that suspends shows nothing until it can draw. */}
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>,
  );
  return { ...utils, router };
}

/** Renders one element at `path` with the app's providers. */
export function renderPage(element: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element }], path);
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
  contentType?: string;
}

/** A fetch stub answering by path; unknown paths answer 404 problem details. */
export function fakeFetch(answers: Record<string, FakeResponse | (() => FakeResponse)>) {
  return async (input: RequestInfo | URL): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const entry = answers[path];
    const answer = typeof entry === 'function' ? entry() : entry;
    if (!answer) {
      return new Response(
        JSON.stringify({
          type: 'about:blank',
          status: 404,
          title: 'Not Found',
          detail: `No route ${path}`,
          code: 'not_found',
        }),
        {
          status: 404,
          headers: { 'Content-Type': 'application/problem+json' },
        },
      );
    }
    const status = answer.status ?? 200;
    const body = status === 204 || answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(body, { status, headers: { 'Content-Type': answer.contentType ?? 'application/json' } });
  };
}

/** Who is signed in, every field as the API sends it: the web takes this answer as sent (decision 035). */
export const signedInSession = {
  isAuthenticated: true,
  user: {
    sub: 'mywru|1000001',
    name: 'Alys Jones',
    email: 'alys@example.org',
    memberId: 1000001,
    unionRoles: [],
    language: null,
  },
} satisfies AuthSession;

export const signedOutSession = { isAuthenticated: false, user: null } satisfies AuthSession;

export const alysPerson = {
  wruId: 1000001,
  firstName: 'Alys',
  lastName: 'Jones',
  email: 'alys@example.org',
  dob: '1990-04-02',
  sexId: 2,
  nationalityIds: [1],
  internationalPlayingStatusIds: [],
  parentId: null,
  addresses: [],
  marketingPreferences: null,
  dbsStatus: 'none',
  parent: null,
};

/** What `GET /api/config` answers in component tests. */
export const testRuntimeConfig: RuntimeConfig = {
  helpSiteUrl: 'https://help.example.org/',
  legalUrl: 'https://www.example.org/legal',
  supportEmail: 'support@example.org',
  qaHost: false,
  oidcClientId: 'mywru-portal',
  hasOutbox: true,
  passwordResetConnection: 'Username-Password-Authentication',
  policyUrls: {
    wruAndWorldRugbyPolicies: 'https://www.example.org/policies/wru-and-world-rugby',
    antiDopingPolicy: 'https://www.example.org/policies/anti-doping',
    riskOfInjuryPolicy: 'https://www.example.org/policies/risk-of-injury',
    paymentPolicy: 'https://www.example.org/policies/payment',
    deregistrationPolicy: 'https://www.example.org/policies/deregistration',
    privacyPolicy: 'https://www.example.org/policies/privacy',
  },
};
