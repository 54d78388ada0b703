import { Component, type ReactNode } from 'react';
import { LandingPage } from '../features/landing/landing-page';
import { describeError, ErrorScreen } from './error-screen';
import { SessionProviders, ThemeProvider } from './page-providers';

/** The error screen the router's error page shows, for the landing page's root, which has no router. */
class LandingErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; hasError: boolean }> {
  override state = { error: undefined as unknown, hasError: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, hasError: true };
  }

  override render() {
    return this.state.hasError ? <ErrorScreen {...describeError(this.state.error)} /> : this.props.children;
  }
}

/**
 * The landing page's own root (decision 035): a first visit to `/` renders the landing page with the
 * theme, who is signed in and the live regions, without React Router, TanStack Query or the dates
 * provider, which the app's root (`App`) loads for every other page. The app's router renders the
 * same LandingPage at `/` when a signed-in page navigates there.
 */
export function LandingRoot() {
  return (
    <ThemeProvider>
      <SessionProviders>
        <LandingErrorBoundary>
          <LandingPage />
        </LandingErrorBoundary>
      </SessionProviders>
    </ThemeProvider>
  );
}
