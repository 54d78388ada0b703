#!/usr/bin/env node
// `npm test`: type check, lint, unit/component/API tests on PGlite (and on a real PostgreSQL when
// TEST_DATABASE_URL is set), then the end-to-end tests in headless Chromium. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const skipE2e = process.argv.includes('--no-e2e');

function step(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    process.exit(result.status ?? 1);
  }
  console.log(`(${title}: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

step('Type check', 'npm', ['run', '--silent', 'typecheck']);
step('Lint', 'npx', ['eslint', '.']);
step('Unit, component and API tests (PGlite)', 'npx', ['vitest', 'run']);
if (process.env.TEST_DATABASE_URL) {
  step('API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api-postgres'], { TEST_DB: 'postgres' });
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the API tests ran on PGlite only.)');
}
if (!skipE2e) step('End-to-end tests (Chromium)', 'node', ['scripts/e2e.mjs']);
