/**
 * A call through a contract, without TanStack Query: the landing page's root has no query client
 * (decision 035). `lib/endpoint-client` re-exports these beside the query helpers.
 */
import { urlOf, type Endpoint, type EndpointOutput, type EndpointRequest } from '@mywru/shared';
import { ApiError, apiRequest } from './api-client';
import { loadOnce } from './load-once';

/**
 * A contract loaded on its first call (decision 035): the modules that define it, with their
 * schemas and zod, stay out of the chunk of a page that imports the caller (the landing page's
 * session check, runtime configuration and language save). `path` is the contract's own, checked
 * against it by the type system (`E['path']` is the literal) and again when it loads; the query key
 * is made from it, so reads of a lazy contract share their cache and keys with the contract's.
 */
export interface LazyEndpoint<E extends Endpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly load: () => Promise<E>;
  /** The contract once loaded (every call that was answered has loaded it), else undefined. */
  readonly loaded: () => E | undefined;
}

/** Either the contract itself or one loaded on its first call. */
export type EndpointRef<E extends Endpoint> = E | LazyEndpoint<E>;

/**
 * Declares a lazy contract: `lazyEndpoint('GET', '/api/config', async () => (await import('@mywru/shared/runtime-config/endpoints')).getRuntimeConfigEndpoint)`.
 * The module is imported on the first call and kept (`loadOnce`: a failed import is tried again on
 * the next call). The method and path are the contract's own, so a read can be sent while its
 * contract loads (see callEndpoint).
 */
export function lazyEndpoint<E extends Endpoint>(
  method: NoInfer<E['method']>,
  path: NoInfer<E['path']>,
  load: () => Promise<E>,
): LazyEndpoint<E> {
  const contract = loadOnce(async () => {
    const endpoint = await load();
    if (endpoint.path !== path || endpoint.method !== method) {
      throw new Error(`The contract of ${method} ${path} answers ${endpoint.method} ${endpoint.path}`);
    }
    return endpoint;
  });
  return { method, path, load: contract.load, loaded: contract.loaded };
}

/**
 * A read whose answer is taken as the API sent it, without the contract's schema at run time (decision
 * 035): the API encodes every answer through its contract's response schema before sending it
 * (`apps/api/src/lib/endpoint.ts` gives each route the contract's schemas; a route whose answer does
 * not match fails with a 500 and sends nothing), so the page need not load the schema and zod to read
 * it. The path and the answer's type are the contract's own (`E`, through `import type`; `E['path']` is
 * the literal, so a typo does not compile). Only for the reads every page makes as it starts, before
 * it has loaded any contract: who is signed in and the runtime configuration; every other call parses
 * its answer with its contract.
 */
export interface ReadAsSent<E extends Endpoint> {
  readonly method: 'GET';
  readonly path: E['path'];
  readonly asSent: true;
}

/** Declares a read taken as sent: `readAsSent<typeof getSessionEndpoint>('/auth/session')`. */
export function readAsSent<E extends Endpoint & { method: 'GET' }>(path: NoInfer<E['path']>): ReadAsSent<E> {
  return { method: 'GET', path, asSent: true };
}

function isLazy<E extends Endpoint>(ref: EndpointRef<E>): ref is LazyEndpoint<E> {
  return 'load' in ref && typeof ref.load === 'function';
}

/** The contract of a reference, loading it when it is lazy. */
export async function contractOf<E extends Endpoint>(ref: EndpointRef<E>): Promise<E> {
  return isLazy(ref) ? ref.load() : ref;
}

/**
 * Whether a refusal's reason is one the contract declares for its own refusals (a page words those
 * itself and shows its generic message for any other). A lazy contract that has not loaded has
 * answered no call, so it declares none yet.
 */
export function declaresReason(ref: EndpointRef<Endpoint>, reason: string | null): boolean {
  const endpoint = isLazy(ref) ? ref.loaded() : ref;
  return reason !== null && (endpoint?.reasons as readonly string[] | undefined)?.includes(reason) === true;
}

interface Parts {
  params?: object;
  query?: object;
  body?: unknown;
}

/**
 * Calls an endpoint through its contract: the path, method and shapes come from packages/shared,
 * the answer is parsed with the contract's response schema (a read taken as sent excepted, see
 * readAsSent), and a refusal throws an `ApiError` carrying the API's reason.
 */
export async function callEndpoint<E extends Endpoint>(
  ref: EndpointRef<E> | ReadAsSent<E>,
  request?: EndpointRequest<E>,
  options: { signal?: AbortSignal } = {},
): Promise<EndpointOutput<E>> {
  const parts = (request ?? {}) as Parts;
  const send = (endpoint: Pick<Endpoint, 'method' | 'path'>) =>
    apiRequest<unknown>(urlOf(endpoint, parts), {
      method: endpoint.method,
      ...(parts.body !== undefined ? { body: parts.body } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  // A read of a lazy contract is sent while the contract loads (the session check every page makes
  // as it starts would otherwise wait for the contract's module first); a change is sent once its
  // contract has loaded, so nothing is changed by a call that then fails to load its contract.
  if ('asSent' in ref) {
    const sent = await send(ref);
    if (!sent.success) throw new ApiError(sent);
    return sent.data as EndpointOutput<E>;
  }
  let endpoint: E;
  let result: Awaited<ReturnType<typeof send>>;
  if (isLazy(ref) && ref.method === 'GET') {
    [endpoint, result] = await Promise.all([ref.load(), send(ref)]);
  } else {
    endpoint = await contractOf(ref);
    result = await send(endpoint);
  }
  if (!result.success) throw new ApiError(result);
  return (endpoint.response ? endpoint.response.parse(result.data) : undefined) as EndpointOutput<E>;
}
