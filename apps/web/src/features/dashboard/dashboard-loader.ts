import { isUnionStaff } from '@mywru/shared';
import type { QueryClient } from '@tanstack/react-query';
import { actionsQuery } from '../../entities/action';
import { personQuery } from '../../entities/person/person-query';
import { unionSummaryQuery } from '../../entities/union-staff/union-summary';
import type { AuthState } from '../../lib/auth';
import { i18n } from '../../lib/i18n';
import { loadRuntimeConfig } from '../../lib/runtime-config';
import { organisationRolesQuery } from './api/organisation-roles';

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
  const memberId = user?.memberId ?? null;
  if (user && memberId !== null) {
    void queryClient.prefetchQuery(organisationRolesQuery(memberId));
    // The cards (the actions waiting, the union's counts, the support address) show once the person
    // has an address on record; a newcomer sees the onboarding form instead, which reads none of them.
    queryClient.fetchQuery(personQuery(memberId)).then(
      (person) => {
        if (person.addresses.length === 0) return;
        void queryClient.prefetchQuery(actionsQuery());
        if (isUnionStaff(user.unionRoles)) void queryClient.prefetchQuery(unionSummaryQuery(true));
        loadRuntimeConfig();
      },
      () => undefined,
    );
  }
  await texts;
  return null;
}
