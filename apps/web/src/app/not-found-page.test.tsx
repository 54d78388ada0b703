import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderRoutes, signedOutSession } from '../test/render';
import { NotFoundPage } from './not-found-page';

describe('not-found page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers Go Home, which leads to /', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch({ '/auth/session': { body: signedOutSession } })));
    const { router } = renderRoutes([{ path: '/', element: <p>Home page</p> }, { path: '*', element: <NotFoundPage /> }], '/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go Home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});
