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
const osian = {
  ...alysPerson,
  wruId: 1000010,
  firstName: 'Osian',
  lastName: 'Jones',
  email: null,
  dob: '2015-06-01',
  sexId: 1,
  parentId: 1000001,
};

function renderProfile(extra: Answers = {}) {
  const mock = stubApi({
    ...baseAnswers(alys),
    'PUT /api/person/1000001': { body: alys },
    'GET /api/person/1000001/child': { body: [osian] },
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

/**
 * Opens a Mantine combobox and returns its option by name (other comboboxes' lists stay in the document).
 * A picker drawn at rest gives way to the loaded picker on its first use, with the same id: the field is
 * found by its id each time.
 */
async function optionOf(combobox: HTMLElement, name: string) {
  const field = () => document.getElementById(combobox.id) as HTMLElement;
  await userEvent.click(field());
  await waitFor(() => expect(field().getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(field().getAttribute('aria-controls') ?? '') as HTMLElement;
  return within(listbox).findByRole('option', { name, hidden: true });
}

async function saveOwnDetails() {
  const form = await screen.findByRole('region', { name: 'Your details' });
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  return form;
}

describe('Edit Personal Details', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the person form prefilled with the date of birth locked', async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Edit Personal Details' })).toBeInTheDocument();
    const form = await screen.findByRole('region', { name: 'Your details' });
    expect(within(form).getByLabelText(/First name/)).toHaveValue('Alys');
    expect(within(form).getByLabelText(/Date of birth/)).toBeDisabled();
    expect(within(form).getByLabelText(/Date of birth/)).toHaveValue('02 April 1990');
    expect(within(form).getByLabelText(/Email/)).toHaveValue('alys@example.org');
    expect(screen.getByTestId('profile-member-id')).toHaveTextContent('1000001');
  });

  it("asks the international-status stages; 'No' clears the status and saves, then 'Saved'", async () => {
    const mock = renderProfile();
    await saveOwnDetails();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Please answer this next section accurately')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/fine, suspension or expulsion from the Union/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Are you registered to play for another rugby union?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Person updated successfully')).toBeInTheDocument();
    await expectAnnounced('Saved Person updated successfully');
    expect(sent(mock, 'PUT /api/person/1000001')[0]).toEqual({
      firstName: 'Alys',
      lastName: 'Jones',
      dob: '1990-04-02',
      sexId: 2,
      nationalityIds: [1],
      email: 'alys@example.org',
      internationalPlayingStatusIds: [],
    });
  });

  it("'Yes' asks for the union (Welsh disabled), warns 'Clearance Required', then saves that union", async () => {
    const mock = renderProfile();
    await saveOwnDetails();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    const unions = within(dialog).getByRole('combobox', { name: 'Rugby union', hidden: true });
    expect(await optionOf(unions, 'Welsh')).toHaveAttribute('data-combobox-disabled', 'true');
    await userEvent.click(await optionOf(unions, 'Irish'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Clearance Required')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('support@example.org');
    expect(dialog).toHaveTextContent(/cannot play until the clearance has been received/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(sent(mock, 'PUT /api/person/1000001')).toHaveLength(1));
    expect(sent(mock, 'PUT /api/person/1000001')[0]).toMatchObject({ internationalPlayingStatusIds: [3] });
  });

  it('takes focus into the international-status question on Save, and gives it back to Save on Escape', async () => {
    const mock = renderProfile();
    const form = await saveOwnDetails();
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' })).toHaveFocus());
    expect(sent(mock, 'PUT /api/person/1000001')).toHaveLength(0);
  });

  it('shows the duplicate e-mail message next to the e-mail field and keeps what was typed', async () => {
    renderProfile({
      'PUT /api/person/1000001': problem(
        409,
        'duplicate_email',
        'A user with this email address already exists. Try again with a different email address.',
      ),
    });
    const form = await screen.findByRole('region', { name: 'Your details' });
    await userEvent.clear(within(form).getByLabelText(/Email/));
    await userEvent.type(within(form).getByLabelText(/Email/), 'taken@example.org');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    const duplicate = 'A user with this email address already exists. Try again with a different email address.';
    // Next to the field, and in the error summary at the top of the form as a link to it.
    expect(await within(form).findByRole('link', { name: duplicate })).toHaveAttribute(
      'href',
      expect.stringMatching(/-email$/),
    );
    expect(within(form).getByLabelText(/Email/)).toHaveAccessibleDescription(expect.stringContaining(duplicate));
    expect(within(form).getByLabelText(/Email/)).toHaveValue('taken@example.org');
    expect(within(form).getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the save error for other failures', async () => {
    renderProfile({ 'PUT /api/person/1000001': problem(500, 'internal_error', 'boom') });
    await saveOwnDetails();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(
      await screen.findByText('There was an error saving this information. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('validates with the shared rules before asking anything', async () => {
    renderProfile({ '/api/nationality': problem(500, 'internal_error', 'boom') });
    const form = await screen.findByRole('region', { name: 'Your details' });
    expect(
      await within(form).findByText('There was an error loading nationalities for international playing status'),
    ).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/Last name/));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    // Next to the field, and in the error summary (which takes focus) as a link to it.
    expect(within(form).getByLabelText(/Last name/)).toHaveAccessibleDescription(
      expect.stringContaining('Last name is required'),
    );
    expect(within(form).getByRole('alert', { name: 'There is a problem' })).toHaveFocus();
    await userEvent.click(within(form).getByRole('link', { name: 'Last name is required' }));
    expect(within(form).getByLabelText(/Last name/)).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the children; the edit dialog shows the ID and hides the e-mail under 16', async () => {
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Osian Jones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Osian Jones' });
    expect(within(dialog).getByText('ID: 1000010')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/First name/)).toHaveValue('Osian');
    expect(within(dialog).queryByLabelText(/Email/)).not.toBeInTheDocument();
  });

  it('opens the child dialogs, which load when first opened, with the focus inside, and gives it back on Escape', async () => {
    renderProfile();
    const edit = await screen.findByRole('button', { name: 'Edit Osian Jones' }, { timeout: 5000 });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    const editDialog = await screen.findByRole('dialog', { name: 'Edit Osian Jones' });
    await waitFor(() => expect(editDialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(edit).toHaveFocus());

    const add = screen.getByRole('button', { name: 'Add child' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const addDialog = await screen.findByRole('dialog', { name: 'Add child' });
    await waitFor(() => expect(addDialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(add).toHaveFocus());
  });

  it('shows the e-mail field for a new child from 16, not at 15', async () => {
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Add child' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add child' });
    // The date field at rest gives way to the loaded one on its first use: found again each time.
    const dob = () => within(dialog).getByLabelText(/Date of birth/);
    await userEvent.type(dob(), '02/10/2009');
    expect(within(dialog).queryByLabelText(/Email/)).not.toBeInTheDocument();
    await userEvent.clear(dob());
    await userEvent.type(dob(), '01/10/2009');
    expect(within(dialog).getByLabelText(/Email/)).toBeInTheDocument();
  });

  it('adds a child and shows the submit error for other failures', async () => {
    const mock = renderProfile({ 'POST /api/person/1000001/child': problem(500, 'internal_error', 'boom') });
    await userEvent.click(await screen.findByRole('button', { name: 'Add child' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add child' });
    await userEvent.type(within(dialog).getByLabelText(/First name/), 'Mali');
    await userEvent.type(within(dialog).getByLabelText(/Last name/), 'Jones');
    await userEvent.type(within(dialog).getByLabelText(/Date of birth/), '14/03/2016');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Female' }));
    await userEvent.click(
      await optionOf(within(dialog).getByRole('combobox', { name: /Nationalities/, hidden: true }), 'Welsh'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add child' }));
    const stages = await screen.findByRole('dialog', { name: 'International playing status' });
    await userEvent.click(within(stages).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(stages).getByRole('button', { name: 'No' }));
    expect(
      await within(dialog).findByText('There was an error submitting this information. Please try again later.'),
    ).toBeInTheDocument();
    expect(sent(mock, 'POST /api/person/1000001/child')[0]).toEqual({
      firstName: 'Mali',
      lastName: 'Jones',
      dob: '2016-03-14',
      sexId: 2,
      nationalityIds: [2],
      email: null,
      internationalPlayingStatusIds: [],
    });
  });

  it("asks a parent about the child by name ('Is Mali registered…'), not 'Are you…'", async () => {
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Add child' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add child' });
    await userEvent.type(within(dialog).getByLabelText(/First name/), 'Mali');
    await userEvent.type(within(dialog).getByLabelText(/Last name/), 'Jones');
    await userEvent.type(within(dialog).getByLabelText(/Date of birth/), '14/03/2018');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Female' }));
    await userEvent.click(
      await optionOf(within(dialog).getByRole('combobox', { name: /Nationalities/, hidden: true }), 'Welsh'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add child' }));
    const stages = await screen.findByRole('dialog', { name: 'International playing status' });
    expect(within(stages).getByText(/where Mali is registered to play may lead to sanctions/)).toBeInTheDocument();
    await userEvent.click(within(stages).getByRole('button', { name: 'Continue' }));
    expect(within(stages).getByText('Is Mali registered to play for another rugby union?')).toBeInTheDocument();
    expect(within(stages).queryByText(/Are you registered/)).not.toBeInTheDocument();
    await userEvent.click(within(stages).getByRole('button', { name: 'Yes' }));
    expect(within(stages).getByText('Which rugby union is Mali registered to play for?')).toBeInTheDocument();
  });

  it('says so when the children cannot be loaded', async () => {
    renderProfile({ 'GET /api/person/1000001/child': problem(500, 'internal_error', 'boom') });
    expect(
      await screen.findByText('There was an error loading existing children. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('says so when the person cannot be loaded', async () => {
    renderProfile({ 'GET /api/person/1000001': problem(500, 'internal_error', 'boom') });
    expect(await screen.findByText('There was an error loading the data. Please try again later.')).toBeInTheDocument();
  });
});
