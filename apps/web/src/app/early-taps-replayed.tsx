/**
 * Once the page is the app's: the last tap made on a page the server drew before the app had it, done
 * again if nothing else will (decision 039; lib/early-taps.ts says when). Rendered inside the router,
 * whose content React takes over after the providers around it.
 */
import { useEffect } from 'react';

export function EarlyTapsReplayed() {
  useEffect(() => window.mywruEarlyTaps?.taken(), []);
  return null;
}
