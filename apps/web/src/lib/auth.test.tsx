import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, signedInSession } from '../test/render';
import { AuthProvider, beginSessionCheck, useAuth } from './auth';

function WhoIsSignedIn() {
  const { isLoading, user } = useAuth();
  return <p>{isLoading ? 'Checking' : (user?.email ?? 'Nobody')}</p>;
}

const sessionCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/auth/session')).length;

describe('the first session check', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('begun before the first render is asked once, and the provider shows its answer', async () => {
    const fetchMock = vi.fn(fakeFetch({ '/auth/session': { body: signedInSession } }));
    vi.stubGlobal('fetch', fetchMock);
    beginSessionCheck();
    // Asked before anything is drawn (once the contract has loaded).
    await waitFor(() => expect(sessionCalls(fetchMock)).toBe(1));
    render(
      <AuthProvider>
        <WhoIsSignedIn />
      </AuthProvider>,
    );
    expect(await screen.findByText('alys@example.org')).toBeInTheDocument();
    expect(sessionCalls(fetchMock)).toBe(1);
  });

  it('is asked afresh by a provider mounted later', async () => {
    const fetchMock = vi.fn(fakeFetch({ '/auth/session': { body: signedInSession } }));
    vi.stubGlobal('fetch', fetchMock);
    beginSessionCheck();
    const first = render(
      <AuthProvider>
        <WhoIsSignedIn />
      </AuthProvider>,
    );
    await screen.findByText('alys@example.org');
    first.unmount();
    render(
      <AuthProvider>
        <WhoIsSignedIn />
      </AuthProvider>,
    );
    await screen.findByText('alys@example.org');
    expect(sessionCalls(fetchMock)).toBe(2);
  });
});
