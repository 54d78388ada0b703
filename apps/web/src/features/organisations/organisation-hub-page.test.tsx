import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/require-auth';
import { renderRoutes } from '../../test/render';
import { OrganisationPage } from './organisation-hub-page';
import { ResourcesPage } from './resources-page';
import { baseAnswers, refusal, stubApi, type Answers } from './test/api';
import { findAlerted } from '../../test/announcements';
import welshOrganisation from '../../../public/locales/cy/organisation.json';

function renderAt(path: string, answers: Answers) {
  stubApi({ ...baseAnswers(), ...answers });
  return renderRoutes(
    [
      {
        element: <RequireAuth />,
        children: [
          { path: '/organisation/:organisationId', element: <OrganisationPage /> },
          { path: '/organisation/:organisationId/resources', element: <ResourcesPage /> },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
    ],
    path,
  );
}

/** The roles' Welsh names, as the API answers them beside the English. */
const WELSH_ROLES: Record<string, string> = {
  'Club Secretary': 'Ysgrifennydd Clwb',
  'Club Safeguarding Officer': 'Swyddog Diogelu Clwb',
  'Team Coach': 'Hyfforddwr Tîm',
  'Team Manager': 'Rheolwr Tîm',
  Referee: 'Dyfarnwr',
};
const hub = (roleValues: string[]) => ({
  'GET /api/organisation/7': {
    body: {
      id: 7,
      name: 'Cwm Valley RFC',
      roleValues,
      roleValuesCy: roleValues.map((role) => WELSH_ROLES[role] ?? role),
    },
  },
});
const cardTitles = () =>
  screen.queryAllByTestId(/^card-/).map((card) => card.getAttribute('data-testid')?.replace('card-', ''));

describe('organisation hub', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the name, the roles joined by " | " and every card for a Club Secretary', async () => {
    renderAt('/organisation/7', hub(['Club Secretary', 'Team Coach']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cwm Valley RFC' })).toBeInTheDocument();
    expect(screen.getByText('Club Secretary | Team Coach')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['registrations', 'people', 'teams', 'transfers', 'permits', 'resources', 'fixtures']);
    expect(screen.getByRole('link', { name: /Registrations/ })).toHaveAttribute('href', '/organisation/7/applications');
    expect(screen.getByRole('link', { name: /People/ })).toHaveAttribute('href', '/organisation/7/people');
    expect(screen.getByRole('link', { name: /Teams/ })).toHaveAttribute('href', '/organisation/7/teams');
    expect(screen.getByRole('link', { name: /Resources/ })).toHaveAttribute('href', '/organisation/7/resources');
    expect(screen.getByRole('link', { name: /Transfers/ })).toHaveAttribute('href', '/organisation/7/transfers');
    expect(screen.getByRole('link', { name: /Fixtures/ })).toHaveAttribute('href', '/organisation/7/fixtures');
    expect(screen.getByRole('link', { name: /Permits/ })).toHaveAttribute('href', '/organisation/7/permits');
    expect(within(screen.getByTestId('card-permits')).queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('on a Welsh page names the roles in Welsh', async () => {
    i18n.addResourceBundle('cy', 'organisation', welshOrganisation, true, true);
    await i18n.changeLanguage('cy');
    try {
      renderAt('/organisation/7', hub(['Club Secretary', 'Team Coach']));
      expect(await screen.findByRole('heading', { level: 1, name: 'Cwm Valley RFC' })).toBeInTheDocument();
      expect(screen.getByText('Ysgrifennydd Clwb | Hyfforddwr Tîm')).toBeInTheDocument();
      expect(screen.queryByText('Club Secretary | Team Coach')).not.toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows People and Resources only to a Club Safeguarding Officer', async () => {
    renderAt('/organisation/7', hub(['Club Safeguarding Officer']));
    await screen.findByRole('heading', { level: 1, name: 'Cwm Valley RFC' });
    expect(cardTitles()).toEqual(['people', 'resources']);
  });

  it('shows a Team Coach everything but People, Transfers and Permits leading to their pages', async () => {
    renderAt('/organisation/7', hub(['Team Coach']));
    await screen.findByRole('heading', { level: 1, name: 'Cwm Valley RFC' });
    expect(cardTitles()).toEqual(['registrations', 'teams', 'transfers', 'permits', 'resources', 'fixtures']);
    expect(screen.getByRole('link', { name: /Transfers/ })).toHaveAttribute('href', '/organisation/7/transfers');
    expect(screen.getByRole('link', { name: /Permits/ })).toHaveAttribute('href', '/organisation/7/permits');
  });

  it('shows a Club Chair People, Teams and Resources', async () => {
    renderAt('/organisation/7', hub(['Club Chair']));
    await screen.findByRole('heading', { level: 1, name: 'Cwm Valley RFC' });
    expect(cardTitles()).toEqual(['people', 'teams', 'resources']);
  });

  it('says so when the person has no role there', async () => {
    renderAt('/organisation/7', {
      'GET /api/organisation/7': refusal('You do not have permission to manage this organisation'),
    });
    const alert = await findAlerted();
    expect(alert).toHaveTextContent('You do not have permission to manage this organisation');
    expect(cardTitles()).toEqual([]);
  });
});

describe('resources', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the five Club Investment Model documents', async () => {
    const levels = ['Standard', 'Bronze', 'Silver', 'Gold', 'Platinum'];
    renderAt('/organisation/7/resources', {
      'GET /api/organisation/7/resources': {
        body: {
          clubInvestmentModelDocuments: levels.map((level) => ({
            level,
            url: `https://files.example.org/${level}.zip`,
          })),
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Resources' })).toBeInTheDocument();
    expect(screen.getByText('View and download useful resources.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Club Investment Model Documents' })).toBeInTheDocument();
    for (const level of levels) {
      expect(await screen.findByRole('link', { name: new RegExp(`^${level}`) })).toHaveAttribute(
        'href',
        `https://files.example.org/${level}.zip`,
      );
    }
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});
