import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/require-auth';
import { alysPerson, fakeFetch, renderRoutes, signedInSession } from '../../test/render';
import { ProfilePage } from './profile-page';

describe('Edit Personal Details (first slice)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the person's member id and e-mail from the API", async () => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch({ '/auth/session': { body: signedInSession }, '/api/person/1000001': { body: alysPerson } })));
    renderRoutes([{ element: <RequireAuth />, children: [{ path: '/profile', element: <ProfilePage /> }] }], '/profile');
    expect(await screen.findByRole('heading', { name: 'Edit Personal Details' })).toBeInTheDocument();
    expect(await screen.findByTestId('profile-member-id')).toHaveTextContent('1000001');
    expect(screen.getByTestId('profile-email')).toHaveTextContent('alys@example.org');
  });
});
