import type { z } from 'zod';
import type { Reason } from '../errors/reasons-catalogue';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** The refusal statuses an endpoint documents besides the ones every endpoint may answer. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 429;

/**
 * One endpoint's contract: method, path (`:name` for a path parameter), the schemas of its
 * params, query, body and success answer, and the refusals it may answer with. The API registers
 * its route from it (`apps/api/src/lib/endpoint.ts`) and the web app calls it through it
 * (`apps/web/src/lib/endpoint-client.ts`), so a path, a method or a shape is written once.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly summary: string;
  /** The capability it belongs to (its noun); the API reference groups endpoints by it. */
  readonly capability: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success answer's schema; `null` for 204 No Content. */
  readonly response: z.ZodType | null;
  /** The success status when it is not 200 (or 204 for no content). */
  readonly status?: 200 | 201 | 204;
  readonly refusals: readonly RefusalStatus[];
  /** The reasons of its refusals beyond the common ones, for the API reference and tests. */
  readonly reasons?: readonly Reason[];
  /** Callable without signing in (the auth plugin lets anonymous callers through). */
  readonly isPublic?: boolean;
  /** Left out of the API reference (the process's own probes). */
  readonly isHidden?: boolean;
}

/** Declares an endpoint; the literal type is kept so calls and handlers are typed from it. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type Part<E, K extends 'params' | 'query' | 'body', Name extends string, Side extends 'in' | 'out'> = E extends {
  [P in K]: infer S extends z.ZodType;
}
  ? { [P in Name]: Side extends 'in' ? z.input<S> : z.output<S> }
  : unknown;

/** What the API's handler receives: the parsed params, query and body. */
export type EndpointInput<E extends Endpoint> = Part<E, 'params', 'params', 'out'> &
  Part<E, 'query', 'query', 'out'> &
  Part<E, 'body', 'body', 'out'>;

/** What a caller sends: the params, query and body before parsing. */
export type EndpointRequest<E extends Endpoint> = Part<E, 'params', 'params', 'in'> &
  Part<E, 'query', 'query', 'in'> &
  Part<E, 'body', 'body', 'in'>;

/** The success answer of an endpoint (`undefined` for 204). */
export type EndpointOutput<E extends Endpoint> = E extends { response: infer R extends z.ZodType }
  ? z.output<R>
  : undefined;

/** What the handler returns, before the response schema serialises it. */
export type EndpointResult<E extends Endpoint> = E extends { response: infer R extends z.ZodType }
  ? z.input<R>
  : undefined;

export function successStatusOf(endpoint: Endpoint): 200 | 201 | 204 {
  return endpoint.status ?? (endpoint.response === null ? 204 : 200);
}

/** The path with its parameters filled in, each percent-encoded. */
export function pathOf(endpoint: Pick<Endpoint, 'path'>, params?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return endpoint.path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string (with its `?`, or empty): arrays repeat the name, absent values are left out. */
export function queryStringOf(query?: object): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      const text = item instanceof Date ? item.toISOString() : String(item);
      pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(text)}`);
    }
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

export function urlOf(endpoint: Pick<Endpoint, 'path'>, request: { params?: object; query?: object } = {}): string {
  return pathOf(endpoint, request.params) + queryStringOf(request.query);
}

/**
 * The one query-key scheme: the path's segments with the parameters filled in, then the query.
 * Keys nest as paths do, so invalidating `queryKeyOfPath('/api/organisation/5')` refreshes every
 * read under that organisation, and an endpoint's key without its query covers all its queries.
 */
export function queryKeyOf(
  endpoint: Pick<Endpoint, 'path'>,
  request: { params?: object; query?: object } = {},
): readonly unknown[] {
  const key: readonly unknown[] = queryKeyOfPath(pathOf(endpoint, request.params));
  const query = request.query && Object.keys(request.query).length > 0 ? request.query : undefined;
  return query ? [...key, query] : key;
}

/**
 * The address a read's query key stands for, the inverse of queryKeyOf: its segments as a path, then
 * its query. The server reads the addresses of a page's first reads from the page's own query keys
 * when it draws the page (decision 039), so the two cannot disagree.
 */
export function urlOfQueryKey(key: readonly unknown[]): string {
  const last = key.at(-1);
  const query = typeof last === 'object' && last !== null ? last : undefined;
  const segments = (query ? key.slice(0, -1) : key).map((segment) => encodeURIComponent(String(segment)));
  return `/${segments.join('/')}${queryStringOf(query)}`;
}

/** The key prefix of every read under a concrete path (`/api/person/12`). */
export function queryKeyOfPath(path: string): readonly string[] {
  return path
    .split('/')
    .filter((segment) => segment.length > 0)
    .map(decodeURIComponent);
}
