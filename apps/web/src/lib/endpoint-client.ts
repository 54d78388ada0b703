import { queryKeyOf, urlOf, type Endpoint, type EndpointOutput, type EndpointRequest } from '@mywru/shared';
import {
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client';

/** The request argument: optional when the endpoint takes no params, query or body. */
type RequestArgs<E extends Endpoint> =
  object extends EndpointRequest<E> ? [request?: EndpointRequest<E>] : [request: EndpointRequest<E>];

interface Parts {
  params?: object;
  query?: object;
  body?: unknown;
}

/**
 * Calls an endpoint through its contract: the path, method and shapes come from packages/shared,
 * the answer is parsed with the contract's response schema, and a refusal throws an `ApiError`
 * carrying the API's reason.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  request?: EndpointRequest<E>,
  options: { signal?: AbortSignal } = {},
): Promise<EndpointOutput<E>> {
  const parts = (request ?? {}) as Parts;
  const result = await apiRequest<unknown>(urlOf(endpoint, parts), {
    method: endpoint.method,
    ...(parts.body !== undefined ? { body: parts.body } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!result.success) throw new ApiError(result);
  return (endpoint.response ? endpoint.response.parse(result.data) : undefined) as EndpointOutput<E>;
}

/** TanStack Query options of a read: the contract's key and a call through the contract. */
export function endpointQuery<E extends Endpoint>(endpoint: E, ...[request]: RequestArgs<E>) {
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
  endpoint: E,
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
