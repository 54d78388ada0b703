import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import welshCommon from '../../../public/locales/cy/common.json';
import welshTeams from '../../../public/locales/cy/organisation-teams.json';
import { RequireAuth } from '../../app/require-auth';
import { renderRoutes } from '../../test/render';
import { baseAnswers, problem, refusal, sent, stubApi, type Answers } from '../organisations/test/api';
import { TeamPage } from './team-page';
import { TeamsPage } from './teams-page';
import { findAlerted } from '../../test/announcements';

function renderAt(path: string, answers: Answers) {
  const mock = stubApi({ ...baseAnswers(), ...answers });
  const utils = renderRoutes(
    [
      {
        element: <RequireAuth />,
        children: [
          { path: '/organisation/:organisationId/teams', element: <TeamsPage /> },
          { path: '/organisation/:organisationId/teams/:teamParentId', element: <TeamPage /> },
        ],
      },
    ],
    path,
  );
  return { ...utils, mock };
}

const team = (id: number, name: string, enableRegistrations: boolean, nameCy = name) => ({
  id,
  name,
  nameCy,
  teamTemplate: { name, nameCy, gameFormat: { name: '15-a-side', value: '15s' } },
  sex: { value: '' },
  playerCount: 12,
  enableRegistrations,
  numberOfTeamChildren: 2,
  teamChildren: [
    { id: id * 10 + 1, value: '1st team' },
    { id: id * 10 + 2, value: '2nd team' },
  ],
  otherTeamChildren: [],
});

describe('manage teams', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the teams with a registrations toggle and View Details', async () => {
    renderAt('/organisation/7/teams', {
      '/api/organisation/7/team': { body: [team(40, 'Under 14', true), team(41, 'Senior Men', false)] },
    });
    expect(await screen.findByRole('rowheader', { name: 'Under 14' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Registrations open for Under 14' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Registrations open for Senior Men' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'View Details of Senior Men' })).toHaveAttribute(
      'href',
      '/organisation/7/teams/41',
    );
    expect(screen.getAllByText('Mixed')).toHaveLength(2);
  });

  it('on a Welsh page names a team after its template in Welsh, and its sex', async () => {
    i18n.addResourceBundle('cy', 'organisation-teams', welshTeams, true, true);
    i18n.addResourceBundle('cy', 'common', welshCommon, true, true);
    await i18n.changeLanguage('cy');
    try {
      renderAt('/organisation/7/teams', {
        '/api/organisation/7/team': {
          body: [
            team(40, 'Under 12', true, 'Dan 12'),
            { ...team(41, 'Senior Men', false, 'Dynion Hŷn'), sex: { value: 'Male' } },
          ],
        },
      });
      expect(await screen.findByRole('rowheader', { name: 'Dan 12' })).toBeInTheDocument();
      expect(screen.getByRole('rowheader', { name: 'Dynion Hŷn' })).toBeInTheDocument();
      expect(screen.getByRole('switch', { name: new RegExp('Dan 12') })).toBeChecked();
      expect(screen.queryByText('Under 12')).not.toBeInTheDocument();
      // The spec's 'Male' on the wire, worded in Welsh; a team open to both is 'Cymysg'.
      expect(within(screen.getByRole('row', { name: /Dynion Hŷn/ })).getByText('Gwryw')).toBeInTheDocument();
      expect(within(screen.getByRole('row', { name: /Dan 12/ })).getByText('Cymysg')).toBeInTheDocument();
      expect(screen.queryByText('Male')).not.toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('asks before opening registrations, then keeps the new state and says so when the call succeeds', async () => {
    const user = userEvent.setup();
    const { mock } = renderAt('/organisation/7/teams', {
      '/api/organisation/7/team': { body: [team(41, 'Senior Men', false)] },
      'PUT /api/team/parent/41/registration': { body: { id: 41, enableRegistrations: true } },
    });
    const toggle = await screen.findByRole('switch', { name: 'Registrations open for Senior Men' });
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Open registrations for Senior Men?' });
    expect(sent(mock, 'PUT /api/team/parent/41/registration')).toEqual([]);
    expect(toggle).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Open registrations' }));
    await waitFor(() => expect(sent(mock, 'PUT /api/team/parent/41/registration')).toEqual([{ value: true }]));
    expect(await screen.findByRole('status')).toHaveTextContent('Registrations are now open for Senior Men.');
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
  });

  it('changes nothing when the secretary cancels the question', async () => {
    const user = userEvent.setup();
    const { mock } = renderAt('/organisation/7/teams', {
      '/api/organisation/7/team': { body: [team(40, 'Under 14', true)] },
      'PUT /api/team/parent/40/registration': { body: { id: 40, enableRegistrations: false } },
    });
    const toggle = await screen.findByRole('switch', { name: 'Registrations open for Under 14' });
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Close registrations for Under 14?' });
    expect(dialog).toHaveTextContent('Nobody will be able to apply to play for Under 14');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toBeChecked();
    expect(sent(mock, 'PUT /api/team/parent/40/registration')).toEqual([]);
  });

  it('reverts the toggle and says so when the call fails', async () => {
    const user = userEvent.setup();
    renderAt('/organisation/7/teams', {
      '/api/organisation/7/team': { body: [team(40, 'Under 14', true)] },
      'PUT /api/team/parent/40/registration': problem(500, 'internal_error', 'boom'),
    });
    const toggle = await screen.findByRole('switch', { name: 'Registrations open for Under 14' });
    await user.click(toggle);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close registrations' }));
    expect(
      await screen.findByText(
        'There was an error updating the registration status of this team. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it("says 'No teams found' when there are none", async () => {
    renderAt('/organisation/7/teams', { '/api/organisation/7/team': { body: [] } });
    expect(await screen.findByText('No teams found')).toBeInTheDocument();
  });

  it('says so when the teams fail to load', async () => {
    renderAt('/organisation/7/teams', { '/api/organisation/7/team': problem(500, 'internal_error', 'boom') });
    expect(await findAlerted()).toHaveTextContent('There was an error showing the teams. Please try again later.');
  });

  it('says so when the person may not manage teams there', async () => {
    renderAt('/organisation/7/teams', {
      '/api/organisation/7/team': refusal('You do not have permission to manage this team'),
    });
    expect(await findAlerted()).toHaveTextContent('You do not have permission to manage this team');
  });
});

const teamParent = (name: string, nameCy = name) => ({
  id: 40,
  name,
  nameCy,
  organisation: { id: 7, name: 'Cwm Valley RFC' },
  teamTemplate: { id: 1, name, ageGrade: 'U14', gameFormat: { id: 1, name: '15-a-side', value: '15s' } },
  sex: { value: null },
  teamChildren: [
    { id: 401, value: '1st team' },
    { id: 402, value: '2nd team' },
  ],
  numberOfTeamChildren: 2,
  enableRegistrations: true,
});
const teamPlayer = (n: number) => ({
  personOrganisationRoleId: 900 + n,
  wruId: 7000 + n,
  firstName: 'Player',
  lastName: `No${n}`,
  dob: '2012-01-01',
  age: 13,
  activeFrom: '2025-09-01',
  activeTo: null,
  hasInvalidDbs: n === 2,
});
const players = (from: number, count: number) => Array.from({ length: count }, (_, i) => teamPlayer(from + i));

describe('team page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows players per variation 5 at a time with 'Load more', and the squad size note for under-age teams", async () => {
    const user = userEvent.setup();
    renderAt('/organisation/7/teams/40', {
      '/api/team/parent/40': { body: teamParent('Under 14') },
      '/api/team/child/401/player?page=1&activeOnly=true': { body: players(1, 5) },
      '/api/team/child/401/player?page=2&activeOnly=true': { body: players(6, 2) },
      '/api/team/child/402/player?page=1&activeOnly=true': { body: [teamPlayer(20)] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Under 14' })).toBeInTheDocument();
    expect(screen.getByText('Under-age teams have a maximum squad size of 30 players.')).toBeInTheDocument();
    expect(await screen.findByText('Player No5')).toBeInTheDocument();
    expect(screen.getByText('Not approved to participate')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Player No7')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '2nd team' }));
    expect(await screen.findByText('Player No20')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Details of Player No20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Player Details' });
    expect(within(dialog).getByText('Member ID: 7020')).toBeInTheDocument();
  });

  it('words the game format by its label under the team name', async () => {
    const mixed = teamParent('Senior Mixed Ability');
    renderAt('/organisation/7/teams/40', {
      '/api/team/parent/40': {
        body: {
          ...mixed,
          teamTemplate: { ...mixed.teamTemplate, gameFormat: { id: 4, name: 'Mixed Ability', value: 'mixed-ability' } },
        },
      },
      '/api/team/child/401/player?page=1&activeOnly=true': { body: [] },
    });
    expect(await screen.findByText('Cwm Valley RFC · Mixed Ability rugby')).toBeInTheDocument();
  });

  it('on a Welsh page names a team after its template in Welsh', { timeout: 20_000 }, async () => {
    i18n.addResourceBundle('cy', 'organisation-teams', welshTeams, true, true);
    await i18n.changeLanguage('cy');
    try {
      renderAt('/organisation/7/teams/40', {
        '/api/team/parent/40': { body: teamParent('Under 14', 'Dan 14') },
        '/api/team/child/401/player?page=1&activeOnly=true': { body: [] },
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Dan 14' })).toBeInTheDocument();
      expect(screen.queryByText('Under 14')).not.toBeInTheDocument();
      // The squad size note still follows the team's English name.
      expect(screen.getByText(welshTeams.team.squadSize.replace('{{max}}', '30'))).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows no squad size note for a senior team', async () => {
    renderAt('/organisation/7/teams/40', {
      '/api/team/parent/40': { body: teamParent('Senior Men') },
      '/api/team/child/401/player?page=1&activeOnly=true': { body: [] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Men' })).toBeInTheDocument();
    expect(await screen.findByText('No players found')).toBeInTheDocument();
    expect(screen.queryByText(/maximum squad size/)).not.toBeInTheDocument();
  });

  it('says so when the players fail to load or the team may not be managed', async () => {
    renderAt('/organisation/7/teams/40', {
      '/api/team/parent/40': { body: teamParent('Senior Men') },
      '/api/team/child/401/player?page=1&activeOnly=true': problem(500, 'internal_error', 'boom'),
    });
    expect(await findAlerted()).toHaveTextContent('There was an error loading the players. Please try again later.');
  });

  it('refuses with the team permission message', async () => {
    renderAt('/organisation/7/teams/40', {
      '/api/team/parent/40': { body: teamParent('Senior Men') },
      '/api/team/child/401/player?page=1&activeOnly=true': refusal('You do not have permission to manage this team'),
    });
    expect(await findAlerted()).toHaveTextContent('You do not have permission to manage this team');
  });
});
