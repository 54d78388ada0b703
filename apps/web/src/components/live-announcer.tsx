import { VisuallyHidden } from '@mantine/core';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** Says a message to screen readers through one of the page's live regions. */
export type Announce = (message: string) => void;

interface Channels {
  /** The polite region: status messages (saved, a list that loaded or came back empty). */
  polite: Announce;
  /** The assertive region: errors and refusals, said at once. */
  alert: Announce;
}

const AnnounceContext = createContext<Channels | null>(null);

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

/** One live region's text and the function that writes into it (empty first, then the message). */
function useChannel(): [string, Announce] {
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
  return [message, announce];
}

/**
 * The assertive region, visually hidden and on the page before any error exists. `aria-live` without
 * `role="alert"`: the page's visible error messages carry no live role, so each is said once, here.
 */
function AlertRegion({ message }: { message: string }) {
  return (
    <VisuallyHidden component="div" aria-live="assertive" aria-atomic="true" data-alert-announcer="">
      {message}
    </VisuallyHidden>
  );
}

/**
 * The page's live regions (WCAG 4.1.3 Status messages), mounted once for the whole app before any
 * message exists: screen readers announce text written into a region that was already on the page,
 * not one added together with its text. One is polite (status messages), one assertive (errors and
 * refusals). Both are visually hidden; the visible message stays where the page shows it, without a
 * live role of its own, so it is said once.
 */
export function LiveAnnouncer({ children }: { children: ReactNode }) {
  const [politeMessage, polite] = useChannel();
  const [alertMessage, alert] = useChannel();
  const channels = useMemo<Channels>(() => ({ polite, alert }), [polite, alert]);

  return (
    <AnnounceContext.Provider value={channels}>
      {children}
      {/* aria-live without role="status": the same politeness, and a page's own visible status
          messages stay the only elements with that role. */}
      <VisuallyHidden component="div" aria-live="polite" aria-atomic="true" data-live-announcer="">
        {politeMessage}
      </VisuallyHidden>
      <AlertRegion message={alertMessage} />
    </AnnounceContext.Provider>
  );
}

/**
 * An assertive region of a dialog's own, mounted when the dialog opens: a dialog is modal
 * (`aria-modal`), and some screen readers ignore live regions outside it while it is open. Errors
 * said inside the dialog go here; status messages still go through the page's polite region.
 */
export function DialogAlertRegion({ children }: { children: ReactNode }) {
  const parent = useContext(AnnounceContext);
  const [alertMessage, alert] = useChannel();
  const channels = useMemo(() => (parent ? { polite: parent.polite, alert } : null), [parent, alert]);
  return (
    <AnnounceContext.Provider value={channels}>
      {children}
      <AlertRegion message={alertMessage} />
    </AnnounceContext.Provider>
  );
}

function useChannels(): Channels {
  const channels = useContext(AnnounceContext);
  if (!channels) throw new Error('useAnnounce needs the LiveAnnouncer, which AppProviders mounts');
  return channels;
}

/** The function that says a message through the app's polite live region (see `LiveAnnouncer`). */
export function useAnnounce(): Announce {
  return useChannels().polite;
}

/**
 * Says `message` each time it changes to a new text, or `about` changes while it is shown (a second
 * search that also found nothing): for a result a render already shows (a list that loaded or came
 * back empty, a saved change). Nothing is said while it is empty.
 */
export function useAnnouncement(message: string | null | undefined | false, about?: string | number): void {
  const announce = useAnnounce();
  useEffect(() => {
    if (message) announce(message);
  }, [announce, message, about]);
}

/** The function that says an error or refusal through the assertive region (the dialog's, in one). */
export function useAlert(): Announce {
  return useChannels().alert;
}

/**
 * Says an error or refusal the page shows through the assertive region, each time it changes to a new
 * text (or `about` changes while it is shown). The visible message carries no `role="alert"`, so
 * screen readers say it once.
 */
export function useAlertAnnouncement(message: string | null | undefined | false, about?: string | number): void {
  const alert = useAlert();
  useEffect(() => {
    if (message) alert(message);
  }, [alert, message, about]);
}
