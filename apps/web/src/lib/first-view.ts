/**
 * A signed-in page the server drew (decision 039): what it sends with the page's markup, so the
 * browser takes over the page as it is (React hydrates it) instead of drawing it again from nothing.
 * The server writes it into the page as JSON (`firstViewJson`); main.tsx reads it (`readFirstView`).
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { AuthSession, Language } from '@mywru/shared';

export interface FirstView {
  /** The language the page was drawn in. */
  language: Language;
  /** The namespaces of texts it was drawn with: loaded before it is hydrated. */
  namespaces: string[];
  /** GET /auth/session's answer for the person it was drawn for. */
  session: AuthSession;
  /** The page's reads, as the API answered them (TanStack Query's dehydrated cache). */
  queries: DehydratedState;
}

/** The `<script type="application/json">` that carries it, after `#root`. */
export const FIRST_VIEW_ID = 'first-view';

/**
 * The view as JSON that is safe inside a `<script>` element: no `<` (so no `</script>` or `<!--`),
 * and the two line separators JavaScript once treated as line ends, written as escapes.
 */
export function firstViewJson(view: FirstView): string {
  return JSON.stringify(view)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The view the server sent with this page, or null (a page the browser draws itself). */
export function readFirstView(doc: Document = document): FirstView | null {
  const element = doc.getElementById(FIRST_VIEW_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as FirstView;
  } catch {
    return null;
  }
}
