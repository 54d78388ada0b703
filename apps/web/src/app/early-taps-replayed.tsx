/**
 * Once the page is the app's, the last tap made on a page the server drew before the app had it, done
 * again if nothing else will (decision 039; lib/early-taps.ts says when).
 */
import { useEffect } from 'react';
import { tapsUnseenByReact, type EarlyTap } from '../lib/early-taps';

/** A button's name as a person finds it: its label, else its text. */
const nameOf = (button: Element) => button.getAttribute('aria-label') ?? button.textContent ?? '';

/** The button tapped, as the page is now: the same element if React kept it, else the one of the same name. */
function nowOf(tapped: Element): HTMLElement | null {
  if (tapped.isConnected) return tapped instanceof HTMLElement ? tapped : null;
  const name = nameOf(tapped);
  const same = [...document.querySelectorAll<HTMLElement>('#root button[type="button"]')].filter(
    (button) => nameOf(button) === name,
  );
  return same.length === 1 ? (same[0] ?? null) : null;
}

/** Whether the app must do this one again: React neither saw it nor will, on an element it kept. */
function isLost({ button, pressed }: EarlyTap, seenByReact: boolean): boolean {
  if (!button.isConnected) return true;
  // A press on an element still there ends in a tap React sees (or was let go elsewhere).
  return !pressed && !seenByReact;
}

/** Once the page is React's: stops keeping taps, and does the last one again if nothing else will. */
export function EarlyTapsReplayed() {
  useEffect(() => {
    const taps = window.mywruEarlyTaps ?? [];
    window.mywruEarlyTaps = undefined;
    const last = taps.at(-1);
    if (last && isLost(last, taps.length > tapsUnseenByReact())) nowOf(last.button)?.click();
  }, []);
  return null;
}
