// Mantine's sheets beyond the landing page's, before this frame's own (decision 035).
import './styles-rest.css';
import { Container } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorAlert } from '../components/error-alert';
import { LoadingOverlay } from '../components/loading-overlay';
import { useAuth } from '../lib/auth';
import { useReasonText } from '../lib/reason-text';

/**
 * Layout route for every protected page: a full-page loading overlay while the session loads, and a
 * redirect to the hosted sign-in (returning to this path) when nobody is signed in.
 */
export function RequireAuth() {
  const { isLoading, isAuthenticated, error, login } = useAuth();
  const location = useLocation();
  const reasonText = useReasonText();
  const mustSignIn = !isLoading && !isAuthenticated && !error;

  useEffect(() => {
    if (mustSignIn) login(`${location.pathname}${location.search}`);
  }, [mustSignIn, login, location.pathname, location.search]);

  if (isAuthenticated) return <Outlet />;
  if (error && !isLoading) {
    return (
      <Container component="main" size="sm" py="xl">
        <ErrorAlert>{reasonText(error)}</ErrorAlert>
      </Container>
    );
  }
  return <LoadingOverlay fullPage />;
}
