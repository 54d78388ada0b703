import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../../app/require-auth';
import { renderRoutes } from '../../../test/render';
import { NewTransferPage } from './new-transfer-page';
import {
  ORGANISATION_ID,
  baseAnswers,
  eligibilityPath,
  eligibleTeam,
  fromRole,
  organisationAnswer,
  refusal,
  rhys,
  rolesPath,
  searchPath,
  seasonCountPath,
  serverError,
  stubApi,
  type Answers,
} from './test/api';

type User = ReturnType<typeof userEvent.setup>;

function renderPage(answers: Answers) {
  const mock = stubApi({ ...baseAnswers(), ...organisationAnswer, ...answers });
  renderRoutes(
    [
      {
        element: <RequireAuth />,
        children: [
          { path: '/organisation/:organisationId/transfers/create', element: <NewTransferPage /> },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
    ],
    `/organisation/${ORGANISATION_ID}/transfers/create`,
  );
  return mock;
}

async function findPlayer(user: User, wruId = String(rhys.wruId), lastName = rhys.lastName) {
  await user.type(await screen.findByRole('textbox', { name: /WRU ID/ }), wruId);
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), lastName);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

async function toSelectTeams(user: User) {
  await findPlayer(user);
  await screen.findByText('Player found');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 2, name: 'Select Teams' });
}

const roles = [fromRole(15, '2nd team'), fromRole(16, '1st team')];
const teamsAnswers = (overrides: Answers = {}): Answers => ({
  [searchPath()]: { body: rhys },
  [rolesPath]: { body: roles },
  [eligibilityPath(16)]: { body: [eligibleTeam()] },
  [seasonCountPath(71)]: { body: { count: 0, maxTransferredPlayers: 5 } },
  [seasonCountPath(72)]: { body: { count: 0, maxTransferredPlayers: 5 } },
  ...overrides,
});
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('New Transfer: Select Player', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for both the WRU ID and the last name, next to each field', async () => {
    const user = userEvent.setup();
    const mock = renderPage({});
    expect(await screen.findByRole('heading', { level: 1, name: 'New Transfer' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect(screen.getByRole('textbox', { name: /WRU ID/ })).toHaveAccessibleDescription('WRU ID is required');
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByRole('textbox', { name: /WRU ID/ })).toHaveFocus();
    expect(mock.mock.calls.some(([url]) => String(url).startsWith('/api/person/search'))).toBe(false);
  });

  it('shows the person found: initial, last name, sex, age grade and date of birth', async () => {
    const user = userEvent.setup();
    renderPage({ [searchPath()]: { body: rhys } });
    await findPlayer(user);
    const found = await screen.findByRole('region', { name: 'Player found' });
    expect(found).toHaveTextContent('R Evans');
    expect(found).toHaveTextContent('Male');
    expect(found).toHaveTextContent('Under 14');
    expect(found).toHaveTextContent('14/05/2012');
  });

  it.each([
    [
      'no match',
      refusal(404, 'not_found', 'transfer.player_not_found'),
      'We could not verify those details. Please check the WRU ID and last name and try again.',
    ],
    [
      'no sex recorded',
      refusal(400, 'validation_failed', 'transfer.player_details_incomplete'),
      'Player details incomplete. This player needs to update their details on MyWRU to proceed with the transfer.',
    ],
    [
      'no active playing role',
      refusal(400, 'validation_failed', 'transfer.no_active_affiliation'),
      'This person has no active affiliation to an organisation, so cannot be transferred. They can register to play using MyWRU.',
    ],
    [
      'a failure that says nothing',
      serverError,
      'We could not verify those details. Please check the WRU ID and last name and try again.',
    ],
  ])('shows the spec’s message for %s, keeping what was typed', async (_case, answer, message) => {
    const user = userEvent.setup();
    renderPage({ [searchPath()]: answer });
    await findPlayer(user);
    const alert = await screen.findByRole('group', { name: 'Error' });
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /WRU ID/ })).toHaveValue(String(rhys.wruId));
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Evans');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });
});

describe('New Transfer: Select Teams', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('chooses the "1st team" as the from-team even when another has a lower id', async () => {
    const user = userEvent.setup();
    renderPage(teamsAnswers());
    await toSelectTeams(user);
    expect(await screen.findByRole('radio', { name: 'Bryn Harbour RFC: Under 14 Boys (1st team)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Bryn Harbour RFC: Under 14 Boys (2nd team)' })).not.toBeChecked();
    expect(await screen.findByRole('radio', { name: 'Under 14 Boys (1st team)' })).not.toBeChecked();
    expect(continueButton()).toBeDisabled();
  });

  it('says so when the registered teams cannot be read', async () => {
    const user = userEvent.setup();
    renderPage(teamsAnswers({ [rolesPath]: serverError }));
    await toSelectTeams(user);
    expect(await screen.findByRole('group', { name: 'Error' })).toHaveTextContent(
      'There was an error loading the registered teams. Please try again later.',
    );
  });

  it('says so when the teams to transfer to cannot be read', async () => {
    const user = userEvent.setup();
    renderPage(teamsAnswers({ [eligibilityPath(16)]: serverError }));
    await toSelectTeams(user);
    expect(await screen.findByRole('group', { name: 'Error' })).toHaveTextContent(
      'There was an error loading the teams. Please try again later.',
    );
  });

  it('names the game format and the organisation when there is no team to transfer to', async () => {
    const user = userEvent.setup();
    renderPage(teamsAnswers({ [eligibilityPath(16)]: { body: [] } }));
    await toSelectTeams(user);
    expect(
      await screen.findByText(
        'There are no Fifteens teams in Cwm Valley RFC that this person is eligible to transfer to. This could be because they have an existing application to register in progress. Please contact the WRU for assistance.',
      ),
    ).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });

  it('enables Continue once both teams are chosen and the season count is below 1', async () => {
    const user = userEvent.setup();
    renderPage(teamsAnswers());
    await toSelectTeams(user);
    await user.click(await screen.findByRole('radio', { name: 'Under 14 Boys (1st team)' }));
    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(screen.queryByText(/transfers into this team have been used/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Squads for this age grade/)).not.toBeInTheDocument();
  });

  it('warns from the first transfer of the season and blocks Continue at the limit', async () => {
    const user = userEvent.setup();
    renderPage(
      teamsAnswers({
        [seasonCountPath(71)]: { body: { count: 2, maxTransferredPlayers: 5 } },
        [seasonCountPath(72)]: { body: { count: 5, maxTransferredPlayers: 5 } },
      }),
    );
    await toSelectTeams(user);
    await user.click(await screen.findByRole('radio', { name: 'Under 14 Boys (1st team)' }));
    expect(await screen.findByText('2 of 5 transfers into this team have been used this season')).toBeInTheDocument();
    await waitFor(() => expect(continueButton()).toBeEnabled());

    await user.click(screen.getByRole('radio', { name: 'Under 14 Boys (2nd team)' }));
    expect(
      await screen.findByText(
        'This team has used all 5 of its transfers this season, so no more players can be transferred into it. Please contact the WRU for assistance.',
      ),
    ).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });

  it('keeps Continue disabled while the season count loads', async () => {
    const user = userEvent.setup();
    renderPage(teamsAnswers({ [seasonCountPath(71)]: () => new Promise(() => {}) }));
    await toSelectTeams(user);
    await user.click(await screen.findByRole('radio', { name: 'Under 14 Boys (1st team)' }));
    expect(await screen.findByText('Checking the transfers into this team this season…')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });

  it('shows the squad-size notice for an Under 7 to Under 16 team of 25 or fewer', async () => {
    const user = userEvent.setup();
    renderPage(teamsAnswers());
    await toSelectTeams(user);
    await user.click(await screen.findByRole('radio', { name: 'Under 14 Boys (2nd team)' }));
    expect(
      await screen.findByText('Squads for this age grade are limited to 25 players. This team has 22.'),
    ).toBeInTheDocument();
    // The 1st team has 30 players: no notice.
    await user.click(screen.getByRole('radio', { name: 'Under 14 Boys (1st team)' }));
    await waitFor(() => expect(screen.queryByText(/Squads for this age grade/)).not.toBeInTheDocument());
  });
});

describe('New Transfer: Confirm', () => {
  afterEach(() => vi.unstubAllGlobals());

  const createPath = `POST /api/transfer?wruId=${rhys.wruId}&toTeamChildId=71&fromTeamChildId=16`;

  async function toConfirm(user: User) {
    await toSelectTeams(user);
    await user.click(await screen.findByRole('radio', { name: 'Under 14 Boys (1st team)' }));
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await user.click(continueButton());
    await screen.findByRole('heading', { level: 2, name: 'Confirm' });
  }

  it('shows the summary, creates the transfer and says what happens next', async () => {
    const user = userEvent.setup();
    const mock = renderPage(teamsAnswers({ [createPath]: { status: 201, body: { id: 401 } } }));
    await toConfirm(user);
    expect(screen.getByText('R Evans')).toBeInTheDocument();
    expect(screen.getByText('Bryn Harbour RFC: Under 14 Boys (1st team)')).toBeInTheDocument();
    expect(screen.getByText('Cwm Valley RFC: Under 14 Boys (1st team)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Transfer requested' })).toBeInTheDocument();
    expect(screen.getByText('Bryn Harbour RFC may object within 7 days of that approval.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Manage Transfers' })).toHaveAttribute(
      'href',
      `/organisation/${ORGANISATION_ID}/transfers`,
    );
    expect(
      mock.mock.calls.filter(([url, init]) => String(url) === createPath.slice(5) && init?.method === 'POST'),
    ).toHaveLength(1);
  });

  it('shows the spec’s message when the transfer cannot be made, and keeps every choice', async () => {
    const user = userEvent.setup();
    renderPage(teamsAnswers({ [createPath]: serverError }));
    await toConfirm(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('group', { name: 'Error' });
    expect(alert).toHaveTextContent('There was an error processing this transfer. Please try again later.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(screen.getByText('Bryn Harbour RFC: Under 14 Boys (1st team)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('radio', { name: 'Under 14 Boys (1st team)' })).toBeChecked();
  });

  it('shows the refusal’s own words when it has them (a transfer already open)', async () => {
    const user = userEvent.setup();
    renderPage(teamsAnswers({ [createPath]: refusal(409, 'conflict', 'transfer.already_open') }));
    await toConfirm(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('group', { name: 'Error' })).toHaveTextContent('This person already has a transfer in progress');
    expect(
      within(screen.getByRole('region', { name: 'Confirm' })).getByRole('button', { name: 'Confirm' }),
    ).toBeEnabled();
  });
});
