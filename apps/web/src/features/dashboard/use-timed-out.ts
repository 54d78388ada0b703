import { useEffect, useState } from 'react';

/** Personal details that take longer than this show the connection error (spec section 9). */
export const PERSON_LOAD_TIMEOUT_MS = 30_000;

/** True once `isWaiting` has stayed true for `ms` milliseconds; it stays true afterwards. */
export function useTimedOut(isWaiting: boolean, ms: number): boolean {
  const [hasTimedOut, setHasTimedOut] = useState(false);
  useEffect(() => {
    if (!isWaiting) return;
    const timer = setTimeout(() => setHasTimedOut(true), ms);
    return () => clearTimeout(timer);
  }, [isWaiting, ms]);
  return hasTimedOut;
}
