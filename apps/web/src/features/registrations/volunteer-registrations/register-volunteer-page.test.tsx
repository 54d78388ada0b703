import { VOLUNTEER_CHOICE_MESSAGES, type VolunteerRole } from '@mywru/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { alys, baseAnswers, nia, stubApi, type Answers } from '../test/api';
import { testRuntimeConfig } from '../../../test/render';
import { Probe, renderAt } from '../test/render';
import { RegisterVolunteerPage } from './register-volunteer-page';
import { expectShownAndAnnounced } from '../../../test/announcements';
import welshCommon from '../../../../public/locales/cy/common.json';
import welshRegistrations from '../../../../public/locales/cy/registrations.json';
import { loadRegistrationStateRules } from '../registration-state';

const TODAY = new Date('2025-10-01T12:00:00Z');

/** The roles' Welsh names, as the API answers them beside the English. */
const WELSH: Record<string, string> = {
  'Team Coach': 'Hyfforddwr Tîm',
  'Young Leader': 'Arweinydd Ifanc',
  'Safeguarding Officer': 'Swyddog Diogelu',
  'Match Day Helper': 'Cynorthwyydd Diwrnod Gêm',
};

function role(roleId: number, roleValue: string, overrides: Partial<VolunteerRole> = {}): VolunteerRole {
  return {
    roleId,
    roleValue,
    roleValueCy: WELSH[roleValue] ?? roleValue,
    description: `${roleValue} description`,
    minAge: 18,
    tablerIcon: null,
    backgroundColour: null,
    dbsRequired: false,
    dbsRequiredForChildTeams: false,
    organisationRequired: true,
    teamRequired: false,
    allowUnattached: false,
    requiresClubSecApproval: true,
    requiresWruApproval: false,
    ...overrides,
  };
}

const roles = [
  role(1, 'Team Coach', {
    minAge: 18,
    dbsRequiredForChildTeams: true,
    teamRequired: true,
    tablerIcon: 'IconClipboardText',
    backgroundColour: '#15803D',
  }),
  role(2, 'Young Leader', { minAge: 14, allowUnattached: true }),
  role(3, 'Safeguarding Officer', { minAge: 18, dbsRequired: true }),
  role(4, 'Match Day Helper', { minAge: 16 }),
];

const clubs = [
  { id: 201, name: 'Cardiff Harlequins', typeId: 1, typeName: 'Clubs', typeNameCy: 'Clybiau' },
  { id: 202, name: 'Penarth RFC', typeId: 1, typeName: 'Clubs', typeNameCy: 'Clybiau' },
];
const teams = [
  {
    teamParentId: 301,
    name: 'Under 12',
    nameCy: 'Dan 12',
    sex: { value: '' },
    ageGrade: 'U12',
    gameFormat: { id: 1, name: 'Fifteens' },
    enableRegistrations: true,
  },
  {
    teamParentId: 302,
    name: 'Senior Men',
    nameCy: 'Dynion Hŷn',
    sex: { value: 'Male' },
    ageGrade: 'senior',
    gameFormat: { id: 1, name: 'Fifteens' },
    enableRegistrations: true,
  },
];

function answers(extra: Answers = {}): Answers {
  return {
    ...baseAnswers(),
    'GET /api/volunteer/get-roles': { body: roles },
    'GET /api/organisation/all-clubs?page=1': { body: clubs },
    'GET /api/team/201/get-team-parents?page=1': { body: teams },
    'GET /api/config': { body: testRuntimeConfig },
    'POST /api/person/1000001/volunteer-registration': {
      status: 201,
      body: {
        id: 9,
        applicationStatus: null,
        requiresDbs: true,
        dbsTriggered: true,
        requiresClubSecApproval: true,
        requiresWruApproval: false,
        created: true,
      },
    },
    ...extra,
  };
}

const routes = [
  { path: '/register/volunteer', element: <RegisterVolunteerPage today={TODAY} /> },
  { path: '/register', element: <Probe name="Register" /> },
];

function roleNames() {
  return screen.getAllByTestId('role-card').map((card) => within(card).getByRole('heading').textContent);
}

async function chooseRole(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Select ${name}` }));
  return screen.findByRole('heading', { name: 'Choose an organisation and teams' });
}

async function tickConsents() {
  for (const box of within(screen.getByRole('group', { name: 'Consent' })).getAllByRole('checkbox'))
    await userEvent.click(box);
}

describe('Register to Volunteer', { timeout: 20_000 }, () => {
  // The page loads its navigation state's checks on first use (it suspends meanwhile): loaded
  // here once, so that each test's waits are about the page.
  beforeAll(() => loadRegistrationStateRules());

  afterEach(() => vi.unstubAllGlobals());

  it('keeps the roles in order for adults', async () => {
    stubApi(answers());
    renderAt(routes, '/register/volunteer', { person: alys, isChild: false });
    await screen.findByRole('button', { name: 'Select Team Coach' });
    expect(roleNames()).toEqual(['Team Coach', 'Young Leader', 'Safeguarding Officer', 'Match Day Helper']);
    expect(screen.queryByRole('button', { name: 'Not eligible' })).not.toBeInTheDocument();
  });

  it('sorts roles by minimum age for 17 and under; too young reads "Not eligible" and is disabled', async () => {
    stubApi(answers());
    // Nia is 16 on the test day.
    renderAt(routes, '/register/volunteer', { person: nia, isChild: true });
    await screen.findByRole('button', { name: 'Select Young Leader' });
    expect(roleNames()).toEqual(['Young Leader', 'Match Day Helper', 'Team Coach', 'Safeguarding Officer']);
    const notEligible = screen.getAllByRole('button', { name: 'Not eligible' });
    expect(notEligible).toHaveLength(2);
    for (const button of notEligible) expect(button).toBeDisabled();
  });

  it('flags DBS for a role that needs it, and for child-team roles once an "Under" team is chosen, asking for the acknowledgement', async () => {
    const { sent } = stubApi(answers());
    renderAt(routes, '/register/volunteer', { person: alys, isChild: false });
    await screen.findByRole('button', { name: 'Select Team Coach' });
    const safeguarding = screen.getAllByTestId('role-card')[2] as HTMLElement;
    expect(within(safeguarding).getByText('DBS check required')).toBeInTheDocument();
    const coach = screen.getAllByTestId('role-card')[0] as HTMLElement;
    expect(within(coach).queryByText('DBS check required')).not.toBeInTheDocument();

    await chooseRole('Team Coach');
    expect(screen.queryByRole('radio', { name: /Unattached/ })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: /Cardiff Harlequins/ }));
    await tickConsents();
    const save = screen.getByRole('button', { name: 'Save and Continue' });
    expect(save).toBeDisabled();
    expect(screen.getByText(VOLUNTEER_CHOICE_MESSAGES.teams as string)).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('checkbox', { name: /Senior Men/ }));
    expect(screen.queryByText('DBS check required')).not.toBeInTheDocument();
    expect(save).toBeEnabled();

    await userEvent.click(screen.getByRole('checkbox', { name: /Under 12/ }));
    expect(screen.getByText('DBS check required')).toBeInTheDocument();
    expect(save).toBeDisabled();
    expect(screen.getByText(VOLUNTEER_CHOICE_MESSAGES.ageGradeAcknowledgement as string)).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('checkbox', { name: /I understand that volunteering with these age grades/ }),
    );
    expect(save).toBeEnabled();

    await userEvent.click(save);
    expect(await screen.findByRole('heading', { name: 'Registration submitted' })).toBeInTheDocument();
    expect(screen.getByText(/A DBS check will be started/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track Registrations' })).toHaveAttribute('href', '/track');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      volunteerRoleId: 1,
      organisationId: 201,
      teamParentIds: [302, 301],
      ageGradeAcknowledged: true,
      wruAndWorldRugbyPolicies: true,
      antiDopingPolicy: true,
      deregistrationPolicy: true,
      privacyPolicy: true,
    });
  });

  it('offers Unattached only when the role allows it', async () => {
    const { sent } = stubApi(answers());
    renderAt(routes, '/register/volunteer', { person: alys, isChild: false });
    await chooseRole('Young Leader');
    await userEvent.click(await screen.findByRole('radio', { name: /Unattached/ }));
    await tickConsents();
    await userEvent.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await screen.findByRole('heading', { name: 'Registration submitted' });
    expect(sent.find((request) => request.method === 'POST')?.body).toMatchObject({
      volunteerRoleId: 2,
      organisationId: null,
      teamParentIds: [],
    });
  });

  it('says when no organisation matches the search', async () => {
    stubApi(answers({ 'GET /api/organisation/all-clubs?page=1&search=nowhere': { body: [] } }));
    renderAt(routes, '/register/volunteer', { person: alys, isChild: false });
    await chooseRole('Match Day Helper');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search organisations' }), 'nowhere');
    await expectShownAndAnnounced('No organisations found. Try a different search term.');
  });

  it('names the digital and data support mailbox for an organisation that is not listed', async () => {
    stubApi(answers({ 'GET /api/organisation/all-clubs?page=1&search=nowhere': { body: [] } }));
    renderAt(routes, '/register/volunteer', { person: alys, isChild: false });
    await chooseRole('Match Day Helper');
    const hint = await screen.findByText(/Organisation not listed\?/);
    expect(hint).toHaveTextContent(
      'Organisation not listed? Contact the digital and data support mailbox (address: support@example.org).',
    );
    expect(within(hint).getByRole('link', { name: 'support@example.org' })).toHaveAttribute(
      'href',
      'mailto:support@example.org',
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search organisations' }), 'nowhere');
    await expectShownAndAnnounced('No organisations found. Try a different search term.');
    expect(screen.getByText(/Organisation not listed\?/)).toBeInTheDocument();
  });

  it("lists the organisation's teams 9 at a time with 'Load more', each format by its label", async () => {
    const many = Array.from({ length: 11 }, (_, index) => ({
      teamParentId: 400 + index,
      name: `Team ${index + 1}`,
      nameCy: `Team ${index + 1}`,
      sex: { value: '' },
      ageGrade: 'senior',
      gameFormat: index === 0 ? { id: 4, name: 'Mixed Ability' } : { id: 1, name: 'Fifteens' },
      enableRegistrations: true,
    }));
    stubApi(
      answers({
        'GET /api/team/201/get-team-parents?page=1': { body: many.slice(0, 9) },
        'GET /api/team/201/get-team-parents?page=2': { body: many.slice(9) },
      }),
    );
    renderAt(routes, '/register/volunteer', { person: alys, isChild: false });
    await chooseRole('Match Day Helper');
    await userEvent.click(await screen.findByRole('radio', { name: /Cardiff Harlequins/ }));
    const teamGroup = await screen.findByRole('group', { name: /Teams/ });
    await within(teamGroup).findByRole('checkbox', { name: /Team 9/ });
    expect(within(teamGroup).getAllByRole('checkbox')).toHaveLength(9);
    expect(within(teamGroup).getByText('Mixed Ability rugby · Mixed')).toBeInTheDocument();
    const loadMore = screen.getAllByRole('button', { name: 'Load more' }).at(-1)!;
    await userEvent.click(loadMore);
    await within(teamGroup).findByRole('checkbox', { name: /Team 11/ });
    expect(within(teamGroup).getAllByRole('checkbox')).toHaveLength(11);
    expect(screen.queryAllByRole('button', { name: 'Load more' })).toHaveLength(0);
  });

  it("shows each role's icon in the colour the API sends", async () => {
    stubApi(answers());
    renderAt(routes, '/register/volunteer', { person: alys, isChild: false });
    await screen.findByRole('button', { name: 'Select Team Coach' });
    const coach = screen.getAllByTestId('role-card')[0] as HTMLElement;
    const badge = coach.querySelector('[data-icon="IconClipboardText"]') as HTMLElement;
    expect(badge).not.toBeNull();
    expect(badge.style.background).toBe('rgb(21, 128, 61)');
    expect(badge.style.color).toBe('rgb(255, 255, 255)');
    expect(badge.querySelector('svg')).not.toBeNull();
  });

  it('going back to the role step resets the role, organisation and teams', async () => {
    stubApi(answers());
    renderAt(routes, '/register/volunteer', { person: alys, isChild: false });
    await chooseRole('Team Coach');
    await userEvent.click(await screen.findByRole('radio', { name: /Cardiff Harlequins/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /Senior Men/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Choose a role' })).toBeInTheDocument();
    await chooseRole('Team Coach');
    expect(await screen.findByRole('radio', { name: /Cardiff Harlequins/ })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /Senior Men/ })).not.toBeInTheDocument();
  });

  it('on a Welsh page names the roles in Welsh, in the cards and their Select buttons', async () => {
    i18n.addResourceBundle('cy', 'registrations', welshRegistrations, true, true);
    i18n.addResourceBundle('cy', 'common', welshCommon, true, true);
    await i18n.changeLanguage('cy');
    try {
      stubApi(answers());
      renderAt(routes, '/register/volunteer', { person: alys, isChild: false });
      const chooseCoach = welshRegistrations.volunteer.chooseRole.replace('{{role}}', 'Hyfforddwr Tîm');
      expect(await screen.findByRole('button', { name: chooseCoach })).toBeInTheDocument();
      expect(roleNames()).toEqual(['Hyfforddwr Tîm', 'Arweinydd Ifanc', 'Swyddog Diogelu', 'Cynorthwyydd Diwrnod Gêm']);
      expect(screen.queryByText('Team Coach')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: chooseCoach }));
      // The organisations' type in Welsh too.
      const harlequins = await screen.findByRole('radio', { name: /Cardiff Harlequins/ });
      expect(harlequins).toHaveAccessibleDescription('Clybiau');
      expect(screen.queryByText('Clubs')).not.toBeInTheDocument();
      // The club's teams by their Welsh names, each with its sex in Welsh.
      await userEvent.click(harlequins);
      const seniors = await screen.findByRole('checkbox', { name: 'Dynion Hŷn' });
      expect(seniors).toHaveAccessibleDescription(/Gwryw$/);
      expect(screen.getByRole('checkbox', { name: 'Dan 12' })).toHaveAccessibleDescription(/Cymysg$/);
      expect(screen.queryByText('Senior Men')).not.toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
