import type { RegisteredRole } from '@mywru/shared';
import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import welshParticipation from '../../../public/locales/cy/participation.json';
import { fakeFetch, renderRoutes, signedInSession } from '../../test/render';
import { ParticipationPage } from './participation-page';
import { RolesPage } from './member-roles-page';

const routes = [
  { path: '/participation', element: <ParticipationPage /> },
  { path: '/participation/roles', element: <RolesPage /> },
];

function renderAt(path: string, answers: Record<string, { status?: number; body?: unknown }>) {
  vi.stubGlobal('fetch', vi.fn(fakeFetch({ '/auth/session': { body: signedInSession }, ...answers })));
  return renderRoutes(routes, path);
}

function role(
  id: number,
  personId: number,
  personName: string,
  overrides: Partial<RegisteredRole> = {},
): RegisteredRole {
  return {
    id,
    organisationId: 201,
    organisation: 'Cardiff Harlequins',
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
      teamParent: { id: 4, teamTemplate: { name: 'Senior Men', nameCy: 'Dynion Hŷn' }, gameFormat: { id: 1, name: 'Fifteens' } },
    },
    ...overrides,
  };
}

describe('Your Participation', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links to qualifications, DBS and roles', async () => {
    renderAt('/participation', {});
    expect(await screen.findByRole('link', { name: /Your Qualifications/ })).toHaveAttribute('href', '/qualifications');
    expect(screen.getByRole('link', { name: /Your DBS/ })).toHaveAttribute('href', '/participation/dbs');
    expect(screen.getByRole('link', { name: /Your Roles/ })).toHaveAttribute('href', '/participation/roles');
  });

  it('Your Roles: groups by person, and a DBS-invalid person reads "Not approved to particiapate"', async () => {
    renderAt('/participation/roles', {
      '/api/person/1000001/roles?includeDependants=true': {
        body: [
          role(1, 1000010, 'Osian Jones', {
            hasInvalidDbs: true,
            roleDetails: {
              roleName: 'Young Leader',
              roleNameCy: 'Arweinydd Ifanc',
              activeFrom: '2025-09-01',
              activeTo: null,
              teamChild: null,
              teamParent: null,
            },
          }),
          role(2, 1000001, 'Alys Jones'),
        ],
      },
    });
    const yours = await screen.findByRole('region', { name: 'Your roles' });
    expect(within(yours).getByRole('heading', { name: 'Player' })).toBeInTheDocument();
    expect(within(yours).getByText('Since 01/09/2025')).toBeInTheDocument();
    expect(within(yours).queryByText('Not approved to particiapate')).not.toBeInTheDocument();
    const osian = screen.getByRole('region', { name: 'Osian Jones' });
    expect(within(osian).getByText('Not approved to particiapate')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Your roles', 'Osian Jones']);
  });

  it('Your Roles: a game format is worded by its label ("Mixed Ability rugby")', async () => {
    renderAt('/participation/roles', {
      '/api/person/1000001/roles?includeDependants=true': {
        body: [
          role(3, 1000001, 'Alys Jones', {
            roleDetails: {
              roleName: 'Player',
              roleNameCy: 'Chwaraewr',
              activeFrom: '2025-09-01',
              activeTo: null,
              teamChild: { id: 7, value: '1st team' },
              teamParent: {
                id: 6,
                teamTemplate: { name: 'Senior Mixed Ability', nameCy: 'Gallu Cymysg Hŷn' },
                gameFormat: { id: 4, name: 'Mixed Ability' },
              },
            },
          }),
        ],
      },
    });
    const yours = await screen.findByRole('region', { name: 'Your roles' });
    expect(within(yours).getByText('Mixed Ability rugby')).toBeInTheDocument();
  });

  it('Your Roles on a Welsh page: the role and the team template by their Welsh names', async () => {
    i18n.addResourceBundle('cy', 'participation', welshParticipation, true, true);
    await i18n.changeLanguage('cy');
    try {
      renderAt('/participation/roles', {
        '/api/person/1000001/roles?includeDependants=true': { body: [role(2, 1000001, 'Alys Jones')] },
      });
      const yours = await screen.findByRole('region', { name: welshParticipation.roles.yours });
      expect(within(yours).getByRole('heading', { name: 'Chwaraewr' })).toBeInTheDocument();
      expect(screen.getByText('Dynion Hŷn – 1st team')).toBeInTheDocument();
      expect(screen.queryByText(/Senior Men/)).not.toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('Your Roles: Nothing to show', async () => {
    renderAt('/participation/roles', { '/api/person/1000001/roles?includeDependants=true': { body: [] } });
    expect(await screen.findByText('Nothing to show')).toBeInTheDocument();
  });
});
