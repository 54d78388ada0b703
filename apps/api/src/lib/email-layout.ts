/**
 * The one layout of every e-mail the portal sends (password reset, registration submissions and
 * decisions, DBS reminders, and any e-mail added later): the mailer passes each message through
 * `layoutEmail` before it is stored in the outbox. The layout ends each e-mail with a link back to
 * the portal page it is about (PUBLIC_URL + `portalPath`, the dashboard unless the message names
 * another page) and the union's sign-off, in the text and, when the message has one, the HTML, in
 * the recipient's language (`language`, English by default).
 */
import type { Language } from '@mywru/shared';
import { translator } from './i18n/translate';
import { escapeHtml } from './html';

/** An e-mail as a feature writes it: its own words, and the portal page it is about. */
export interface PortalEmail {
  to: string;
  subject: string;
  /** The body in plain text, without the sign-off (the layout adds it). */
  text: string;
  /** The body as HTML (optional), without the sign-off. */
  html?: string;
  /** The portal page this e-mail is about, as a path (e.g. '/track' for an application update). Default '/dashboard'. */
  portalPath?: string;
  /** The recipient's language (the link's words and the sign-off follow it). Default English. */
  language?: Language;
}

/** An e-mail as it is sent. */
export interface LaidOutEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export const DEFAULT_PORTAL_PATH = '/dashboard';

/** The absolute address of a portal page: PUBLIC_URL (no trailing slash) + the path. */
export function portalUrl(publicUrl: string, path: string = DEFAULT_PORTAL_PATH): string {
  return `${publicUrl.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Adds the link back to the portal and the sign-off to an e-mail. */
export function layoutEmail(email: PortalEmail, publicUrl: string): LaidOutEmail {
  const link = portalUrl(publicUrl, email.portalPath);
  const t = translator(email.language);
  const linkLabel = t('emails:layout.openPortal');
  const signOff = t('emails:layout.signOff');
  const laidOut: LaidOutEmail = {
    to: email.to,
    subject: email.subject,
    text: `${email.text.trimEnd()}\n\n${linkLabel}: ${link}\n\n${signOff}`,
  };
  if (email.html !== undefined) {
    laidOut.html = `${email.html}<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p><p>${escapeHtml(signOff)}</p>`;
  }
  return laidOut;
}
