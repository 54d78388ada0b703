import { useEffect, useRef } from 'react';

/**
 * Moves keyboard and screen-reader focus to the returned element (a heading with tabIndex -1)
 * whenever `step` changes, but not on the first render.
 */
export function useStepFocus<T extends HTMLElement = HTMLHeadingElement>(step: unknown) {
  const ref = useRef<T>(null);
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    ref.current?.focus();
  }, [step]);
  return ref;
}
