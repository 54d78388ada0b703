import { DatesProvider } from '@mantine/dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/cy';
import { useTranslation } from 'react-i18next';
import { shouldRetryQuery } from '../lib/api-client';
import type { AuthState } from '../lib/auth';
import { dateLocaleOf } from '../lib/language';
import { SessionProviders, ThemeProvider } from './page-providers';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetryQuery },
      // A change is never sent twice on its own: the person sees the failure and decides.
      mutations: { retry: false },
    },
  });
}

export interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Who is signed in, when already known (a page the server drew, decision 039). */
  session?: AuthState | undefined;
}

/**
 * Theme, dates (en-GB or Welsh as the page's language, weeks start on Monday), the person's stored language, server state, who is signed in and the one live
 * region that announces results to screen readers (`useAnnounce`).
 */
export function AppProviders({ children, queryClient, session }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const { i18n } = useTranslation();
  return (
    <ThemeProvider>
      <DatesProvider settings={{ locale: dateLocaleOf(i18n.language), firstDayOfWeek: 1 }}>
        <QueryClientProvider client={client}>
          <SessionProviders session={session}>{children}</SessionProviders>
        </QueryClientProvider>
      </DatesProvider>
    </ThemeProvider>
  );
}
