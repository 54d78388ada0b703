import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { alertRegion, expectAlerted } from '../test/announcements';
import { renderPage } from '../test/render';
import { ErrorAlert } from './error-alert';
import { ResponsiveModal } from './responsive-modal';

function FailingSave() {
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Button onClick={() => setError('Permission denied')}>Save</Button>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
    </>
  );
}

function FailingDialog() {
  const [error, setError] = useState<string | null>(null);
  return (
    <ResponsiveModal opened onClose={() => undefined} title="Decide">
      <Button onClick={() => setError('Already decided')}>Approve</Button>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
    </ResponsiveModal>
  );
}

describe('ErrorAlert', () => {
  it("is titled 'Error' and shows its message", () => {
    renderPage(<ErrorAlert>There was an error loading the data. Please try again later.</ErrorAlert>);
    const shown = screen.getByText('There was an error loading the data. Please try again later.');
    expect(shown.closest('.mantine-Alert-root')).toHaveTextContent(/^Error/);
  });

  it('is said once, through the assertive region that was on the page before it, not as an alert of its own', async () => {
    renderPage(<FailingSave />);
    const region = alertRegion();
    expect(region).toHaveAttribute('aria-live', 'assertive');
    expect(region).toHaveTextContent(/^$/);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await expectAlerted(/^Error\. Permission denied$/)).toBe(region);
    // The visible box has no live role, so screen readers do not say the words a second time.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Permission denied')).toBeVisible();
  });

  it("inside a dialog is said through the dialog's own region, there from when it opened", async () => {
    renderPage(<FailingDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Decide' });
    const region = alertRegion(dialog);
    expect(region).toHaveTextContent(/^$/);

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await expectAlerted('Already decided', dialog)).toBe(region);
  });
});
