import { queryKeyOf, type Endpoint, type EndpointOutput, type EndpointRequest } from '@mywru/shared';
import {
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import type { ApiError } from './api-client';
import { callEndpoint, type EndpointRef } from './endpoint-call';

// A call through a contract lives in its own module, without TanStack Query, for the landing page's
// root (decision 035); it is exported here too, so every page imports its calls from one place.
export {
  callEndpoint,
  contractOf,
  declaresReason,
  lazyEndpoint,
  readAsSent,
  type EndpointRef,
  type LazyEndpoint,
  type ReadAsSent,
} from './endpoint-call';

/** The request argument: optional when the endpoint takes no params, query or body. */
type RequestArgs<E extends Endpoint> =
  object extends EndpointRequest<E> ? [request?: EndpointRequest<E>] : [request: EndpointRequest<E>];

interface Parts {
  params?: object;
  query?: object;
  body?: unknown;
}

/** TanStack Query options of a read: the contract's key and a call through the contract. */
export function endpointQuery<E extends Endpoint>(endpoint: EndpointRef<E>, ...[request]: RequestArgs<E>) {
  return queryOptions({
    queryKey: queryKeyOf(endpoint, (request ?? {}) as Parts) as QueryKey,
    queryFn: ({ signal }) => callEndpoint(endpoint, request, { signal }),
  });
}

/**
 * A change through TanStack Query's `useMutation`: the call goes through the contract and, when it
 * succeeds, the reads named by `invalidates` (keys from `queryKeyOf`/`queryKeyOfPath`) are fetched
 * again. Failures are `ApiError`s with the API's reason.
 */
export function useEndpointMutation<E extends Endpoint, TContext = unknown>(
  endpoint: EndpointRef<E>,
  options: Omit<UseMutationOptions<EndpointOutput<E>, ApiError, EndpointRequest<E>, TContext>, 'mutationFn'> & {
    invalidates?: (request: EndpointRequest<E>, output: EndpointOutput<E>) => readonly QueryKey[];
  } = {},
) {
  const queryClient = useQueryClient();
  const { invalidates, onSuccess, ...rest } = options;
  return useMutation<EndpointOutput<E>, ApiError, EndpointRequest<E>, TContext>({
    ...rest,
    mutationFn: (request) => callEndpoint(endpoint, request),
    onSuccess: async (output, request, ...more) => {
      if (invalidates) {
        await Promise.all(invalidates(request, output).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      }
      await onSuccess?.(output, request, ...more);
    },
  });
}
