import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RegisterPage } from './register-page';
import { alys, baseAnswers, nia, osian, problem, stubApi } from './test/api';
import { Probe, renderAt } from './test/render';
import { loadRegistrationStateRules } from './registration-state';

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/register/player', element: <Probe name="Player wizard" /> },
  { path: '/register/volunteer', element: <Probe name="Volunteer wizard" /> },
  { path: '/dashboard', element: <Probe name="Dashboard" /> },
];

function probeState() {
  return JSON.parse(screen.getByTestId('probe-state').textContent ?? 'null') as {
    person: { wruId: number };
    isChild: boolean;
    resumeStep?: number;
  };
}

describe('Register to Participate', { timeout: 20_000 }, () => {
  // The page loads its navigation state's checks on first use (it suspends meanwhile): loaded
  // here once, so that each test's waits are about the page.
  beforeAll(() => loadRegistrationStateRules());

  afterEach(() => vi.unstubAllGlobals());

  it('registers yourself: confirm your details, then play or volunteer hands you to the wizard', async () => {
    stubApi(baseAnswers());
    const { router } = renderAt(routes, '/register');
    await userEvent.click(await screen.findByRole('button', { name: /For myself/ }));
    const heading = await screen.findByRole('heading', { name: 'Confirm your details' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Alys Jones')).toBeInTheDocument();
    expect(screen.getByText('02/04/1990')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'How would you like to take part?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Register to Volunteer/ }));
    expect(await screen.findByText('Volunteer wizard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register/volunteer');
    expect(probeState()).toMatchObject({ person: { wruId: alys.wruId }, isChild: false });
  });

  it('family-member dialog: Escape closes it and gives focus back to the button that opened it; it reopens afresh', async () => {
    stubApi(baseAnswers());
    renderAt(routes, '/register');
    const opener = await screen.findByRole('button', { name: /On behalf of a child/ });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Select family member' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Osian Jones/ }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select family member' })).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Select family member' });
    expect(await within(again).findByRole('button', { name: /Osian Jones/ })).toHaveAttribute('aria-pressed', 'false');
    expect(within(again).getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('family-member dialog: Continue needs a child; clicking the selected child deselects it', async () => {
    stubApi(baseAnswers());
    renderAt(routes, '/register');
    await userEvent.click(await screen.findByRole('button', { name: /On behalf of a child/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Select family member' });
    const continueButton = within(dialog).getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Add child' })).toBeInTheDocument();
    const osianButton = await within(dialog).findByRole('button', { name: /Osian Jones/ });
    expect(within(dialog).getByRole('button', { name: /Nia Jones/ })).toBeInTheDocument();

    await userEvent.click(osianButton);
    expect(osianButton).toHaveAttribute('aria-pressed', 'true');
    expect(continueButton).toBeEnabled();
    await userEvent.click(osianButton);
    expect(osianButton).toHaveAttribute('aria-pressed', 'false');
    expect(continueButton).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: /Nia Jones/ }));
    await userEvent.click(continueButton);
    expect(await screen.findByRole('heading', { name: "Confirm your child's details" })).toBeInTheDocument();
    // The dialog closes with its transition before the page shows the child alone.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select family member' })).not.toBeInTheDocument());
    expect(screen.getByText('Nia Jones')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Confirm parent details' })).toBeInTheDocument();
    expect(screen.getByText('Alys Jones')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Registering: Nia Jones')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Register to Play/ }));
    expect(await screen.findByText('Player wizard')).toBeInTheDocument();
    expect(probeState()).toMatchObject({ person: { wruId: nia.wruId }, isChild: true });
  });

  it('add child: checks the shared child rules before sending; Go back returns to the dialog', async () => {
    const { sent } = stubApi({
      ...baseAnswers(),
      'POST /api/person/1000001/child': problem(
        409,
        'A user with this email address already exists. Try again with a different email address.',
        'duplicate_email',
      ),
    });
    renderAt(routes, '/register');
    await userEvent.click(await screen.findByRole('button', { name: /On behalf of a child/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add child' }));
    const form = await screen.findByRole('form', { name: 'Add a child' });
    await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    // The error summary takes focus and links to each field; each field shows its own message too.
    const summary = await within(form).findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      expect.arrayContaining([
        'First name is required',
        'Date of birth is required',
        'You must select at least one nationality',
      ]),
    );
    for (const text of [
      'First name is required',
      'Date of birth is required',
      'You must select at least one nationality',
    ]) {
      expect(within(form).getAllByText(text)).toHaveLength(2);
    }
    await userEvent.click(within(summary).getByRole('link', { name: 'Date of birth is required' }));
    expect(within(form).getByRole('textbox', { name: /^Date of birth/ })).toHaveFocus();
    await userEvent.click(within(summary).getByRole('link', { name: 'First name is required' }));
    expect(within(form).getByRole('textbox', { name: /^First name/ })).toHaveFocus();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.click(within(form).getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('dialog', { name: 'Select family member' })).toBeInTheDocument();
  });

  it('reopens at the resume step from navigation state, with Change Person going back to step 1', async () => {
    stubApi(baseAnswers());
    renderAt(routes, '/register', { resumeStep: 1, person: osian, isChild: true });
    expect(await screen.findByRole('heading', { name: 'How would you like to take part?' })).toBeInTheDocument();
    expect(screen.getByText('Registering: Osian Jones')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change Person' }));
    expect(await screen.findByRole('heading', { name: 'Who are you registering?' })).toBeInTheDocument();
  });

  it('warns before leaving: Stay keeps the page, Leave goes', async () => {
    stubApi(baseAnswers());
    const { router } = renderAt(routes, '/register');
    await userEvent.click(await screen.findByRole('button', { name: /For myself/ }));
    await screen.findByRole('heading', { name: 'Confirm your details' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Leaving this page will lose your progress.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/register');
    await waitFor(() =>
      expect(screen.queryByText('Leaving this page will lose your progress.')).not.toBeInTheDocument(),
    );

    // In-app navigation elsewhere is caught as well.
    void router.navigate('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  });
});
