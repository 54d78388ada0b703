/**
 * A signed-in page drawn on the server (decision 039): the API builds this module for Node with the
 * web app (build-plugins/first-view.ts) and calls it for a signed-in GET of a page listed here. It
 * reads the page's data through `read` (the API's own endpoints, as the person's browser would ask
 * them), draws the app's own tree at that path with those answers, and gives the markup and the view
 * the browser takes the page over from (main.tsx hydrates it; lib/first-view.ts).
 */
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter } from 'react-router';
import { urlOfQueryKey, type AuthSession, type Language } from '@mywru/shared';
import { dashboardReads, type PageRead } from '../features/dashboard/dashboard-loader';
import { authStateOf, type AuthUser } from '../lib/auth';
import type { FirstView } from '../lib/first-view';
import { i18nWithTexts } from '../lib/i18n';
import { ServerIsMobileContext } from '../lib/use-is-mobile';
import { AppTree } from './app';
import { createQueryClient } from './providers';
import { createRoutes, hydrationDataOf, loadMatchedRoutes, matchedRoutes } from './router';

export type { FirstView };
export { firstViewJson } from '../lib/first-view';

/** The pages the server draws, each with what it reads before it is drawn. */
const PAGES: Record<string, (user: AuthUser, read: PageRead) => Promise<void>> = {
  '/dashboard': dashboardReads,
};

export const FIRST_VIEW_PAGES = Object.keys(PAGES);

/** The texts those pages are drawn with: every page's first namespaces, and the pages' own. */
export const FIRST_VIEW_NAMESPACES = ['common', 'errors', 'dashboard'] as const;

export type FirstViewTexts = Record<(typeof FIRST_VIEW_NAMESPACES)[number], Record<string, unknown>>;

export interface FirstViewRequest {
  pathname: string;
  language: Language;
  /** GET /auth/session's answer for the request. */
  session: AuthSession;
  /** Whether the request is from a phone (the page's layout differs). */
  isMobile: boolean;
  texts: FirstViewTexts;
  /** GET of an API address as the requester: its answer, or a rejection when it is refused or fails. */
  read: (url: string) => Promise<unknown>;
}

/**
 * The page drawn for the signed-in requester: its markup (inside `#root`) and its view, or null when
 * it is not a page the server draws or nobody is signed in. Rejects when one of its reads fails: the
 * browser then draws the page itself, as it does every other, and shows what it finds.
 */
export async function renderFirstView({
  pathname,
  language,
  session,
  isMobile,
  texts,
  read,
}: FirstViewRequest): Promise<{ markup: string; view: FirstView } | null> {
  const reads = PAGES[pathname];
  const known = authStateOf(session);
  if (!reads || !known.user) return null;
  const queryClient = createQueryClient();
  await reads(known.user, (query) =>
    queryClient.fetchQuery({
      ...query,
      queryFn: async () => read(urlOfQueryKey(query.queryKey)) as never,
      retry: false,
    }),
  );
  const routes = createRoutes(queryClient);
  const matches = matchedRoutes(routes, pathname);
  await loadMatchedRoutes(matches);
  const router = createMemoryRouter(routes, {
    initialEntries: [pathname],
    hydrationData: hydrationDataOf(matches),
  });
  const markup = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18nWithTexts(language, texts)}>
        <ServerIsMobileContext value={isMobile}>
          <AppTree queryClient={queryClient} router={router} session={known} />
        </ServerIsMobileContext>
      </I18nextProvider>
    </StrictMode>,
  );
  const view: FirstView = {
    language,
    namespaces: [...FIRST_VIEW_NAMESPACES],
    session,
    queries: dehydrate(queryClient),
  };
  queryClient.clear();
  return { markup, view };
}
