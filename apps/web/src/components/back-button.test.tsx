import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderRoutes, signedOutSession } from '../test/render';
import { BackButton } from './back-button';

describe('BackButton', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks before leaving: Stay keeps the page, Leave goes', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch({ '/auth/session': { body: signedOutSession } })));
    const { router } = renderRoutes(
      [
        { path: '/dashboard', element: <p>Dashboard</p> },
        { path: '/register', element: <BackButton to="/dashboard" leaveWarning="Leaving this page will lose your progress." /> },
      ],
      '/register',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Leaving this page will lose your progress.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/register');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
