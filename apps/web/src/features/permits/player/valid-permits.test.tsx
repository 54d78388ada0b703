import type { RegisteredRole } from '@mywru/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderRoutes, signedInSession } from '../../../test/render';
// The app composes the permits feature into Your Roles; the test composes it the same way.
import { RolesPage } from '../../roles/member-roles-page';
import { alysValidPermit } from './test/fixtures';
import { ValidPermits } from './valid-permits';

function role(id: number, personId: number, personName: string): RegisteredRole {
  return {
    id,
    organisationId: 201,
    organisation: 'Cwm Valley RFC',
    personId,
    personName,
    hasInvalidDbs: false,
    isPlayingRole: true,
    roleDetails: {
      roleName: 'Player',
      roleNameCy: 'Chwaraewr',
      activeFrom: '2025-09-01',
      activeTo: null,
      teamChild: { id: 5, value: '1st team' },
      teamParent: { id: 4, teamTemplate: { name: 'Senior Women', nameCy: 'Menywod Hŷn' }, gameFormat: { id: 1, name: 'Fifteens' } },
    },
  };
}

function renderAt(answers: Record<string, { status?: number; body?: unknown }>) {
  vi.stubGlobal('fetch', vi.fn(fakeFetch({ '/auth/session': { body: signedInSession }, ...answers })));
  return renderRoutes(
    [{ path: '/participation/roles', element: <RolesPage PersonPermits={ValidPermits} /> }],
    '/participation/roles',
  );
}

describe('permits on Your Roles', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the member's permits to play and, under the child's roles, the child's, each asked for its person", async () => {
    renderAt({
      '/api/person/1000001/roles?includeDependants=true': {
        body: [role(1, 1000001, 'Alys Jones'), role(2, 1000010, 'Osian Jones')],
      },
      '/api/permit/person/1000001': { body: [alysValidPermit] },
      '/api/permit/person/1000010': { body: [] },
    });
    const list = await screen.findByRole('list', { name: 'Permits of Alys Jones' }, { timeout: 5000 });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent(
      '05/12/26: Aberllyn RFC (1st team) v Trefelin Harlequins RFC (2nd team), Women’s League East',
    );
    expect(item).toHaveTextContent('Playing for Aberllyn RFC');
    expect(within(item).getByText('Approved by WRU')).toBeInTheDocument();
    expect(screen.getByText('Fixtures you may play for another club on a permit, from 30 days ago on.')).toBeInTheDocument();

    expect(
      await screen.findByText('Fixtures Osian Jones may play for another club on a permit, from 30 days ago on.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No permits')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Permits of Osian Jones' })).not.toBeInTheDocument();
  });

  it('says when the permits cannot be loaded, keeping the roles', async () => {
    renderAt({
      '/api/person/1000001/roles?includeDependants=true': { body: [role(1, 1000001, 'Alys Jones')] },
      '/api/permit/person/1000001': {
        status: 500,
        body: { type: 'about:blank', status: 500, title: 'Internal Server Error', code: 'internal' },
      },
    });
    expect(
      await screen.findByText('The permits could not be loaded. Please try again later.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Player' })).toBeInTheDocument();
  });
});
