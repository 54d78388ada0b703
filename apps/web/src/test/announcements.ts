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
