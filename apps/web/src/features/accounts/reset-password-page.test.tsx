import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  alysPerson,
  fakeFetch,
  renderRoutes,
  signedInSession,
  testRuntimeConfig,
  type FakeResponse,
} from '../../test/render';
import { RequireAuth } from '../../app/require-auth';
import { expectAlerted, expectShownAndAnnounced, findAlerted } from '../../test/announcements';
import { ResetPasswordPage } from './reset-password-page';

const config = testRuntimeConfig;

function renderReset(person: unknown, changePassword: FakeResponse) {
  const fetchMock = vi.fn(
    fakeFetch({
      '/auth/session': { body: signedInSession },
      '/api/config': { body: config },
      '/api/person/1000001': { body: person },
      '/oidc/dbconnections/change_password': changePassword,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes(
    [{ element: <RequireAuth />, children: [{ path: '/reset-password', element: <ResetPasswordPage /> }] }],
    '/reset-password',
  );
  return fetchMock;
}

describe('reset password', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the provider to e-mail a link to the person's address and confirms", async () => {
    const fetchMock = renderReset(alysPerson, { status: 200, body: "We've just sent you an email" });
    expect(await screen.findByTestId('reset-email')).toHaveTextContent('alys@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await expectShownAndAnnounced("We've sent you an email with a link to reset your password.");
    const call = fetchMock.mock.calls.find(([url]) => url === '/oidc/dbconnections/change_password') as unknown as [
      string,
      RequestInit,
    ];
    expect(call[1].method).toBe('POST');
    expect(JSON.parse(call[1].body as string)).toEqual({
      client_id: 'mywru-portal',
      email: 'alys@example.org',
      connection: 'Username-Password-Authentication',
    });
  });

  it('shows the error alert when the e-mail cannot be sent', async () => {
    renderReset(alysPerson, { status: 500, body: { detail: 'boom' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    const alert = await findAlerted();
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('There was an error sending the email. Please try again later.');
  });

  it('says so when there is no e-mail address', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const session = { isAuthenticated: true, user: { ...signedInSession.user, email: null } };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch({
          '/auth/session': { body: session },
          '/api/config': { body: config },
          '/api/person/1000001': { body: { ...alysPerson, email: null } },
        }),
      ),
    );
    renderRoutes(
      [{ element: <RequireAuth />, children: [{ path: '/reset-password', element: <ResetPasswordPage /> }] }],
      '/reset-password',
    );
    await expectAlerted('No email address found.');
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
  });
});
