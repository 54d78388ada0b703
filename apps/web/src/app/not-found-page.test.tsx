import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alysPerson, fakeFetch, renderRoutes, signedInSession, signedOutSession } from '../test/render';
import { NotFoundPage, NotFoundRoute } from './not-found-page';

describe('not-found page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers Go Home, which leads to /', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch({ '/auth/session': { body: signedOutSession } })));
    const { router } = renderRoutes(
      [
        { path: '/', element: <p>Home page</p> },
        { path: '*', element: <NotFoundPage /> },
      ],
      '/no/such/page',
    );
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go Home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('shows a signed-out visitor the plain page, without the signed-in header', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch({ '/auth/session': { body: signedOutSession } })));
    renderRoutes([{ path: '*', element: <NotFoundRoute /> }], '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /account menu/ })).not.toBeInTheDocument();
  });

  it('keeps the header and account menu for a signed-in member, and Go Home leads to the dashboard', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(fakeFetch({ '/auth/session': { body: signedInSession }, '/api/person/1000001': { body: alysPerson } })),
    );
    renderRoutes([{ path: '*', element: <NotFoundRoute /> }], '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByText('Member ID: 1000001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /account menu/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('note')).toHaveTextContent('MyWRU is in beta.');
  });
});
