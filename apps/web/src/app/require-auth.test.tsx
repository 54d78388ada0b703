import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderRoutes, signedInSession, signedOutSession } from '../test/render';
import { RequireAuth } from './require-auth';
import { findAlerted } from '../test/announcements';

function routes() {
  return [
    { path: '/', element: <p>Public home</p> },
    { element: <RequireAuth />, children: [{ path: '/profile', element: <h1>Protected profile</h1> }] },
  ];
}

describe('RequireAuth', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a loading overlay, then sends a signed-out visitor to sign-in returning to the same path', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    vi.stubGlobal('fetch', vi.fn(fakeFetch({ '/auth/session': { body: signedOutSession } })));
    renderRoutes(routes(), '/profile?tab=children');
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth/login?returnTo=%2Fprofile%3Ftab%3Dchildren'));
    expect(screen.queryByText('Protected profile')).not.toBeInTheDocument();
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
  });

  it('renders the page for a signed-in member', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    vi.stubGlobal('fetch', vi.fn(fakeFetch({ '/auth/session': { body: signedInSession } })));
    renderRoutes(routes(), '/profile');
    expect(await screen.findByRole('heading', { name: 'Protected profile' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the error alert when the session cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderRoutes(routes(), '/profile');
    const alert = await findAlerted();
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('The portal could not be reached. Check your connection and try again.');
  });
});
