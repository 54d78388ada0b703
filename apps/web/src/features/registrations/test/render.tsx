import { useLocation, type RouteObject } from 'react-router';
import { renderRoutes } from '../../../test/render';

/** Renders routes in memory starting at `pathname` with navigation `state`. */
export function renderAt(routes: RouteObject[], pathname: string, state?: unknown) {
  return renderRoutes(routes, { pathname, state });
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
