import { useSyncExternalStore } from 'react';

/**
 * What the landing page reads from the browser, for a page that may be hydrated from the HTML made at
 * build time (decision 035, fifth round): while hydrating, React takes the value the HTML was made
 * with (the server snapshot), then draws the browser's at once if it differs, without a mismatch.
 * A page rendered afresh takes the browser's value from the start, as before.
 */
const unchanging = () => () => {};

const currentYear = () => new Date().getFullYear();

/** The year the HTML in #root was made in (`data-prerendered-year`), when it was. */
function prerenderedYear(): number | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = Number(document.getElementById('root')?.dataset.prerenderedYear);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** This year, for the copyright line. */
export function useCopyrightYear(): number {
  return useSyncExternalStore(unchanging, currentYear, () => prerenderedYear() ?? currentYear());
}

const loginFailedInAddress = () => new URLSearchParams(window.location.search).get('login') === 'failed';

/** Whether the address says the sign-in failed (`?login=failed`); the HTML is made without it. */
export function useLoginFailedInAddress(): boolean {
  return useSyncExternalStore(unchanging, loginFailedInAddress, () => false);
}
