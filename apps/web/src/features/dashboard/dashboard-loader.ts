import { isUnionStaff, type Person } from '@mywru/shared';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { actionsQuery } from '../../entities/action';
import { personQuery } from '../../entities/person/person-query';
import { unionSummaryQuery } from '../../entities/union-staff/union-summary';
import type { AuthState, AuthUser } from '../../lib/auth';
import { i18n } from '../../lib/i18n';
import { loadRuntimeConfig } from '../../lib/runtime-config';
import { organisationRolesQuery } from './api/organisation-roles';

/** A read of the page's, by its query: into the app's cache in the browser, from the API on the server. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each read's own answer type
export type PageRead = <T = any>(query: FetchQueryOptions<T, Error, T, QueryKey>) => Promise<T>;

/**
 * What the dashboard reads for who is signed in: the person's record and roles at once, then, once the
 * person has an address on record, the cards' (the actions waiting, and the union's counts for union
 * staff). A newcomer's dashboard, the onboarding form, reads none of the cards'. The route's loader
 * begins these in the browser (decision 035); the server awaits them when it draws the page (decision 039).
 * Settles once all have; rejects when one fails.
 */
export async function dashboardReads(user: AuthUser, read: PageRead): Promise<void> {
  const memberId = user.memberId;
  if (memberId === null) return;
  const roles = read(organisationRolesQuery(memberId));
  const cards = read<Person>(personQuery(memberId)).then(async (person) => {
    if (person.addresses.length === 0) return;
    await Promise.all([
      read(actionsQuery()),
      ...(isUnionStaff(user.unionRoles) ? [read(unionSummaryQuery(true))] : []),
    ]);
  });
  await Promise.all([roles, cards]);
}

/**
 * The dashboard route's loader (decision 035): as soon as the session answers (the page's first
 * check, begun before the app's code loaded: `sessionAnswer`), the dashboard's reads begin into the
 * query cache the page reads, beside the page's code rather than after its first render. It waits
 * only for what the page would wait for before drawing anything (the session and the dashboard's
 * texts); the reads are left running, so the page still shows its loading state, its connection
 * error and its timeout as before. It never fails: a read that fails is the page's to show.
 */
export async function dashboardLoader(queryClient: QueryClient, session: Promise<AuthState>): Promise<null> {
  const texts = i18n.loadNamespaces('dashboard').catch(() => undefined);
  const { user } = await session;
  if (user && user.memberId !== null) {
    dashboardReads(user, (query) => queryClient.fetchQuery(query)).catch(() => undefined);
    // The support address of the 'Important' dialog, which a complete dashboard may open.
    queryClient.fetchQuery(personQuery(user.memberId)).then(
      (person) => {
        if (person.addresses.length > 0) loadRuntimeConfig();
      },
      () => undefined,
    );
  }
  await texts;
  return null;
}
