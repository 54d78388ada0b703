#!/usr/bin/env node
// End-to-end tests: make sure Debian's Chromium headless shell is there (installing it when missing and
// root), build the web app, then run Playwright, which starts the real servers, each on a fresh database.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { chromiumPath as chromium, chromiumPackage } from '../e2e/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status === 0;
}

if (!fs.existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is not installed at ${chromium}. Install Debian's package (sudo apt-get install ${chromiumPackage}) ` +
        'or set CHROMIUM_PATH to a Chromium you have, then run the tests again.',
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${chromiumPackage} package for the end-to-end tests...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    !run('apt-get', ['update'], { env }) ||
    !run('apt-get', ['install', '-y', '--no-install-recommends', chromiumPackage], { env })
  ) {
    console.error(`Installing ${chromiumPackage} failed.`);
    process.exit(1);
  }
}

/** Whether nothing listens on the port, so a server left running elsewhere cannot be mistaken for ours. */
function isFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port the system picks as free. */
function anyFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The first of `count` consecutive free ports (the config puts server i on first + i). */
async function freePorts(count) {
  for (;;) {
    const first = await anyFreePort();
    if (first + count > 65536) continue;
    const rest = await Promise.all(Array.from({ length: count - 1 }, (_, i) => isFree(first + 1 + i)));
    if (rest.every(Boolean)) return first;
  }
}

// One server by default. E2E_SERVERS=2 (or more) starts that many, each with its own demo data and
// one Playwright worker on each, sharing out the spec files (see e2e/playwright.config.ts): faster
// on a machine with cores to spare. On 2 cores two servers and two browsers took as long as one and
// pushed journeys past their time, so the default stays one.
const servers = Math.max(1, Number(process.env.E2E_SERVERS ?? 1));
// `npm test` builds the web app while the API tests run on PostgreSQL, and says so with E2E_SKIP_BUILD.
if (process.env.E2E_SKIP_BUILD !== '1' && !run('npm', ['run', 'build', '-w', '@mywru/web'])) process.exit(1);
const port = Number(process.env.E2E_PORT ?? (await freePorts(servers)));
const passed = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_PORT: String(port), E2E_SERVERS: String(servers) },
});
for (let i = 0; i < servers; i += 1)
  fs.rmSync(path.join(root, `.e2e-data-${port + i}`), { recursive: true, force: true });
process.exit(passed ? 0 : 1);
