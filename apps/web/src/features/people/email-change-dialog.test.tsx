import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/require-auth';
import { alysPerson, renderRoutes } from '../../test/render';
import { AddressModal, MarketingPreferencesModal } from './onboarding';
import { baseAnswers, cardiffAddress, problem, sent, stubApi, type Answers } from '../../test/api-stub';
import { ProfilePage } from './profile-page';
import { expectAnnounced } from '../../test/announcements';

const TODAY = new Date('2025-10-01T12:00:00Z');
const alys = { ...alysPerson, addresses: [cardiffAddress] };
const noChange = { method: 'confirm', pendingEmail: null, pendingExpiresAt: null };
const pending = {
  method: 'confirm',
  pendingEmail: 'alys.new@example.org',
  pendingExpiresAt: '2025-10-02T12:00:00.000Z',
};

function renderProfile(extra: Answers = {}) {
  const mock = stubApi({
    ...baseAnswers(alys),
    'PUT /api/person/1000001': { body: alys },
    'GET /api/person/1000001/email-change': { body: noChange },
    ...extra,
  });
  renderRoutes(
    [
      {
        element: <RequireAuth />,
        children: [
          {
            path: '/profile',
            element: (
              <ProfilePage
                AddressModal={AddressModal}
                MarketingPreferencesModal={MarketingPreferencesModal}
                today={TODAY}
              />
            ),
          },
        ],
      },
    ],
    '/profile',
  );
  return mock;
}

/** Types a new e-mail, saves, answers the international-status stages and lands on the password dialog. */
async function changeEmailTo(email: string) {
  const form = await screen.findByRole('region', { name: 'Your details' });
  const field = within(form).getByLabelText(/Email/);
  await waitFor(() =>
    expect(field).toHaveAccessibleDescription('Used to sign in: a new address is confirmed by a link sent to it.'),
  );
  await userEvent.clear(field);
  await userEvent.type(field, email);
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  const stages = await screen.findByRole('dialog', { name: 'International playing status' });
  await userEvent.click(within(stages).getByRole('button', { name: 'Continue' }));
  await userEvent.click(within(stages).getByRole('button', { name: 'No' }));
  return { form, dialog: await screen.findByRole('dialog', { name: 'Confirm it is you' }) };
}

describe('changing the sign-in e-mail from the profile', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the current password, saves the rest unchanged and says where the link went', async () => {
    let answered = false;
    const mock = renderProfile({
      'POST /api/person/1000001/email-change': () => {
        answered = true;
        return { body: pending };
      },
    });
    const { form, dialog } = await changeEmailTo('alys.new@example.org');
    expect(within(dialog).getByTestId('email-change-new')).toHaveTextContent('alys.new@example.org');
    expect(sent(mock, 'PUT /api/person/1000001')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation link' }));
    const summary = within(dialog).getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    await userEvent.click(within(summary).getByRole('link', { name: 'Password is required' }));
    expect(within(dialog).getByLabelText(/Current password/)).toHaveFocus();
    expect(within(dialog).getByLabelText(/Current password/)).toHaveAccessibleDescription(/Password is required/);
    await userEvent.type(within(dialog).getByLabelText(/Current password/), 'My-current-pass-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation link' }));

    expect(await within(form).findByText(/We sent a confirmation link to alys.new@example.org/)).toBeInTheDocument();
    await expectAnnounced('Waiting for confirmation We sent a confirmation link to alys.new@example.org.');
    expect(answered).toBe(true);
    expect(sent(mock, 'PUT /api/person/1000001')[0]).toMatchObject({ email: 'alys@example.org' });
    expect(sent(mock, 'POST /api/person/1000001/email-change')).toEqual([
      { email: 'alys.new@example.org', password: 'My-current-pass-1' },
    ]);
    expect(within(form).getByLabelText(/Email/)).toHaveValue('alys@example.org');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).not.toBeInTheDocument());
  });

  it('says plainly when the password is wrong, keeping the dialog open', async () => {
    renderProfile({
      'POST /api/person/1000001/email-change': problem(400, 'validation_failed', 'The password is not correct'),
    });
    const { dialog } = await changeEmailTo('alys.new@example.org');
    const password = within(dialog).getByLabelText(/Current password/);
    await userEvent.type(password, 'Not-my-pass-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation link' }));
    const summary = await within(dialog).findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'The password is not correct.' })).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(/The password is not correct/);
  });

  it('says when there were too many attempts, and when the address is taken', async () => {
    let attempt = 0;
    renderProfile({
      'POST /api/person/1000001/email-change': () => {
        attempt += 1;
        return attempt === 1
          ? problem(429, 'rate_limited', 'Too many attempts')
          : problem(
              409,
              'duplicate_email',
              'A user with this email address already exists. Try again with a different email address.',
            );
      },
    });
    const { dialog } = await changeEmailTo('taken@example.org');
    await userEvent.type(within(dialog).getByLabelText(/Current password/), 'My-current-pass-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation link' }));
    expect(
      await within(dialog).findByText('Too many attempts. Please wait a few minutes and try again.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation link' }));
    expect(
      await within(dialog).findByText(
        'A user with this email address already exists. Try again with a different email address.',
      ),
    ).toBeInTheDocument();
  });

  it('takes focus to the password; cancelling saves nothing', async () => {
    const mock = renderProfile();
    const { dialog } = await changeEmailTo('alys.new@example.org');
    await waitFor(() => expect(within(dialog).getByLabelText(/Current password/)).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).not.toBeInTheDocument());
    expect(sent(mock, 'PUT /api/person/1000001')).toHaveLength(0);
    expect(sent(mock, 'POST /api/person/1000001/email-change')).toHaveLength(0);
  });

  it('shows a change waiting for its link when the page opens', async () => {
    renderProfile({ 'GET /api/person/1000001/email-change': { body: pending } });
    const form = await screen.findByRole('region', { name: 'Your details' });
    expect(await within(form).findByText('Waiting for confirmation')).toBeInTheDocument();
    expect(within(form).getByText(/We sent a confirmation link to alys.new@example.org/)).toBeInTheDocument();
  });
});
