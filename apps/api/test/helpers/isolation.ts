/**
 * Set-up for every API test file (vitest `setupFiles`). Test files of a worker share one module cache
 * (`isolate: false`, decision 036), so what a file changes in the process must not outlive it: after
 * its own `afterAll` hooks, its spies, fake timers and stubbed globals and environment variables are
 * put back.
 */
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
