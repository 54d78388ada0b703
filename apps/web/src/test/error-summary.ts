import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Waits for the error summary ('There is a problem') in `container`, checks it took the focus and
 * links to exactly `messages`, in the form's order; returns it.
 */
export async function expectErrorSummary(container: HTMLElement, messages: string[]): Promise<HTMLElement> {
  const summary = await within(container).findByRole('alert', { name: 'There is a problem' });
  expect(summary).toHaveFocus();
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(messages);
  return summary;
}

/**
 * Follows the summary's link named `message` and checks the focus lands on `field`. The field is known
 * by its id: a picker drawn plainly until first used is replaced on that first focus by the loaded
 * picker, with the same id (decision 035, sixteenth round), sooner or later as its module comes.
 */
export async function followSummaryLink(summary: HTMLElement, message: string, field: HTMLElement): Promise<void> {
  await userEvent.click(within(summary).getByRole('link', { name: message }));
  expect(field.id).not.toBe('');
  expect(document.activeElement).toHaveAttribute('id', field.id);
}
