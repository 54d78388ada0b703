import { Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { LoadingOverlay } from '../components/loading-overlay';
import { AppProviders } from './providers';
import { createRouter } from './router';

const router = createRouter();

export function App() {
  return (
    <AppProviders>
      <Suspense fallback={<LoadingOverlay fullPage />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}
