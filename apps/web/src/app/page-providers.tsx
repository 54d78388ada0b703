import { MantineProvider } from '@mantine/core';
import { type ReactNode } from 'react';
import { LiveAnnouncer } from '../components/live-announcer';
// Not lazy: language.tsx is in every page's first load already (the landing page's switcher), and
// the contract it writes the person's language through loads with its first call (lazyEndpoint).
import { PersonLanguageOnSignIn } from '../entities/person/language';
import { AuthProvider, type AuthState } from '../lib/auth';
import { cssVariablesResolver, theme } from '../lib/theme';

/** The theme, around everything either root draws. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}

/**
 * Who is signed in, the person's stored language and the one live region that announces results to
 * screen readers (`useAnnounce`): what every page needs, in the app's providers and in the landing
 * page's own root (decision 035), which has neither the query client nor the dates provider.
 */
export function SessionProviders({ children, session }: { children: ReactNode; session?: AuthState | undefined }) {
  return (
    <AuthProvider {...(session ? { known: session } : {})}>
      <PersonLanguageOnSignIn />
      <LiveAnnouncer>{children}</LiveAnnouncer>
    </AuthProvider>
  );
}
