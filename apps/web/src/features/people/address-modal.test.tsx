import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alysPerson, renderPage } from '../../test/render';
import { AddressModal } from './address-modal';
import { baseAnswers, problem, sent, stubApi, type Answers } from '../../test/api-stub';
import { expectAnnounced, findAlerted } from '../../test/announcements';

function renderModal(extra: Answers = {}) {
  const mock = stubApi({
    ...baseAnswers(),
    'POST /api/person/1000001/address': (body) => ({ status: 201, body }),
    ...extra,
  });
  renderPage(<AddressModal memberId="1000001" person={alysPerson as never} opened onClose={() => {}} />);
  return mock;
}

async function fillAddress(dialog: HTMLElement, postCode: string) {
  await userEvent.type(within(dialog).getByLabelText(/Address line 1/), '3 Teras y Bont');
  await userEvent.type(within(dialog).getByLabelText(/City/), 'Pontypridd');
  await userEvent.type(within(dialog).getByLabelText(/County/), 'Rhondda Cynon Taf');
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Country/, hidden: true }));
  await userEvent.click(await screen.findByRole('option', { name: 'United Kingdom', hidden: true }));
  await userEvent.type(within(dialog).getByLabelText(/Post code/), postCode);
}

describe('address modal', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('enables Save only when the required fields are filled and the post code is valid, then confirms', async () => {
    const mock = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Update Address' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await fillAddress(dialog, 'cf37');
    expect(await within(dialog).findByText('Enter a valid UK postcode (e.g. SW1A 1AA)')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Post code/), ' 1dl');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(await within(dialog).findByText('Address saved successfully')).toBeInTheDocument();
    await expectAnnounced('Address saved successfully');
    expect(sent(mock, 'POST /api/person/1000001/address')[0]).toEqual({
      addressLine1: '3 Teras y Bont',
      addressLine2: null,
      addressLine3: null,
      city: 'Pontypridd',
      county: 'Rhondda Cynon Taf',
      postCode: 'CF37 1DL',
      countryId: 1,
    });
  });

  it("shows 'Error saving address' in red under the form when the save fails", async () => {
    renderModal({ 'POST /api/person/1000001/address': problem(500, 'internal_error', 'Internal Server Error') });
    const dialog = await screen.findByRole('dialog', { name: 'Update Address' });
    await fillAddress(dialog, 'CF37 1DL');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(await findAlerted(dialog)).toHaveTextContent('Error saving address');
    expect(within(dialog).getByLabelText(/Address line 1/)).toHaveValue('3 Teras y Bont');
  });
});
