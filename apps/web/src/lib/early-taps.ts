/**
 * Taps on a page drawn before its script ran (decision 039). Until React has taken the page over, a
 * button whose work is an `onClick` does nothing when tapped; and when React draws the page afresh
 * (the server drew it for another width), a press begun on an element it replaces makes no tap at all.
 * `public/early-taps.js`, which runs with such a page, keeps those taps and does them again:
 *
 * - a tap on a button before React was handed the page, which React never saw (main.tsx marks the
 *   moment: `handEarlyTapsToReact`);
 * - a tap on a button while React was taking the page over, when React did not keep its element;
 * - a press on a button or a link that the page was drawn again under.
 *
 * Once the page is the app's (`EarlyTapsReplayed` in app/early-taps-replayed.tsx), on the same element
 * when React kept it, else on the one of the same kind, address and name drawn in its place.
 */

declare global {
  interface Window {
    /** Set by public/early-taps.js on a page the server drew. */
    mywruEarlyTaps?: { handed(): void; taken(): void } | undefined;
  }
}

/** Marks the moment React is handed the page: from then on it sees the taps itself. */
export function handEarlyTapsToReact(): void {
  window.mywruEarlyTaps?.handed();
}
