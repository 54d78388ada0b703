import { screen } from '@testing-library/react';
import { data } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderRoutes, signedOutSession } from '../test/render';
import { RouteErrorPage } from './route-error-page';

function Boom(): never {
  throw new Error('The pitch is waterlogged');
}

describe('route error page', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch({ '/auth/session': { body: signedOutSession } })));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the heading, the error message and the stack', async () => {
    renderRoutes([{ path: '/', element: <Boom />, errorElement: <RouteErrorPage /> }]);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The pitch is waterlogged' })).toBeInTheDocument();
    expect(document.querySelector('pre')).toHaveTextContent('Error: The pitch is waterlogged');
  });

  it('shows status and status text for a route error response', async () => {
    renderRoutes([
      {
        path: '/',
        loader: () => {
          throw data(null, { status: 503, statusText: 'Service Unavailable' });
        },
        element: <p>never</p>,
        errorElement: <RouteErrorPage />,
      },
    ]);
    expect(await screen.findByRole('heading', { name: '503 Service Unavailable' })).toBeInTheDocument();
    expect(document.querySelector('pre')).toBeNull();
  });
});
