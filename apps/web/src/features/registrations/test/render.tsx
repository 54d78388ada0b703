import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { testQueryClient } from '../../../test/render';

/** Renders routes in memory starting at `pathname` with navigation `state`. */
export function renderAt(routes: RouteObject[], pathname: string, state?: unknown) {
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname, state }] });
  const utils = render(
    <AppProviders queryClient={testQueryClient()}>
      {/* As in the app's tree (AppTree): a page that suspends shows nothing until it can draw. */}
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>,
  );
  return { ...utils, router };
}

/** A stand-in page that shows where it is and the navigation state it got. */
export function Probe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <div>
      <p>{name}</p>
      <pre data-testid="probe-state">{JSON.stringify(location.state ?? null)}</pre>
    </div>
  );
}
