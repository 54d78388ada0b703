#!/usr/bin/env node
// End-to-end tests: make sure Debian's Chromium is there (installing it when missing and root),
// build the web app, then run Playwright, which starts the real server on a fresh database.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status === 0;
}

if (!fs.existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is not installed at ${chromium}. Install Debian's package (sudo apt-get install chromium) ` +
        'or set CHROMIUM_PATH, then run the tests again.',
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium package for the end-to-end tests...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!run('apt-get', ['update'], { env }) || !run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env })) {
    console.error('Installing chromium failed.');
    process.exit(1);
  }
}

/** A port nothing listens on, so a server left running elsewhere cannot be mistaken for ours. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

if (!run('npm', ['run', 'build', '-w', '@mywru/web'])) process.exit(1);
const port = process.env.E2E_PORT ?? String(await freePort());
const passed = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_PORT: port },
});
fs.rmSync(path.join(root, `.e2e-data-${port}`), { recursive: true, force: true });
process.exit(passed ? 0 : 1);
