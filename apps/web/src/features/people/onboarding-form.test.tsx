import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Person } from '@mywru/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { OnboardingForm } from './onboarding-form';
import { baseAnswers, problem, sent, stubApi } from '../../test/api-stub';
import { POST_CODE_CHECK_DELAY_MS } from './address-form';
import { findAlerted } from '../../test/announcements';

const TODAY = new Date('2025-10-01T12:00:00Z');
const newcomer: Person = {
  wruId: 1000001,
  firstName: null,
  lastName: null,
  email: 'new@example.org',
  dob: null,
  sexId: null,
  nationalityIds: [],
  internationalPlayingStatusIds: [],
  parentId: null,
  addresses: [],
  marketingPreferences: null,
  dbsStatus: 'none',
  parent: null,
};

function renderForm(person = newcomer, extra = {}) {
  const mock = stubApi({ ...baseAnswers(person), 'POST /api/person/1000001/onboarding': { body: person }, ...extra });
  renderPage(<OnboardingForm memberId="1000001" person={person} today={TODAY} />);
  return mock;
}

async function chooseCountry(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: /Country/, hidden: true }));
  await userEvent.click(await screen.findByRole('option', { name, hidden: true }));
}

async function fillPersonalDetails() {
  await userEvent.type(screen.getByLabelText(/First name/), 'Megan');
  await userEvent.type(screen.getByLabelText(/Last name/), 'Powell');
  await userEvent.type(screen.getByLabelText(/Date of birth/), '05/04/1990');
}

describe('onboarding form', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('enables Next on step 1 only once first name, last name and date of birth are given', async () => {
    renderForm();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(
      screen.getByText(/parent or guardian registering your children, you must first submit your own details/),
    ).toBeInTheDocument();
    expect(next).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/First name/), 'Megan');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Powell');
    expect(next).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Date of birth/), '05.04.1990');
    expect(next).toBeEnabled();
  });

  it('shows the shared name message next to the field and stays on step 1', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/First name/), 'R2D2');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Powell');
    await userEvent.type(screen.getByLabelText(/Date of birth/), '05-04-1990');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const message = 'First name must contain only letters, spaces, hyphens, or apostrophes';
    // Next to the field, and in the error summary (which takes focus) as a link to it.
    expect(screen.getByLabelText(/First name/)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus();
    expect(screen.getByRole('link', { name: message })).toHaveAttribute('href', '#onboarding-first-name');
    expect(screen.getByLabelText(/First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/First name/)).toHaveValue('R2D2');
  });

  it('prefills names and locks a date of birth already held', async () => {
    renderForm({ ...newcomer, firstName: 'Megan', lastName: 'Powell', dob: '1990-04-05' });
    expect(screen.getByLabelText(/First name/)).toHaveValue('Megan');
    expect(screen.getByLabelText(/Date of birth/)).toBeDisabled();
    expect(screen.getByLabelText(/Date of birth/)).toHaveValue('05 April 1990');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('upper-cases the post code, checks it after 500 ms for the UK only, and enables Next on step 2 once complete', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm({ ...newcomer, firstName: 'Megan', lastName: 'Powell', dob: '1990-04-05' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const next = screen.getByRole('button', { name: 'Next' });
    await user.type(screen.getByLabelText(/Address line 1/), '1 Stryd Fawr');
    await user.type(screen.getByLabelText(/City/), 'Bala');
    await user.type(screen.getByLabelText(/County/), 'Gwynedd');
    await chooseCountry('United Kingdom');
    await user.type(screen.getByLabelText(/Post code/), 'cf10');
    expect(screen.getByLabelText(/Post code/)).toHaveValue('CF10');
    expect(screen.queryByText('Enter a valid UK postcode (e.g. SW1A 1AA)')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(POST_CODE_CHECK_DELAY_MS));
    expect(screen.getByText('Enter a valid UK postcode (e.g. SW1A 1AA)')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.type(screen.getByLabelText(/Post code/), ' 1ns');
    expect(next).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(POST_CODE_CHECK_DELAY_MS));
    expect(screen.queryByText('Enter a valid UK postcode (e.g. SW1A 1AA)')).not.toBeInTheDocument();
    expect(next).toBeEnabled();

    await user.clear(screen.getByLabelText(/Post code/));
    await user.type(screen.getByLabelText(/Post code/), 'd02 x285');
    await chooseCountry('Ireland');
    await act(() => vi.advanceTimersByTimeAsync(POST_CODE_CHECK_DELAY_MS));
    expect(screen.queryByText('Enter a valid UK postcode (e.g. SW1A 1AA)')).not.toBeInTheDocument();
    expect(next).toBeEnabled();
  });

  it("submits names, date of birth, address and marketing preferences in one call with 'Update'", async () => {
    const mock = renderForm();
    await fillPersonalDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(screen.getByLabelText(/Address line 1/), '1 Stryd Fawr');
    await userEvent.type(screen.getByLabelText(/City/), 'Bala');
    await userEvent.type(screen.getByLabelText(/County/), 'Gwynedd');
    await userEvent.type(screen.getByLabelText(/Post code/), 'll23 7ab');
    await chooseCountry('United Kingdom');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled(), { timeout: 2000 });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByLabelText(/news, offers and information about events/));
    await userEvent.click(screen.getByLabelText(/selected partners and sponsors/));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/Address line 1/)).toHaveValue('1 Stryd Fawr');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(sent(mock, 'POST /api/person/1000001/onboarding')).toHaveLength(1));
    expect(sent(mock, 'POST /api/person/1000001/onboarding')[0]).toEqual({
      firstName: 'Megan',
      lastName: 'Powell',
      dob: '1990-04-05',
      address: {
        addressLine1: '1 Stryd Fawr',
        addressLine2: null,
        addressLine3: null,
        city: 'Bala',
        county: 'Gwynedd',
        postCode: 'LL23 7AB',
        countryId: 1,
      },
      marketingPreferences: {
        optedInForWrucomms: true,
        optedInForRegionalComms: false,
        optedInForThirdPartyComms: true,
      },
    });
  });

  it('keeps everything typed when the call fails and says why', async () => {
    renderForm(
      { ...newcomer, firstName: 'Megan', lastName: 'Powell', dob: '1990-04-05', addresses: [] },
      {
        'POST /api/person/1000001/onboarding': problem(
          500,
          'internal_error',
          'There was an error saving this information. Please try again later.',
        ),
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(screen.getByLabelText(/Address line 1/), '1 Stryd Fawr');
    await userEvent.type(screen.getByLabelText(/City/), 'Bala');
    await userEvent.type(screen.getByLabelText(/County/), 'Gwynedd');
    await userEvent.type(screen.getByLabelText(/Post code/), 'LL23 7AB');
    await chooseCountry('United Kingdom');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled(), { timeout: 2000 });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await findAlerted()).toHaveTextContent(
      'There was an error saving this information. Please try again later.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/Post code/)).toHaveValue('LL23 7AB');
  });
});
