import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { LiveAnnouncer } from '../components/live-announcer';
import { AuthProvider, useAuth } from '../lib/auth';
import { cssVariablesResolver, theme } from '../lib/theme';

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
export function SessionProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <PersonLanguageWhenSignedIn />
      <LiveAnnouncer>{children}</LiveAnnouncer>
    </AuthProvider>
  );
}
