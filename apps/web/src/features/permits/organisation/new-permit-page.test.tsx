import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  checkPermitLimitEndpoint,
  listOrganisationsEndpoint,
  listPermitFixturesEndpoint,
  searchPermitPlayerEndpoint,
  urlOf,
} from '@mywru/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../../app/require-auth';
import { renderRoutes } from '../../../test/render';
import { NewPermitPage } from './new-permit-page';
import {
  ORGANISATION_ID,
  OTHER_ID,
  baseAnswers,
  permitFixture,
  permitPlayer,
  refusal,
  sent,
  serverError,
  stubApi,
  type Answers,
} from './test/api';

const aberllyn = { id: OTHER_ID, name: 'Aberllyn RFC', typeId: 1, typeName: 'Club', typeNameCy: 'Clwb' };
const clubsPath = (search: string) => `GET ${urlOf(listOrganisationsEndpoint, { query: { page: 1, search } })}`;
const searchPath = (lastName = 'Hughes') =>
  `GET ${urlOf(searchPermitPlayerEndpoint, {
    query: { dob: '1999-03-02', lastName, organisationId: OTHER_ID, toOrganisationId: ORGANISATION_ID },
  })}`;
const fixturesPath = (when: 'upcoming' | 'previous', page = 1) =>
  `GET ${urlOf(listPermitFixturesEndpoint, {
    params: { organisationId: ORGANISATION_ID },
    query: { wruId: 2000123, fromOrganisationId: OTHER_ID, when, page },
  })}`;
const limitPath = (fixtureId = 801) =>
  `GET ${urlOf(checkPermitLimitEndpoint, { params: { fixtureId, organisationId: ORGANISATION_ID } })}`;

const upcoming = [
  permitFixture({ fixtureId: 801 }),
  permitFixture({
    fixtureId: 802,
    date: '2027-01-16T14:30:00Z',
    awayTeam: {
      organisationName: 'Pont Isaf RFC',
      childValue: '1st team',
      teamTemplateId: 22,
      teamTemplateName: 'Senior Men',
    },
    hasReferee: true,
  }),
  permitFixture({ fixtureId: 803, date: '2027-01-23T14:30:00Z', venue: null }),
];
const later = permitFixture({
  fixtureId: 804,
  date: '2027-01-30T14:30:00Z',
  awayTeam: {
    organisationName: 'Llanfair RFC',
    childValue: '2nd team',
    teamTemplateId: 23,
    teamTemplateName: 'Senior Men',
  },
});

function renderPage(answers: Answers = {}) {
  const mock = stubApi({
    ...baseAnswers(),
    [clubsPath('Ab')]: {
      body: [aberllyn, { id: 31, name: 'Aberdyfi RFC', typeId: 1, typeName: 'Club', typeNameCy: 'Clwb' }],
    },
    [clubsPath('Aberllyn RFC')]: { body: [aberllyn] },
    [searchPath()]: { body: [permitPlayer()] },
    [fixturesPath('upcoming')]: { body: { items: upcoming, hasMore: true } },
    [fixturesPath('upcoming', 2)]: { body: { items: [later], hasMore: false } },
    [fixturesPath('previous')]: { body: { items: [], hasMore: false } },
    [limitPath()]: { body: { allowMore: true, existingPermits: 1, permitLimit: 3 } },
    'POST /api/permit': { status: 201, body: { id: 901 } },
    ...answers,
  });
  renderRoutes(
    [
      {
        element: <RequireAuth />,
        children: [
          { path: '/organisation/:organisationId/permits/create', element: <NewPermitPage /> },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
    ],
    `/organisation/${ORGANISATION_ID}/permits/create`,
  );
  return mock;
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

async function acceptRules(user: UserEvent) {
  await stepHeading('Accept rules');
  await user.click(screen.getByRole('checkbox', { name: /I have read and accept the permit rules/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Select Player');
  // The step's form loads when the step is reached.
  await screen.findByRole('button', { name: 'Search' });
}

async function chooseClub(user: UserEvent, typed = 'Ab') {
  const club = screen.getByRole('combobox', { name: /Club/ });
  await user.click(club);
  await user.type(club, typed);
  const listbox = await waitFor(() => {
    const element = document.getElementById(club.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('No list');
    return element;
  });
  await user.click(await within(listbox).findByRole('option', { name: 'Aberllyn RFC', hidden: true }));
}

async function findPlayer(user: UserEvent) {
  await user.type(screen.getByLabelText(/Date of birth/), '02/03/1999');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Hughes');
  await chooseClub(user);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

// Whole journeys through four steps: slower than one screen's test on a busy machine.
describe('New permit', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks to accept the rules before Select Player', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'New permit' })).toBeInTheDocument();
    await stepHeading('Accept rules');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      screen.getByRole('checkbox', { name: /I have read and accept the permit rules/ }),
    ).toHaveAccessibleDescription(expect.stringContaining('Accept the permit rules to continue'));
    expect(screen.queryByRole('heading', { level: 2, name: 'Select Player' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept the permit rules/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await stepHeading('Select Player')).toBeInTheDocument();
  });

  it("says the spec's messages for missing details, and only a club chosen from the list counts", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderPage();
    await acceptRules(user);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Date of birth is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Please select a club from the list')).toBeInTheDocument();
    // One typed character asks for no suggestions; the search is never sent.
    await user.type(screen.getByRole('combobox', { name: /Club/ }), 'A');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(mock.mock.calls.some(([url]) => String(url).includes('/api/organisation/all-clubs'))).toBe(false);
    expect(mock.mock.calls.some(([url]) => String(url).includes('/api/person/search/validated-by-dob'))).toBe(false);
  });

  it('suggests clubs from 2 characters, at most 10', async () => {
    const user = userEvent.setup({ delay: null });
    const many = Array.from({ length: 12 }, (_, index) => ({
      id: 100 + index,
      name: `Aber Club ${index + 1}`,
      typeId: 1,
      typeName: 'Club',
      typeNameCy: 'Clwb',
    }));
    renderPage({ [clubsPath('Ab')]: { body: many } });
    await acceptRules(user);
    const club = screen.getByRole('combobox', { name: /Club/ });
    expect(club).toHaveAttribute('placeholder', 'Start typing a club...');
    await user.click(club);
    await user.type(club, 'Ab');
    const listbox = await waitFor(() => {
      const element = document.getElementById(club.getAttribute('aria-controls') ?? '');
      if (!element || within(element).queryAllByRole('option', { hidden: true }).length === 0)
        throw new Error('No list');
      return element;
    });
    expect(within(listbox).getAllByRole('option', { hidden: true })).toHaveLength(10);
  });

  it('goes from the player to the fixture, Load More, Claimed not selectable, then Confirm and Completed', async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderPage();
    await acceptRules(user);
    await findPlayer(user);
    const found = await screen.findByRole('region', { name: 'Players found' });
    expect(found).toHaveTextContent('G Hughes');
    expect(found).toHaveTextContent('Born 02/03/99');
    expect(found).toHaveTextContent('Age grade: Senior');
    await user.click(within(found).getByRole('button', { name: 'Select G Hughes' }));

    expect(await stepHeading('Select Fixture')).toBeInTheDocument();
    // The step loads when reached.
    expect(await screen.findByRole('tab', { name: 'Upcoming', selected: true })).toBeInTheDocument();
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(3);
    const claimed = screen.getByRole('radio', { name: /Pont Isaf RFC/ });
    expect(claimed).toBeDisabled();
    expect(claimed).toHaveAccessibleName(expect.stringContaining('Claimed'));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('radio', { name: /Llanfair RFC \(2nd team\)/ })).toBeEnabled();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();

    // Continue needs a fixture.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose a fixture to continue')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Llanfair RFC/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await stepHeading('Confirm')).toBeInTheDocument();
    // The limit of the chosen fixture is asked (fixture 804).
    await waitFor(() => expect(mock.mock.calls.some(([url]) => url === limitPath(804).slice(4))).toBe(true));
    expect(screen.getByText('Cwm Valley RFC (1st team) v Llanfair RFC (2nd team)')).toBeInTheDocument();
    expect(screen.getByText('Aberllyn RFC')).toBeInTheDocument();
    expect(screen.getByText('30/01/27, 14:30')).toBeInTheDocument();
  });

  it('lists Previous fixtures for reference, none selectable: Claimed or Kicked off', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage({
      [fixturesPath('previous')]: {
        body: {
          items: [
            permitFixture({ fixtureId: 701, date: '2026-11-14T14:30:00Z', hasReferee: true }),
            permitFixture({
              fixtureId: 702,
              date: '2026-11-07T14:30:00Z',
              awayTeam: {
                organisationName: 'Pont Isaf RFC',
                childValue: '1st team',
                teamTemplateId: 22,
                teamTemplateName: 'Senior Men',
              },
            }),
          ],
          hasMore: false,
        },
      },
    });
    await acceptRules(user);
    await findPlayer(user);
    await user.click(await screen.findByRole('button', { name: 'Select G Hughes' }));
    await user.click(await screen.findByRole('tab', { name: 'Previous' }));
    expect(
      await screen.findByText(
        'Permits are for fixtures ahead: previous fixtures are shown for reference and cannot be chosen.',
      ),
    ).toBeInTheDocument();
    const claimed = screen.getByRole('radio', { name: /Bryn Harbour RFC/ });
    const played = screen.getByRole('radio', { name: /Pont Isaf RFC/ });
    expect(claimed).toBeDisabled();
    expect(claimed).toHaveAccessibleName(expect.stringContaining('Claimed'));
    expect(played).toBeDisabled();
    expect(played).toHaveAccessibleName(expect.stringContaining('Kicked off'));
    expect(screen.getByText('14/11/26, 14:30')).toBeInTheDocument();
  });

  it('submits the Permit payload on Confirm and shows Completed', async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderPage();
    await acceptRules(user);
    await findPlayer(user);
    await user.click(await screen.findByRole('button', { name: 'Select G Hughes' }));
    await user.click((await screen.findAllByRole('radio', { name: /Bryn Harbour RFC/ }))[0]!);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('1 of 3 permits for this fixture have been used.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await stepHeading('Permit requested')).toBeInTheDocument();
    expect(sent(mock, 'POST /api/permit')).toEqual([
      { wruId: 2000123, fromOrganisation: OTHER_ID, toOrganisation: ORGANISATION_ID, fixtureId: 801 },
    ]);
    expect(
      screen.getByText(
        'A permit for G Hughes to play Cwm Valley RFC (1st team) v Bryn Harbour RFC (1st team) on 09/01/27 has been requested.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Manage Permits' })).toHaveAttribute(
      'href',
      `/organisation/${ORGANISATION_ID}/permits`,
    );
  });

  it('blocks Submit when the fixture has used its permits', async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderPage({ [limitPath()]: { body: { allowMore: false, existingPermits: 3, permitLimit: 3 } } });
    await acceptRules(user);
    await findPlayer(user);
    await user.click(await screen.findByRole('button', { name: 'Select G Hughes' }));
    await user.click((await screen.findAllByRole('radio', { name: /Bryn Harbour RFC/ }))[0]!);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('You have already used the maximum number of permits for this fixture.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(sent(mock, 'POST /api/permit')).toEqual([]);
  });

  it.each([
    [
      'no match',
      refusal(404, 'not_found', 'permit.player_not_found'),
      'No matching players were found for those details.',
    ],
    [
      'not an active player',
      refusal(400, 'validation_failed', 'permit.not_active_player'),
      'This person is not currently an active player',
    ],
    [
      'not eligible',
      refusal(400, 'validation_failed', 'permit.not_eligible'),
      'This player is not eligible for permit',
    ],
    [
      'bad details',
      refusal(400, 'validation_failed', 'request.invalid'),
      'We could not verify those details. Please check the date of birth, last name and organisation, then try again.',
    ],
    ['a failure', serverError, 'There was a problem checking those details. Please try again.'],
  ])('says why the search found nobody: %s', async (_case, answer, message) => {
    const user = userEvent.setup({ delay: null });
    renderPage({ [searchPath()]: answer });
    await acceptRules(user);
    await findPlayer(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Players found' })).not.toBeInTheDocument();
  });

  it("says 'Could not select this player' when the player's fixtures cannot be read", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage({ [fixturesPath('upcoming')]: serverError });
    await acceptRules(user);
    await findPlayer(user);
    await user.click(await screen.findByRole('button', { name: 'Select G Hughes' }));
    expect(await screen.findByText('Could not select this player. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Select Player' })).toBeInTheDocument();
  });

  it("says the spec's message when Submit fails, and the reason of a refusal", async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    renderPage({
      'POST /api/permit': () => {
        calls += 1;
        return calls === 1 ? serverError : refusal(409, 'conflict', 'permit.limit_reached');
      },
    });
    await acceptRules(user);
    await findPlayer(user);
    await user.click(await screen.findByRole('button', { name: 'Select G Hughes' }));
    await user.click((await screen.findAllByRole('radio', { name: /Bryn Harbour RFC/ }))[0]!);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const submit = await screen.findByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(
      await screen.findByText('There was an error submitting your permit. Please try again later.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('You have already used the maximum number of permits for this fixture.'),
    ).toBeInTheDocument();
  });
});
