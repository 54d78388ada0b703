import { hydrate, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ComponentType } from 'react';
import { RouterProvider, type DataRouter, type HydrationState } from 'react-router';
import { LoadingOverlay } from '../components/loading-overlay';
import { authStateOf, knowSession, type AuthState } from '../lib/auth';
import { readFirstView } from '../lib/first-view';
import { i18n } from '../lib/i18n';
import { nextTask } from '../lib/next-task';
import { AppProviders, createQueryClient } from './providers';
import { createRouter, createRoutes, hydrationDataOf, loadMatchedRoutes, matchedRoutes } from './router';

export interface AppTreeProps {
  /** One query client for the pages and for the routes' loaders, which begin a page's reads in it. */
  queryClient: QueryClient;
  router: DataRouter;
  /** Who is signed in, when already known (a page the server drew, decision 039). */
  session?: AuthState | undefined;
}

/** The app: the same tree in the browser and on the server that draws a signed-in page (decision 039). */
export function AppTree({ queryClient, router, session }: AppTreeProps) {
  return (
    <AppProviders queryClient={queryClient} session={session}>
      <Suspense fallback={<LoadingOverlay fullPage />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}

/**
 * The app for this page. When the server drew it (`drawn`, decision 039), it starts from the view the
 * page came with: who is signed in, the page's reads in the query cache, its texts and the matched
 * routes' modules loaded, so that its first render is the page as it is and React takes it over
 * (main.tsx hydrates it). A view that cannot be read leaves the app to start as on any other page.
 * The steps run in tasks of their own (`nextTask`): on a phone each is tens of milliseconds, and
 * together they held up a tap on the page it had already drawn.
 */
export async function appFor(drawn: boolean): Promise<ComponentType> {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const view = drawn ? readFirstView() : null;
  let session: AuthState | undefined;
  let hydrationData: HydrationState | undefined;
  if (view) {
    session = authStateOf(view.session);
    knowSession(session);
    hydrate(queryClient, view.queries);
    await nextTask();
    const matches = matchedRoutes(routes, window.location.pathname);
    await Promise.all([loadMatchedRoutes(matches), i18n.loadNamespaces(view.namespaces)]);
    hydrationData = hydrationDataOf(matches);
    await nextTask();
  }
  const router = createRouter(routes, hydrationData);
  return function App() {
    return <AppTree queryClient={queryClient} router={router} session={session} />;
  };
}
