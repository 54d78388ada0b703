import { defineConfig } from '@playwright/test';
import { chromiumPath } from './chromium';

/**
 * E2E_SERVERS real servers (1 unless set), each on a fresh embedded
 * database with demo data of its own, on ports E2E_PORT, E2E_PORT + 1, ...; one worker per server.
 * A worker runs whole spec files one after another on its own server (TEST_PARALLEL_INDEX, which a
 * restarted worker keeps), so no two journeys share a server's demo data at the same time; which
 * files share a server varies from run to run, so journeys must not depend on each other's order.
 * This file is loaded again in each worker: `baseURL` there is that worker's server.
 */
const firstPort = Number(process.env.E2E_PORT ?? 3100);
const servers = Math.max(1, Number(process.env.E2E_SERVERS ?? 1));
const workerIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const baseURL = `http://localhost:${firstPort + (workerIndex % servers)}`;

function server(port: number) {
  return {
    command: `rm -rf .e2e-data-${port} && node --import tsx apps/api/src/server.ts`,
    cwd: '..',
    url: `http://localhost:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: `.e2e-data-${port}`,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
      HELP_SITE_URL: 'https://support.mywru.example/help',
    },
  };
}

/**
 * Chromium's headless shell (scripts/e2e.mjs says why) runs with the background-networking features off:
 * the tests talk only to localhost.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A journey signs in and visits several pages; with two servers and two browsers on a 2-core
  // machine, the longest take over a minute, so each has two.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: servers,
  // On CI one more attempt for a journey that fails: the machine is shared and a journey that lost a
  // race with it (a list closing under a tap, a timeout) is reported as flaky, not passed silently;
  // one that fails twice fails the run (decision 036).
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The app's service worker precaches the whole shell in each new context: blocked here, so the
    // journeys load as they did; e2e/fixtures-offline.spec.ts allows it and tests it (decision 031).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: Array.from({ length: servers }, (_, i) => server(firstPort + i)),
});
