import { Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { LoadingOverlay } from '../components/loading-overlay';
import { AppProviders, createQueryClient } from './providers';
import { createRouter } from './router';

// One query client for the pages and for the routes' loaders, which begin a page's reads in it.
const queryClient = createQueryClient();
const router = createRouter(queryClient);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <Suspense fallback={<LoadingOverlay fullPage />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}
