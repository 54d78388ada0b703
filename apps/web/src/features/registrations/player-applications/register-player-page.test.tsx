import { CONSENT_MESSAGES, PLAYER_CONSENTS, type TeamCard } from '@mywru/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { alys, baseAnswers, problem, stubApi, type Answers } from '../test/api';
import { Probe, renderAt } from '../test/render';
import { testRuntimeConfig } from '../../../test/render';
import { RegisterPlayerPage } from './register-player-page';
import { expectShownAndAnnounced } from '../../../test/announcements';
import { loadRegistrationStateRules } from '../registration-state';

const types = [
  {
    id: 1,
    nameEn: 'Clubs',
    nameCy: 'Clybiau',
    descriptionEn: 'Local rugby clubs',
    descriptionCy: 'Clybiau rygbi lleol',
    tablerIcon: 'ball',
    showOnRegistration: true,
  },
  {
    id: 2,
    nameEn: 'Schools and Colleges',
    nameCy: 'Ysgolion a Cholegau',
    descriptionEn: 'School teams',
    descriptionCy: 'Timau ysgol',
    tablerIcon: 'school',
    showOnRegistration: true,
  },
  {
    id: 5,
    nameEn: 'Regions',
    nameCy: 'Rhanbarthau',
    descriptionEn: 'Regional teams',
    descriptionCy: 'Timau rhanbarthol',
    tablerIcon: 'map',
    showOnRegistration: false,
  },
];
const restrictionMessage =
  'You have an application to register that is still pending, so you cannot apply for another team until it has been decided.';
const summary = [
  { organisationTypeId: 1, eligibleFor: 'all', restrictions: [] },
  {
    organisationTypeId: 2,
    eligibleFor: 'some',
    restrictions: [
      {
        gameFormatId: 1,
        gameFormat: 'Fifteens',
        restrictedTo: null,
        reason: 'pending-application',
        message: restrictionMessage,
      },
    ],
  },
];

function card(id: number, overrides: Partial<TeamCard> = {}): TeamCard {
  return {
    teamParentId: id,
    team: `Senior Men ${id}`,
    teamCy: overrides.team ?? `Senior Men ${id}`,
    organisation: { id: 100 + id, name: `Club ${id}` },
    gameFormat: { id: 1, name: 'Fifteens' },
    ageGrade: 'senior',
    sex: { id: 1, value: 'Male' },
    restricted: null,
    eligibility: 'same',
    ...overrides,
  };
}

const firstPage = [
  card(1, { team: 'Senior Mixed Ability', gameFormat: { id: 4, name: 'Mixed Ability' }, sex: null }),
  card(2, { restricted: { reason: 'pending-application', message: restrictionMessage } }),
  ...[3, 4, 5, 6, 7, 8, 9].map((id) => card(id)),
];

function answers(extra: Answers = {}): Answers {
  return {
    ...baseAnswers(),
    'GET /api/config': { body: testRuntimeConfig },
    'GET /api/organisation/type': { body: types },
    'GET /api/person/1000001/eligibility/summary': { body: summary },
    'GET /api/organisation/type/1/team-parents?personId=1000001&page=1': { body: firstPage },
    'GET /api/organisation/type/1/team-parents?personId=1000001&page=2': { body: [card(10), card(11)] },
    ...extra,
  };
}

const routes = [
  { path: '/register/player', element: <RegisterPlayerPage /> },
  { path: '/register', element: <Probe name="Register" /> },
  { path: '/dashboard', element: <Probe name="Dashboard" /> },
];

async function toTeams() {
  await userEvent.click(await screen.findByRole('button', { name: 'Select Clubs' }));
  return screen.findByRole('heading', { name: 'Choose a team' });
}

async function toConfirm() {
  await toTeams();
  await userEvent.click(await screen.findByRole('button', { name: 'Select Senior Men 3, Club 3' }));
  return screen.findByRole('heading', { name: 'Confirm and submit' });
}

const gwen = {
  ...alys,
  wruId: 1000020,
  firstName: 'Gwen',
  lastName: 'Jones',
  email: null,
  dob: '2018-05-01',
  sexId: 2,
  parentId: 1000001,
};

function childAnswers(extra: Answers = {}): Answers {
  return answers({
    'GET /api/person/1000020/eligibility/summary': { body: summary },
    'GET /api/organisation/type/1/team-parents?personId=1000020&page=1': {
      body: [
        card(1, { team: 'Under 8 Girls', restricted: { reason: 'active-playing-role', message: 'server text' } }),
        card(2, { team: 'Under 9 Mixed', sex: null, eligibility: 'one-up' }),
        card(3, { team: 'Under 8 Mixed', sex: null }),
      ],
    },
    ...extra,
  });
}

describe('Register to Play', { timeout: 20_000 }, () => {
  // The page loads its navigation state's checks on first use (it suspends meanwhile): loaded
  // here once, so that each test's waits are about the page.
  beforeAll(() => loadRegistrationStateRules());

  afterEach(() => vi.unstubAllGlobals());

  it('goes back to /register without a person in navigation state', async () => {
    stubApi(answers());
    const { router } = renderAt(routes, '/register/player');
    expect(await screen.findByText('Register')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('shows the ways to play with their eligibility summary and the orange restriction notice', async () => {
    stubApi(answers());
    renderAt(routes, '/register/player', { person: alys, isChild: false });
    expect(await screen.findByRole('heading', { name: 'Choose a way to play' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Clubs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Schools and Colleges' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Regions' })).not.toBeInTheDocument();
    expect(screen.getByText('Eligible for all game formats')).toBeInTheDocument();
    expect(screen.getByText(restrictionMessage)).toBeInTheDocument();
  });

  it('team cards: a restricted team shows the notice and cannot be chosen; Load more hides under 9; Mixed Ability is worded with rugby', async () => {
    stubApi(answers());
    renderAt(routes, '/register/player', { person: alys, isChild: false });
    await toTeams();
    expect(await screen.findByText('Senior Mixed Ability')).toBeInTheDocument();
    expect(screen.getByText('Mixed Ability rugby')).toBeInTheDocument();
    const restricted = screen.getByRole('button', { name: 'Select Senior Men 2, Club 2' });
    expect(restricted).toBeDisabled();
    expect(within(restricted.closest('li') as HTMLElement).getByText(restrictionMessage)).toBeInTheDocument();

    expect(screen.getAllByRole('button', { name: /^Select Senior/ })).toHaveLength(9);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Senior Men 11')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('searches teams after a 300 ms pause and says when none match', async () => {
    const { sent } = stubApi(
      answers({ 'GET /api/organisation/type/1/team-parents?personId=1000001&page=1&search=zzz': { body: [] } }),
    );
    renderAt(routes, '/register/player', { person: alys, isChild: false });
    await toTeams();
    await screen.findByText('Senior Men 3');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search teams' }), 'zzz');
    await expectShownAndAnnounced('No teams found. Try a different search term.');
    const searches = sent.filter((request) => request.path.includes('search='));
    expect(searches.map((request) => request.path)).toEqual([
      '/api/organisation/type/1/team-parents?personId=1000001&page=1&search=zzz',
    ]);
  });

  it('consent: submit is disabled until all six are ticked; an unticked box shows its exact message', async () => {
    stubApi(answers());
    renderAt(routes, '/register/player', { person: alys, isChild: false });
    await toConfirm();
    const submit = screen.getByRole('button', { name: 'Submit registration' });
    expect(submit).toBeDisabled();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(6);
    for (const box of boxes.slice(0, 5)) await userEvent.click(box);
    expect(submit).toBeDisabled();
    await userEvent.click(boxes[5] as HTMLElement);
    expect(submit).toBeEnabled();
    await userEvent.click(boxes[2] as HTMLElement);
    expect(screen.getByText(CONSENT_MESSAGES.riskOfInjuryPolicy)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    for (const key of PLAYER_CONSENTS) expect(CONSENT_MESSAGES[key]).toMatch(/^You must agree to the /);
  });

  it('shows why the submission is refused and keeps the ticks; then completes', async () => {
    let attempt = 0;
    const { sent } = stubApi(
      answers({
        'POST /api/person/1000001/playing-registration': () => {
          attempt += 1;
          return attempt === 1
            ? problem(
                409,
                'Registrations for this team are closed',
                'conflict',
                'player_application.registrations_closed',
              )
            : { status: 201, body: { id: 77, status: 'awaiting_org', created: true } };
        },
      }),
    );
    renderAt(routes, '/register/player', { person: alys, isChild: false });
    await toConfirm();
    for (const box of screen.getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Submit registration' }));
    expect(await screen.findByText('Registrations for this team are closed')).toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Submit registration' }));
    expect(await screen.findByRole('heading', { name: 'Registration submitted' })).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({
      teamParentId: 3,
      consents: Object.fromEntries(PLAYER_CONSENTS.map((key) => [key, true])),
    });
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Register for another team' }));
    expect(await screen.findByRole('heading', { name: 'Choose a way to play' })).toBeInTheDocument();
  });

  it('uses the generic message when the submission fails without an explanation', async () => {
    stubApi(
      answers({
        'POST /api/person/1000001/playing-registration': {
          status: 500,
          body: { type: 'about:blank', status: 500, title: 'Internal', detail: 'Internal error', code: 'internal' },
        },
      }),
    );
    renderAt(routes, '/register/player', { person: alys, isChild: false });
    await toConfirm();
    for (const box of screen.getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Submit registration' }));
    expect(await screen.findByText('Failed to submit registration. Please try again.')).toBeInTheDocument();
  });

  it('steps 1 and 2 of the stepper go back to /register with a resume step', async () => {
    stubApi(answers());
    const { router } = renderAt(routes, '/register/player', { person: alys, isChild: false });
    await screen.findByRole('heading', { name: 'Choose a way to play' });
    await userEvent.click(screen.getByRole('button', { name: /Play or volunteer/ }));
    expect(await screen.findByText('Register')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ resumeStep: 1, person: { wruId: alys.wruId }, isChild: false });
  });

  it('asks for the sex and nationality the record lacks before offering teams, saves them, then says whom the list is for', async () => {
    const newcomer = { ...alys, sexId: null, nationalityIds: [], dob: '2006-03-02' };
    const { sent } = stubApi(
      answers({ 'PATCH /api/person/1000001': (body) => ({ body: { ...newcomer, ...(body as object) } }) }),
    );
    renderAt(routes, '/register/player', { person: newcomer, isChild: false });
    await toTeams();
    expect(screen.getByText('Before we show the teams')).toBeInTheDocument();
    expect(screen.queryByText('Senior Men 3')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save and show teams' }));
    // The error summary takes focus and links to each field; each field shows its own message too.
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sex is required', 'You must select at least one nationality']);
    expect(screen.getAllByText('Sex is required')).toHaveLength(2);
    await userEvent.click(within(summary).getByRole('link', { name: 'You must select at least one nationality' }));
    expect(screen.getByRole('combobox', { name: /Nationalities/ })).toHaveFocus();
    await userEvent.click(within(summary).getByRole('link', { name: 'Sex is required' }));
    expect(screen.getByRole('radio', { name: 'Male' })).toHaveFocus();
    await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
    await userEvent.click(screen.getByRole('combobox', { name: /Nationalities/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Welsh', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and show teams' }));
    expect(await screen.findByText('Senior Men 3')).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/api/person/1000001', body: { sexId: 2, nationalityIds: [1] } },
    ]);
    expect(screen.getByTestId('team-filter')).toHaveTextContent(/^Showing teams for women aged \d+$/);
  });

  it('a member with sex and nationality goes straight to the teams, told whom the list is for', async () => {
    stubApi(answers());
    renderAt(routes, '/register/player', { person: { ...alys, sexId: 1 }, isChild: false });
    await toTeams();
    expect(await screen.findByText('Senior Men 3')).toBeInTheDocument();
    expect(screen.queryByText('Before we show the teams')).not.toBeInTheDocument();
    expect(screen.getByTestId('team-filter')).toHaveTextContent(/^Showing teams for men aged \d+$/);
  });

  it("a child's teams: the ones Gwen can join first, notices worded for Gwen, consents given on Gwen's behalf", async () => {
    stubApi(childAnswers());
    renderAt(routes, '/register/player', { person: gwen, isChild: true });
    await screen.findByRole('heading', { name: 'Choose a way to play' });
    expect(await screen.findByText(/Gwen has an application to register that is still pending/)).toBeInTheDocument();
    expect(screen.queryByText(restrictionMessage)).not.toBeInTheDocument();
    await toTeams();
    expect(await screen.findByText('Under 8 Mixed')).toBeInTheDocument();
    expect(screen.getByTestId('team-filter')).toHaveTextContent(/^Showing teams for girls aged \d+$/);
    expect(screen.getByText("Teams in Clubs that take Gwen's age grade.")).toBeInTheDocument();
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Under 8 Mixed', 'Under 9 Mixed', 'Under 8 Girls']);
    expect(
      screen.getByText(
        'Gwen is already playing this game format within this type of organisation this season, so Gwen can only register with the same organisation.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/You are already playing/)).not.toBeInTheDocument();
    expect(screen.getByText(/Gwen's application will be referred to the WRU/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Select Under 8 Mixed, Club 3' }));
    await screen.findByRole('heading', { name: 'Confirm and submit' });
    expect(
      screen.getByText(
        /As Gwen's parent or guardian, please read each of the following and agree to it on Gwen's behalf/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: "On Gwen's behalf, I agree to the Anti-Doping terms and conditions" }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('checkbox', { name: 'I agree to the Anti-Doping terms and conditions' }),
    ).not.toBeInTheDocument();
  });

  it('links each set of terms on the consent form to its configured address, opening in a new tab', async () => {
    stubApi(answers());
    renderAt(routes, '/register/player', { person: alys, isChild: false });
    await toConfirm();
    expect(
      screen.getByRole('checkbox', { name: 'I agree to the Anti-Doping terms and conditions' }),
    ).toBeInTheDocument();
    const expected: Record<string, string> = {
      'WRU and World Rugby terms and conditions': testRuntimeConfig.policyUrls.wruAndWorldRugbyPolicies,
      'Anti-Doping terms and conditions': testRuntimeConfig.policyUrls.antiDopingPolicy,
      'Risk of Injury terms and conditions': testRuntimeConfig.policyUrls.riskOfInjuryPolicy,
      'Payment terms and conditions': testRuntimeConfig.policyUrls.paymentPolicy,
      'Deregistration terms and conditions': testRuntimeConfig.policyUrls.deregistrationPolicy,
      'Privacy Policy terms and conditions': testRuntimeConfig.policyUrls.privacyPolicy,
    };
    for (const [terms, url] of Object.entries(expected)) {
      const link = await screen.findByRole('link', { name: `Read the ${terms} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', url);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });
});
