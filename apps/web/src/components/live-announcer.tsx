import { VisuallyHidden } from '@mantine/core';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/** Says a message to screen readers through the page's one polite live region. */
export type Announce = (message: string) => void;

const AnnounceContext = createContext<Announce | null>(null);

/**
 * The wait between emptying the region and writing the message: screen readers announce a change of
 * the region's text, so the same words said twice ('Saved', then 'Saved') must first leave it.
 */
export const ANNOUNCE_DELAY_MS = 100;

/**
 * How long a message stays in the region after it was said: long enough for every screen reader to
 * read it, short enough that a reader browsing the page later does not find yesterday's news.
 */
export const ANNOUNCE_CLEAR_MS = 7000;

/**
 * The page's one polite live region (WCAG 4.1.3 Status messages), mounted once for the whole app
 * before any message exists: screen readers announce text written into a region that was already on
 * the page, not one added together with its text. The region is visually hidden; the visible message
 * stays where the page shows it, without a live role of its own, so it is said once.
 */
export function LiveAnnouncer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const timers = useRef<number[]>([]);

  const announce = useCallback<Announce>((next) => {
    for (const timer of timers.current) window.clearTimeout(timer);
    setMessage('');
    if (!next) {
      timers.current = [];
      return;
    }
    timers.current = [
      window.setTimeout(() => setMessage(next), ANNOUNCE_DELAY_MS),
      window.setTimeout(() => setMessage(''), ANNOUNCE_DELAY_MS + ANNOUNCE_CLEAR_MS),
    ];
  }, []);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      {/* aria-live without role="status": the same politeness, and a page's own visible status
          messages stay the only elements with that role. */}
      <VisuallyHidden component="div" aria-live="polite" aria-atomic="true" data-live-announcer="">
        {message}
      </VisuallyHidden>
    </AnnounceContext.Provider>
  );
}

/** The function that says a message through the app's live region (see `LiveAnnouncer`). */
export function useAnnounce(): Announce {
  const announce = useContext(AnnounceContext);
  if (!announce) throw new Error('useAnnounce needs the LiveAnnouncer, which AppProviders mounts');
  return announce;
}

/**
 * Says `message` each time it changes to a new text, or `about` changes while it is shown (a second
 * search that also found nothing): for a result a render already shows (a list that loaded or came
 * back empty, a refusal, a saved change). Nothing is said while it is empty.
 */
export function useAnnouncement(message: string | null | undefined | false, about?: string | number): void {
  const announce = useAnnounce();
  useEffect(() => {
    if (message) announce(message);
  }, [announce, message, about]);
}
