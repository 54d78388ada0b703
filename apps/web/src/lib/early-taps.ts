/**
 * Taps on a page drawn before its script ran (decision 039): until React has taken the page over, a
 * button whose work is an `onClick` does nothing when tapped. `public/early-taps.js` keeps the presses
 * and taps on the page's buttons in `window.mywruEarlyTaps` until the app has the page; then the app
 * does the last tap again if nothing else will:
 *
 * - a tap made before React was handed the page (main.tsx marks the moment: `takeEarlyTaps`): React
 *   never saw it;
 * - a tap made while React was taking the page over: React does it itself on the element it keeps, but
 *   not when it drew the page afresh instead (the server drew it for another width): that element is
 *   gone;
 * - a press begun on an element React then replaced: the browser makes no tap of it at all.
 *
 * Done again on the same element when React kept it, else on the button of the same name
 * (`app/early-taps-replayed.tsx`). This part is in every page's first chunk: only the mark.
 */
export interface EarlyTap {
  button: Element;
  /** A press (pointer down) with no tap after it yet. */
  pressed: boolean;
}

declare global {
  interface Window {
    mywruEarlyTaps?: EarlyTap[] | undefined;
  }
}

/** How many were kept before React was handed the page: those React never saw. */
let unseen = 0;

/** Marks the moment React is handed the page: the taps kept so far are ones it never saw. */
export function takeEarlyTaps(): void {
  unseen = window.mywruEarlyTaps?.length ?? 0;
}

/** How many taps React never saw (main.tsx's mark); the rest it did. The app does them in `EarlyTapsReplayed`. */
export const tapsUnseenByReact = () => unseen;
