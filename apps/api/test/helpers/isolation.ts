/**
 * Set-up for every API test file (vitest `setupFiles`). Test files of a worker share one module cache
 * (`isolate: false`, decision 036), so what a file changes in the process must not outlive it: after
 * its own `afterAll` hooks, its spies, fake timers and stubbed globals and environment variables are
 * put back.
 *
 * It also fails the file in which node-postgres warns of something pg@9 will refuse. The one seen so
 * far was a second statement sent to a client still running one: a use case running reads side by
 * side on its transaction's one connection, which pg queues today and pg@9 will not. Both databases
 * are reached through node-postgres (decision 037), so this holds on PGlite as on PostgreSQL. Node
 * gives each such warning once per process, so the first file that causes it fails.
 */
import { afterAll, vi } from 'vitest';

// This file runs before every test file of a worker's process: the listener is added once, and kept on the process.
const processState = process as unknown as Record<symbol, string[] | undefined>;
const heard = (processState[Symbol.for('mywru.test.pgDeprecations')] ??= listenForPgDeprecations());

/** The messages of node-postgres's warnings of what pg@9 refuses, as the process hears them. */
function listenForPgDeprecations(): string[] {
  const messages: string[] = [];
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && warning.message.includes('pg@9')) messages.push(warning.message);
  });
  return messages;
}

afterAll(async () => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // A warning is delivered on a later turn of the event loop than the call that caused it.
  await new Promise((resolve) => setImmediate(resolve));
  const messages = heard.splice(0);
  if (messages.length > 0) throw new Error(`node-postgres warned while this file ran: ${messages.join('; ')}`);
});
