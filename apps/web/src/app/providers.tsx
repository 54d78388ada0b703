import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/cy';
import { useTranslation } from 'react-i18next';
import { LiveAnnouncer } from '../components/live-announcer';
import { shouldRetryQuery } from '../lib/api-client';
import { AuthProvider, useAuth } from '../lib/auth';
import { dateLocaleOf } from '../lib/language';
import { cssVariablesResolver, theme } from '../lib/theme';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetryQuery },
      // A change is never sent twice on its own: the person sees the failure and decides.
      mutations: { retry: false },
    },
  });
}

// Loaded once someone is signed in: it writes to their record, through the contract's schemas.
const PersonLanguageOnSignIn = lazy(async () => ({
  default: (await import('../entities/person/language')).PersonLanguageOnSignIn,
}));

/** Applies or keeps a signed-in person's language (see PersonLanguageOnSignIn); nothing for a visitor. */
function PersonLanguageWhenSignedIn() {
  const { user } = useAuth();
  if (!user?.memberId) return null;
  return (
    <Suspense fallback={null}>
      <PersonLanguageOnSignIn />
    </Suspense>
  );
}

export interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

/**
 * Theme, dates (en-GB or Welsh as the page's language, weeks start on Monday), the person's stored language, server state, who is signed in and the one live
 * region that announces results to screen readers (`useAnnounce`).
 */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const { i18n } = useTranslation();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <DatesProvider settings={{ locale: dateLocaleOf(i18n.language), firstDayOfWeek: 1 }}>
        <QueryClientProvider client={client}>
          <AuthProvider>
            <PersonLanguageWhenSignedIn />
            <LiveAnnouncer>{children}</LiveAnnouncer>
          </AuthProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
