import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/require-auth';
import { alysPerson, fakeFetch, renderRoutes, signedInSession } from '../../test/render';
import { DashboardPage } from './dashboard-page';

function renderDashboard(person: unknown) {
  vi.stubGlobal('fetch', vi.fn(fakeFetch({ '/auth/session': { body: signedInSession }, '/api/person/1000001': { body: person } })));
  renderRoutes([{ element: <RequireAuth />, children: [{ path: '/dashboard', element: <DashboardPage /> }] }], '/dashboard');
}

describe('dashboard (minimal)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('welcomes the person by first name with the member id', async () => {
    renderDashboard(alysPerson);
    expect(await screen.findByRole('heading', { name: 'Welcome, Alys' })).toBeInTheDocument();
    expect(screen.getByText('Your member ID is 1000001.')).toBeInTheDocument();
  });

  it('falls back to a generic welcome when no first name is held', async () => {
    renderDashboard({ ...alysPerson, firstName: null });
    expect(await screen.findByRole('heading', { name: 'Welcome to MyWRU' })).toBeInTheDocument();
  });
});
