import type { RuntimeConfig } from '@mywru/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { shouldRetryQuery } from './api-client';
import type { getRuntimeConfigEndpoint } from '@mywru/shared/runtime-config/endpoints';
import { callEndpoint, readAsSent } from './endpoint-call';

/**
 * GET /api/config, its answer taken as the API encoded it with the contract's schema (decision 035):
 * the landing page reads it as it starts, and loads no contract and no zod for it.
 */
const runtimeConfigEndpoint = readAsSent<typeof getRuntimeConfigEndpoint>('/api/config');

export type { RuntimeConfig } from '@mywru/shared';

/** What a page knows of the runtime configuration: the same shape as a query's result, where callers read it. */
export interface RuntimeConfigState {
  data: RuntimeConfig | undefined;
  isPending: boolean;
  isError: boolean;
}

const PENDING: RuntimeConfigState = { data: undefined, isPending: true, isError: false };

/** The wait before the one retry of a failed read (a 5xx or no answer), as TanStack Query's first retry. */
const RETRY_DELAY_MS = 1000;

/**
 * The runtime configuration is fixed for the page's life (the server's environment), so it is read
 * once per page, without TanStack Query (decision 035: the landing page renders without the query
 * client): the first reader starts the read, every reader shares its answer. A read that failed is
 * tried again when a page that needs it is mounted next.
 */
let state: RuntimeConfigState = PENDING;
let loading = false;
/** Bumped by `forgetRuntimeConfig`: an answer to an older read is dropped. */
let generation = 0;
const listeners = new Set<() => void>();

function publish(next: RuntimeConfigState) {
  state = next;
  for (const listener of listeners) listener();
}

async function read(): Promise<RuntimeConfig> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await callEndpoint(runtimeConfigEndpoint);
    } catch (error) {
      if (!shouldRetryQuery(failures + 1, error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
}

/** Starts the read unless it has an answer or is under way (a route's loader may start it before a page reads it). */
export function loadRuntimeConfig() {
  if (loading || state.data) return;
  loading = true;
  const current = generation;
  if (state.isError) publish(PENDING);
  read().then(
    (data) => {
      if (current !== generation) return;
      loading = false;
      publish({ data, isPending: false, isError: false });
    },
    () => {
      if (current !== generation) return;
      loading = false;
      publish({ data: undefined, isPending: false, isError: true });
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function snapshot(): RuntimeConfigState {
  return state;
}

/**
 * Forgets what was read, as a new page would (the component tests: each starts with its own answer
 * to `/api/config`).
 */
export function forgetRuntimeConfig(): void {
  generation += 1;
  loading = false;
  state = PENDING;
}

/** The runtime configuration: `data` once read; `isPending` until then; `isError` when the read failed. */
export function useRuntimeConfig(): RuntimeConfigState {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    loadRuntimeConfig();
  }, []);
  return current;
}
