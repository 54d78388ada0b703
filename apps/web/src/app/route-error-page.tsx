import { isRouteErrorResponse, useRouteError } from 'react-router';
import { describeError, ErrorScreen, type ErrorDescription } from './error-screen';

export type { ErrorDescription } from './error-screen';

/** What the error screen shows: the message (or 'status statusText' for route responses) and any stack. */
export function describeRouteError(error: unknown): ErrorDescription {
  if (isRouteErrorResponse(error)) return { message: `${error.status} ${error.statusText}`.trim(), stack: null };
  return describeError(error);
}

export function RouteErrorPage() {
  return <ErrorScreen {...describeRouteError(useRouteError())} />;
}
