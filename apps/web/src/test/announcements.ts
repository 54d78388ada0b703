import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The app's one polite live region (`LiveAnnouncer`), there from the first render. */
export function liveRegion(): HTMLElement {
  const region = document.querySelector<HTMLElement>('[data-live-announcer]');
  if (!region) throw new Error('The live region is not on the page');
  return region;
}

/** Waits until screen readers are told `text` through the app's live region. */
export async function expectAnnounced(text: string): Promise<void> {
  await waitFor(() => expect(liveRegion()).toHaveTextContent(text));
}

/**
 * Waits until `text` is both shown on the page (outside the live region, where the visible message
 * stays) and said through the live region; returns the visible element.
 */
export async function expectShownAndAnnounced(text: string): Promise<HTMLElement> {
  await expectAnnounced(text);
  const shown = (await screen.findAllByText(text)).filter((element) => !liveRegion().contains(element));
  expect(shown).toHaveLength(1);
  return shown[0]!;
}

/**
 * The assertive live region that errors and refusals are said through: the app's, or the open
 * dialog's own when `within` is a dialog (see `DialogAlertRegion`).
 */
export function alertRegion(within: HTMLElement = document.body): HTMLElement {
  const regions = [...within.querySelectorAll<HTMLElement>('[data-alert-announcer]')];
  // The innermost is last: a dialog's region comes after the app's in the document.
  const region = within === document.body ? regions.at(-1) : regions[0];
  if (!region) throw new Error('The alert region is not on the page');
  return region;
}

/**
 * How long an error may take to be said: a failed read is retried once before it counts as failed
 * (the query client's retry), which outlasts waitFor's default second on a busy machine.
 */
const ALERT_TIMEOUT = { timeout: 5000 };

/** Waits until screen readers are told `text` at once, through the assertive region in `within`. */
export async function expectAlerted(text: string | RegExp, within?: HTMLElement): Promise<HTMLElement> {
  let region: HTMLElement | undefined;
  await waitFor(() => {
    region = alertRegion(within);
    expect(region).toHaveTextContent(text);
  }, ALERT_TIMEOUT);
  return region!;
}

/**
 * Waits until an error or refusal has been said through the assertive region (the page's, or the
 * dialog's when `within` is one) and returns the region: the words a screen reader hears.
 */
export async function findAlerted(within?: HTMLElement): Promise<HTMLElement> {
  let region: HTMLElement | undefined;
  await waitFor(() => {
    region = alertRegion(within);
    expect(region).not.toHaveTextContent(/^$/);
  }, ALERT_TIMEOUT);
  return region!;
}
