import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render';
import { details, options } from '../../../test/union-organisations';
import { newOrganisationCheck } from './api/union-organisation-changes';
import { OrganisationForm } from './organisation-form';

describe('the organisation form', { timeout: 20_000 }, () => {
  it('says so when its check could not be loaded, sends nothing, and checks and saves on the next press', async () => {
    // The check loads with the changes' contracts on the first submit: here that first load fails.
    vi.spyOn(newOrganisationCheck, 'load').mockRejectedValueOnce(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => details());
    renderPage(
      <OrganisationForm
        options={{ ...options, roles: [] }}
        initial={{ name: 'Cwm Valley RFC', typeId: 1, regionId: null, isActive: true }}
        withActive
        submitLabel="Save changes"
        onSubmit={onSubmit}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('There was an error loading the data. Please try again later.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: 'Cwm Valley RFC', typeId: 1, regionId: null, isActive: true }),
    );
    expect(screen.queryByText('There was an error loading the data. Please try again later.')).not.toBeInTheDocument();
  });
});
