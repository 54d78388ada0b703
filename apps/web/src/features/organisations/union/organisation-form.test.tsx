import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render';
import { details, options } from '../../../test/union-organisations';
import type * as Changes from './api/union-organisation-changes';
import { OrganisationForm } from './organisation-form';

/** The form's check loads with the changes' contracts on its first submit: here the first load fails. */
const load = vi.hoisted(() => ({ fails: 1 }));
vi.mock('./api/union-organisation-changes', async (importActual) => {
  const actual = await importActual<typeof Changes>();
  return {
    ...actual,
    loadNewOrganisationSchema: () => {
      if (load.fails > 0) {
        load.fails -= 1;
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      }
      return actual.loadNewOrganisationSchema();
    },
  };
});

describe('the organisation form', () => {
  it('says so when its check could not be loaded, sends nothing, and checks and saves on the next press', async () => {
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
