import { useQueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/require-auth';
import { alysPerson, renderRoutes } from '../../test/render';
import { OnboardingForm } from '../people/onboarding';
import { baseAnswers, cardiffAddress, problem, stubApi, type Answers } from '../../test/api-stub';
import { DashboardPage } from './dashboard-page';
import { shortenName } from './roles';
import { expectShownAndAnnounced } from '../../test/announcements';
import welshDashboard from '../../../public/locales/cy/dashboard.json';

const TODAY = new Date('2025-10-01T12:00:00Z');
const complete = { ...alysPerson, addresses: [cardiffAddress] };

function renderDashboard(answers: Answers) {
  const mock = stubApi(answers);
  const utils = renderRoutes(
    [
      {
        element: <RequireAuth />,
        children: [
          { path: '/dashboard', element: <DashboardPage Onboarding={OnboardingForm} today={TODAY} /> },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
    ],
    '/dashboard',
  );
  return { ...utils, mock };
}

/** The roles' Welsh names, as the API answers them beside the English. */
const WELSH_ROLES: Record<string, string> = {
  'Club Secretary': 'Ysgrifennydd Clwb',
  'Club Safeguarding Officer': 'Swyddog Diogelu Clwb',
  'Team Coach': 'Hyfforddwr Tîm',
  'Team Manager': 'Rheolwr Tîm',
  Referee: 'Dyfarnwr',
};
const roles = (...records: { organisationId: number; organisationName: string; roleValues: string[] }[]) => ({
  '/api/person/1000001/organisation/manage': {
    body: records.map((record) => ({
      ...record,
      roleValuesCy: record.roleValues.map((role) => WELSH_ROLES[role] ?? role),
    })),
  },
});

describe('dashboard', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the loading overlay first', async () => {
    const { mock } = renderDashboard({ ...baseAnswers(), 'GET /api/person/1000001': () => new Promise(() => {}) });
    await waitFor(() => expect(mock).toHaveBeenCalledWith('/api/person/1000001', expect.anything()));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('shows the connection error when the personal details fail to load', async () => {
    renderDashboard({ ...baseAnswers(), 'GET /api/person/1000001': problem(500, 'internal_error', 'boom') });
    expect(await screen.findByText("Sorry, we can't connect you right now")).toBeInTheDocument();
    expect(screen.getByText(/The portal is temporarily unavailable/)).toBeInTheDocument();
  });

  it('shows the connection error when the personal details take longer than 30 000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { mock } = renderDashboard({ ...baseAnswers(), 'GET /api/person/1000001': () => new Promise(() => {}) });
    await waitFor(() => expect(mock).toHaveBeenCalledWith('/api/person/1000001', expect.anything()));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(screen.queryByText("Sorry, we can't connect you right now")).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(screen.getByText("Sorry, we can't connect you right now")).toBeInTheDocument();
  });

  it('asks for the missing details with the onboarding form when no address is held', async () => {
    renderDashboard(baseAnswers({ ...alysPerson, addresses: [] }));
    expect(await screen.findByRole('heading', { name: 'Please Complete Your Personal Details' })).toBeInTheDocument();
    expect(screen.getByText('Missing Personal Details')).toBeInTheDocument();
    expect(
      screen.getByText('You need to complete your personal details before you can access the portal'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Alys');
    expect(screen.queryByText('Register to Participate')).not.toBeInTheDocument();
  });

  it("says 'Person updated successfully' and scrolls to the top once the onboarding form is saved, and not on an ordinary visit", async () => {
    let isSaved = false;
    // Stands in for the onboarding form: saving stores the details, after which the person is reloaded.
    function SavingOnboarding() {
      const queryClient = useQueryClient();
      return (
        <button
          type="button"
          onClick={() => {
            isSaved = true;
            void queryClient.invalidateQueries();
          }}
        >
          Save details
        </button>
      );
    }
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    stubApi({
      ...baseAnswers(),
      'GET /api/person/1000001': () => ({ body: isSaved ? complete : { ...alysPerson, addresses: [] } }),
    });
    renderRoutes(
      [
        {
          element: <RequireAuth />,
          children: [{ path: '/dashboard', element: <DashboardPage Onboarding={SavingOnboarding} today={TODAY} /> }],
        },
      ],
      '/dashboard',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save details' }));
    await expectShownAndAnnounced('Person updated successfully');
    expect(screen.getByRole('heading', { name: /Hello, Alys/ })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('shows no success notice on an ordinary visit to a complete dashboard', async () => {
    renderDashboard(baseAnswers(complete));
    expect(await screen.findByRole('heading', { name: /Hello, Alys/ })).toBeInTheDocument();
    expect(screen.queryByText('Person updated successfully')).not.toBeInTheDocument();
  });

  it('welcomes the person, announces the registration season and shows the cards', async () => {
    renderDashboard(baseAnswers(complete));
    expect(await screen.findByRole('heading', { name: /Alys/ })).toHaveTextContent('👋');
    expect(screen.getByText('Registration for the 2025–2026 season is now open.')).toBeInTheDocument();
    const links = {
      'Track Registrations': '/track',
      'Edit Personal Details': '/profile',
      'Change Password': '/reset-password',
      'Help & Support': '/support',
      'Your Participation': '/participation',
      Actions: '/actions',
      'Register to Participate': '/register',
    };
    for (const [name, href] of Object.entries(links)) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    expect(screen.queryByText('Manage Organisations')).not.toBeInTheDocument();
    expect(screen.queryByText('Refereeing')).not.toBeInTheDocument();
  });

  it('shows Manage Organisations for a non-Referee role, and Refereeing only for referees', async () => {
    renderDashboard({
      ...baseAnswers(complete),
      ...roles({ organisationId: 7, organisationName: 'Cwm Valley RFC', roleValues: ['Club Secretary'] }),
    });
    expect(await screen.findByRole('button', { name: /Manage Organisations/ })).toBeInTheDocument();
    expect(screen.queryByText('Refereeing')).not.toBeInTheDocument();
  });

  it('shows only Refereeing for a referee, enabled, to the referee area', async () => {
    renderDashboard({
      ...baseAnswers(complete),
      ...roles({ organisationId: 9, organisationName: 'Referees Society', roleValues: ['Referee'] }),
    });
    const card = await screen.findByTestId('card-refereeing');
    expect(card).not.toHaveAttribute('aria-disabled');
    expect(within(card).queryByText('Coming Soon')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Refereeing/ })).toHaveAttribute('href', '/refereeing');
    expect(screen.queryByText('Manage Organisations')).not.toBeInTheDocument();
  });

  it('says so when the organisation roles fail to load', async () => {
    renderDashboard({
      ...baseAnswers(complete),
      '/api/person/1000001/organisation/manage': problem(500, 'internal_error', 'boom'),
    });
    expect(
      await screen.findByText('There was an error loading your organisation roles. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Track Registrations/ })).toBeInTheDocument();
  });

  it('auto-selects a single organisation and Manage opens its hub', async () => {
    const { router } = renderDashboard({
      ...baseAnswers(complete),
      ...roles(
        { organisationId: 7, organisationName: 'Cwm Valley RFC', roleValues: ['Club Secretary', 'Team Coach'] },
        { organisationId: 9, organisationName: 'Referees Society', roleValues: ['Referee'] },
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Manage Organisations/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Organisations' });
    expect(within(dialog).getByLabelText('Organisation')).toHaveValue('Cwm Valley RFC (Club Secretary | Team Coach)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Manage' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisation/7'));
  });

  it('on a Welsh page Manage Organisations names the roles in Welsh', async () => {
    i18n.addResourceBundle('cy', 'dashboard', welshDashboard, true, true);
    await i18n.changeLanguage('cy');
    try {
      renderDashboard({
        ...baseAnswers(complete),
        ...roles({
          organisationId: 7,
          organisationName: 'Cwm Valley RFC',
          roleValues: ['Club Secretary', 'Team Coach'],
        }),
      });
      await userEvent.click(
        await screen.findByRole('button', { name: new RegExp(welshDashboard.manageOrganisations.title) }),
      );
      const dialog = await screen.findByRole('dialog', { name: welshDashboard.manageOrganisations.title });
      expect(within(dialog).getByLabelText(welshDashboard.manageOrganisations.label)).toHaveValue(
        'Cwm Valley RFC (Ysgrifennydd Clwb | Hyfforddwr Tîm)',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('keeps Manage disabled until one of several organisations is chosen', async () => {
    const { router } = renderDashboard({
      ...baseAnswers(complete),
      ...roles(
        { organisationId: 7, organisationName: 'Cwm Valley RFC', roleValues: ['Club Secretary'] },
        { organisationId: 8, organisationName: 'Aberllyn RFC', roleValues: ['Team Manager'] },
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Manage Organisations/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Organisations' });
    const manage = within(dialog).getByRole('button', { name: 'Manage' });
    expect(manage).toBeDisabled();
    await userEvent.click(within(dialog).getByLabelText('Organisation'));
    await userEvent.click(await screen.findByRole('option', { name: 'Aberllyn RFC (Team Manager)', hidden: true }));
    expect(manage).toBeEnabled();
    await userEvent.click(manage);
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisation/8'));
  });

  it("warns an account with no first name ('Important'), offers a prefilled e-mail with fallback text, and continues to /register", async () => {
    const { router } = renderDashboard(baseAnswers({ ...complete, firstName: null }));
    expect(await screen.findByRole('heading', { name: /Welcome to MyWRU/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Register to Participate/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Important' });
    expect(dialog).toHaveTextContent('You have not yet registered your details with this account.');
    // With the support address, once read (the dashboard's loader begins that read as the page starts).
    const contact = await within(dialog).findByRole('link', { name: 'Contact Us' });
    const href = contact.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:support@example.org?subject=')).toBe(true);
    const body = decodeURIComponent(href.split('&body=')[1] ?? '');
    for (const item of [
      'Your full name',
      'Your date of birth',
      'Your previous club',
      'Your member ID (if known)',
      'The e-mail address you used before',
    ]) {
      expect(body).toContain(item);
    }
    contact.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(contact);
    expect(within(dialog).getByRole('status')).toHaveTextContent('support@example.org');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Your previous club');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
  });
});

describe('welcome name', () => {
  it('is shortened with an ellipsis past 15 characters on small screens only', () => {
    expect(shortenName('Bartholomew-James', true)).toBe('Bartholomew-Jam…');
    expect(shortenName('Bartholomew-James', false)).toBe('Bartholomew-James');
    expect(shortenName('Fifteen-Letters', true)).toBe('Fifteen-Letters');
  });
});
