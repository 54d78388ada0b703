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

/**
 * A contract loaded on its first call (decision 035): the modules that define it, with their
 * schemas and zod, stay out of the chunk of a page that imports the caller (the landing page's
 * session check, runtime configuration and language save). `path` is the contract's own, checked
 * against it by the type system (`E['path']` is the literal) and again when it loads; the query key
 * is made from it, so reads of a lazy contract share their cache and keys with the contract's.
 */
export interface LazyEndpoint<E extends Endpoint> {
  readonly path: E['path'];
  readonly load: () => Promise<E>;
}

/** Either the contract itself or one loaded on its first call. */
export type EndpointRef<E extends Endpoint> = E | LazyEndpoint<E>;

/**
 * Declares a lazy contract: `lazyEndpoint('/api/config', async () => (await import('@mywru/shared/runtime-config/endpoints')).getRuntimeConfigEndpoint)`.
 * The module is imported once, on the first call.
 */
export function lazyEndpoint<E extends Endpoint>(path: NoInfer<E['path']>, load: () => Promise<E>): LazyEndpoint<E> {
  let loading: Promise<E> | undefined;
  return {
    path,
    load: () =>
      (loading ??= load().then((endpoint) => {
        if (endpoint.path !== path) throw new Error(`The contract of ${path} answers ${endpoint.path}`);
        return endpoint;
      })),
  };
}

function isLazy<E extends Endpoint>(ref: EndpointRef<E>): ref is LazyEndpoint<E> {
  return 'load' in ref && typeof ref.load === 'function';
}

/** The contract of a reference, loading it when it is lazy. */
export async function contractOf<E extends Endpoint>(ref: EndpointRef<E>): Promise<E> {
  return isLazy(ref) ? ref.load() : ref;
}

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
  ref: EndpointRef<E>,
  request?: EndpointRequest<E>,
  options: { signal?: AbortSignal } = {},
): Promise<EndpointOutput<E>> {
  const endpoint = await contractOf(ref);
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
