import { useEffect } from 'react';
import { useBlocker, type Location } from 'react-router';
import { LeaveQuestion } from './back-button';

export interface LeaveGuardProps {
  /** Whether leaving would lose something (the guard is idle otherwise). */
  when: boolean;
  /** The warning, e.g. 'Leaving this page will lose your progress.' */
  message: string;
  /** Destinations that do not count as leaving (e.g. the next page of the same journey). */
  allows?: (next: Location) => boolean;
}

/**
 * Asks 'Leave' / 'Stay' before any in-app navigation away from the page (links, the back button,
 * the browser's back), and lets the browser ask before a reload or closing the tab.
 */
export function LeaveGuard({ when, message, allows }: LeaveGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname && !(allows?.(nextLocation) ?? false),
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  // The question (a Modal) loads the first time it is asked, not with the page (decision 035).
  return (
    <LeaveQuestion
      opened={blocker.state === 'blocked'}
      message={message}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}
