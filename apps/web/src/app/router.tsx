import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  matchRoutes,
  Outlet,
  ScrollRestoration,
  type HydrationState,
  type RouteMatch,
  type RouteObject,
} from 'react-router';
import { LoadingOverlay } from '../components/loading-overlay';
import { dashboardLoader } from '../features/dashboard/dashboard-loader';
import { sessionAnswer } from '../lib/auth';
import { EarlyTapsReplayed } from './early-taps-replayed';
import { RouteErrorPage } from './route-error-page';

/**
 * Protected pages, rendered inside the signed-in frame. Each feature adds its routes here, lazy-loaded,
 * with the spec's paths exactly (route table: portal-transfers-permits-refereeing.md section 2). A
 * loader begins a page's reads into the app's query client beside the page's code (decision 035).
 */
const protectedRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    // Named: a page the server drew gives its loader's answer by this id (hydrationDataOf, decision 039).
    id: 'dashboard',
    path: '/dashboard',
    loader: () => dashboardLoader(queryClient, sessionAnswer()),
    // The app composes the onboarding form into the dashboard (features do not import each other); the
    // form's own module loads when a newcomer's dashboard shows it (decision 035).
    lazy: async () => {
      const [{ DashboardPage }, { OnboardingForm }] = await Promise.all([
        import('../features/dashboard/dashboard-page'),
        import('../features/people/onboarding-lazy'),
      ]);
      return { Component: () => <DashboardPage Onboarding={OnboardingForm} /> };
    },
  },
  {
    path: '/profile',
    lazy: async () => {
      const [{ ProfilePage }, { AddressModal, MarketingPreferencesModal }] = await Promise.all([
        import('../features/people/profile-page'),
        import('../features/people/onboarding-lazy'),
      ]);
      return {
        Component: () => (
          <ProfilePage AddressModal={AddressModal} MarketingPreferencesModal={MarketingPreferencesModal} />
        ),
      };
    },
  },
  {
    path: '/support',
    lazy: async () => ({ Component: (await import('../features/support/support-page')).SupportPage }),
  },
  {
    path: '/reset-password',
    lazy: async () => ({ Component: (await import('../features/accounts/reset-password-page')).ResetPasswordPage }),
  },
  {
    path: '/register',
    lazy: async () => ({ Component: (await import('../features/registrations/register-page')).RegisterPage }),
  },
  {
    path: '/register/player',
    lazy: async () => ({
      Component: (await import('../features/registrations/player-applications/register-player-page'))
        .RegisterPlayerPage,
    }),
  },
  {
    path: '/register/volunteer',
    lazy: async () => ({
      Component: (await import('../features/registrations/volunteer-registrations/register-volunteer-page'))
        .RegisterVolunteerPage,
    }),
  },
  {
    path: '/track',
    lazy: async () => ({ Component: (await import('../features/registrations/track-page')).TrackPage }),
  },
  {
    path: '/actions',
    // The app composes the transfers and permits features' items and "Your transfers" into the actions page.
    lazy: async () => {
      const [{ ActionsPage }, { TransferActionItem, YourTransfers }, { PermitActionItem }] = await Promise.all([
        import('../features/actions/actions-page'),
        import('../features/transfers/player'),
        import('../features/permits/player'),
      ]);
      return {
        Component: () => (
          <ActionsPage TransferItem={TransferActionItem} PermitItem={PermitActionItem} YourTransfers={YourTransfers} />
        ),
      };
    },
  },
  {
    path: '/actions/transfer/:transferId',
    lazy: async () => ({ Component: (await import('../features/transfers/player')).TransferPage }),
  },
  {
    path: '/actions/permit/:permitId',
    lazy: async () => ({ Component: (await import('../features/permits/player')).PermitPage }),
  },
  {
    path: '/participation',
    lazy: async () => ({ Component: (await import('../features/roles/participation-page')).ParticipationPage }),
  },
  {
    path: '/participation/dbs',
    lazy: async () => ({ Component: (await import('../features/dbs-checks/dbs-page')).DbsPage }),
  },
  {
    path: '/participation/roles',
    // The app composes the permits feature's valid permits into each person's roles.
    lazy: async () => {
      const [{ RolesPage }, { ValidPermits }] = await Promise.all([
        import('../features/roles/member-roles-page'),
        import('../features/permits/player'),
      ]);
      return { Component: () => <RolesPage PersonPermits={ValidPermits} /> };
    },
  },
  {
    path: '/qualifications',
    lazy: async () => ({
      Component: (await import('../features/qualifications/qualifications-page')).QualificationsPage,
    }),
  },
  {
    path: '/organisation/:organisationId',
    lazy: async () => ({
      Component: (await import('../features/organisations/organisation-hub-page')).OrganisationPage,
    }),
  },
  {
    path: '/organisation/:organisationId/resources',
    lazy: async () => ({ Component: (await import('../features/organisations/resources-page')).ResourcesPage }),
  },
  {
    path: '/organisation/:organisationId/applications',
    lazy: async () => ({
      Component: (await import('../features/registrations/organisation-applications/organisation-applications-page'))
        .OrganisationApplicationsPage,
    }),
  },
  {
    path: '/organisation/:organisationId/people',
    lazy: async () => ({ Component: (await import('../features/people/organisation-people-page')).PeoplePage }),
  },
  {
    path: '/organisation/:organisationId/teams',
    lazy: async () => ({ Component: (await import('../features/teams/teams-page')).TeamsPage }),
  },
  {
    path: '/organisation/:organisationId/teams/:teamParentId',
    lazy: async () => ({ Component: (await import('../features/teams/team-page')).TeamPage }),
  },
  {
    path: '/organisation/:organisationId/transfers',
    lazy: async () => ({
      Component: (await import('../features/transfers/organisation/manage-transfers-page')).ManageTransfersPage,
    }),
  },
  {
    path: '/organisation/:organisationId/transfers/create',
    lazy: async () => ({
      Component: (await import('../features/transfers/organisation/new-transfer-page')).NewTransferPage,
    }),
  },
  {
    path: '/organisation/:organisationId/permits',
    lazy: async () => ({
      Component: (await import('../features/permits/organisation/manage-permits-page')).ManagePermitsPage,
    }),
  },
  {
    path: '/organisation/:organisationId/permits/create',
    lazy: async () => ({
      Component: (await import('../features/permits/organisation/new-permit-page')).NewPermitPage,
    }),
  },
  {
    path: '/organisation/:organisationId/fixtures',
    lazy: async () => ({
      Component: (await import('../features/fixtures/organisation/organisation-fixtures-page'))
        .OrganisationFixturesPage,
    }),
  },
  {
    path: '/union',
    lazy: async () => ({ Component: (await import('../features/back-office/back-office-page')).BackOfficePage }),
  },
  {
    path: '/union/work-queue',
    lazy: async () => ({
      Component: (await import('../features/registrations/work-queue/work-queue-page')).WorkQueuePage,
    }),
  },
  {
    path: '/union/work-queue/player/:id',
    lazy: async () => ({
      Component: (await import('../features/registrations/work-queue/work-queue-item-page')).PlayerReferralPage,
    }),
  },
  {
    path: '/union/work-queue/volunteer/:id',
    lazy: async () => ({
      Component: (await import('../features/registrations/work-queue/work-queue-item-page')).VolunteerApprovalPage,
    }),
  },
  {
    path: '/union/organisations',
    lazy: async () => ({
      Component: (await import('../features/organisations/union/organisations-page')).OrganisationsPage,
    }),
  },
  {
    path: '/union/organisations/:organisationId',
    lazy: async () => ({
      Component: (await import('./screens/union-organisation-page')).UnionOrganisationPage,
    }),
  },
  {
    path: '/union/people',
    lazy: async () => ({ Component: (await import('./screens/union-people-search-page')).PeopleSearchPage }),
  },
  {
    path: '/union/people/:personId',
    lazy: async () => ({ Component: (await import('./screens/union-person-page')).PersonPage }),
  },
  {
    path: '/union/dbs/expiring',
    lazy: async () => ({ Component: (await import('../features/dbs-checks/expiring-dbs-page')).ExpiringDbsPage }),
  },
  {
    path: '/union/roles',
    lazy: async () => ({ Component: (await import('../features/roles/union-roles-page')).UnionRolesPage }),
  },
  {
    path: '/union/audit-log',
    lazy: async () => ({ Component: (await import('../features/audit-log/audit-log-page')).AuditLogPage }),
  },
  {
    path: '/union/transfers',
    lazy: async () => ({
      Component: (await import('../features/transfers/union/union-transfers-page')).UnionTransfersPage,
    }),
  },
  {
    path: '/union/permits',
    lazy: async () => ({
      Component: (await import('../features/permits/union/union-permits-page')).UnionPermitsPage,
    }),
  },
  {
    path: '/union/fixtures',
    lazy: async () => ({
      Component: (await import('../features/fixtures/union/union-fixtures-page')).UnionFixturesPage,
    }),
  },
  {
    path: '/union/fixtures/import',
    lazy: async () => ({ Component: (await import('../features/fixtures/union/import-page')).FixtureImportPage }),
  },
  {
    path: '/union/fixtures/:competitionId',
    lazy: async () => ({ Component: (await import('../features/fixtures/union/competition-page')).CompetitionPage }),
  },
  {
    path: '/union/settings',
    lazy: async () => ({ Component: (await import('../features/back-office/settings-page')).SettingsPage }),
  },
  {
    path: '/union/outbox',
    lazy: async () => ({ Component: (await import('../features/outbox/outbox-page')).OutboxPage }),
  },
  {
    path: '/refereeing',
    lazy: async () => ({ Component: (await import('../features/fixtures/referee/refereeing-page')).RefereeingPage }),
  },
  {
    path: '/refereeing/submit',
    lazy: async () => ({
      Component: (await import('../features/fixtures/referee/submit-result-page')).SubmitResultPage,
    }),
  },
  {
    path: '/refereeing/your-fixtures',
    lazy: async () => ({
      Component: (await import('../features/fixtures/referee/your-fixtures-page')).YourFixturesPage,
    }),
  },
  {
    path: '/refereeing/fixture-details/:fixtureId',
    lazy: async () => ({
      Component: (await import('../features/fixtures/referee/fixture-details-page')).FixtureDetailsPage,
    }),
  },
];

/**
 * Every page: a new page opens at the top; back and forward return to where the reader was. On a page
 * the server drew, a button tapped before the app had it is tapped again once the page is the app's
 * (decision 039): here, inside the router, whose content React takes over after the providers around it.
 */
function RootFrame() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <EarlyTapsReplayed />
    </>
  );
}

export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <RootFrame />,
    errorElement: <RouteErrorPage />,
    // While the first page's modules load (lazy routes, decision 035): the one loading overlay, not an empty page.
    hydrateFallbackElement: <LoadingOverlay fullPage />,
    children: [
      {
        path: '/',
        lazy: async () => ({ Component: (await import('../features/landing/landing-page')).LandingPage }),
      },
      {
        // Opened from an e-mail, signed in or not: the token is the proof.
        path: '/confirm-email/:token',
        // With Mantine's sheets beyond the landing page's, as the signed-in frame loads them (decision 035).
        lazy: async () => {
          const [page] = await Promise.all([
            import('../features/accounts/confirm-email-page'),
            import('./styles-rest.css'),
          ]);
          return { Component: page.ConfirmEmailPage };
        },
      },
      // The signed-in frame and the not-found page load with the page that needs them, not with the
      // landing page (decision 035): React Router loads a matched layout's module with its page's.
      {
        lazy: async () => ({ Component: (await import('./require-auth')).RequireAuth }),
        children: [
          {
            lazy: async () => ({ Component: (await import('./app-layout')).AppLayout }),
            children: protectedRoutes(queryClient),
          },
        ],
      },
      { path: '*', lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundRoute }) },
    ],
  },
];

/**
 * The routes that match `pathname`, for a page the server drew (decision 039): matched once, as
 * React Router's matching flattens and ranks every route each time it is asked.
 */
export function matchedRoutes(routes: RouteObject[], pathname: string): RouteMatch[] {
  return matchRoutes(routes, pathname) ?? [];
}

/**
 * Loads the modules of the matched routes: React Router draws a route whose module has not loaded
 * with its loading state, and the page must be drawn as the server drew it, in the browser as on the
 * server.
 */
export async function loadMatchedRoutes(matches: RouteMatch[]): Promise<void> {
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The loaders' answers for a page the server drew: none, as the loaders only begin the page's reads,
 * which came with the page. Given, the router runs no loader as it starts. Asked once the matched
 * routes' modules have loaded (`loadMatchedRoutes`), which bring their loaders.
 */
export function hydrationDataOf(matches: RouteMatch[]): HydrationState {
  const loaderData: Record<string, null> = {};
  for (const { route, pathname } of matches) {
    if (!route.loader) continue;
    if (!route.id) throw new Error(`The route of ${route.path ?? pathname} has a loader and no id`);
    loaderData[route.id] = null;
  }
  return { loaderData };
}

/** The browser's router over `routes`, starting from the loaders' answers when the server drew the page. */
export function createRouter(routes: RouteObject[], hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
