#!/usr/bin/env node
// `npm test`: type check, lint, unit/component/API tests on PGlite (and on a real PostgreSQL when
// TEST_DATABASE_URL is set), then the end-to-end tests in headless Chromium. Stops at the first failure.
// Steps of one stage run at the same time (each mostly uses one core: a 2-core machine runs the whole
// suite within 30 minutes); their output is printed, one step after another, when each ends.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const skipE2e = process.argv.includes('--no-e2e');

/** Runs one step; alone it writes straight to the terminal, beside others its output is kept until it ends. */
function run({ title, command, args, env = {} }, alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      resolve({
        title,
        ok: code === 0,
        code: code ?? (signal ? 1 : 0),
        output: Buffer.concat(output),
        seconds: (Date.now() - started) / 1000,
      });
    });
  });
}

/** Runs the steps at the same time and stops everything at the first failure. */
async function stage(...steps) {
  const alone = steps.length === 1;
  if (alone) console.log(`\n=== ${steps[0].title} ===`);
  else console.log(`\n=== ${steps.map((s) => s.title).join(' + ')} (at the same time) ===`);
  const results = await Promise.all(steps.map((step) => run(step, alone)));
  // A failed step's output comes last, so the end of the log (all that a CI page may keep) shows why.
  results.sort((a, b) => Number(!a.ok) - Number(!b.ok));
  for (const result of results) {
    if (!alone) {
      console.log(`\n--- ${result.title} ---`);
      process.stdout.write(result.output);
    }
    console.log(`(${result.title}: ${result.seconds.toFixed(1)} s)`);
  }
  const failed = results.find((r) => !r.ok);
  if (failed) {
    console.error(`\n${failed.title} failed.`);
    process.exit(failed.code || 1);
  }
}

const started = Date.now();
await stage(
  { title: 'Type check', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { title: 'Lint', command: 'npx', args: ['eslint', '.'] },
);
await stage({ title: 'Unit, component and API tests (PGlite)', command: 'npx', args: ['vitest', 'run'] });

const postgres = process.env.TEST_DATABASE_URL
  ? {
      title: 'API tests on PostgreSQL',
      command: 'npx',
      args: ['vitest', 'run', '--project', 'api-postgres'],
      env: { TEST_DB: 'postgres' },
    }
  : undefined;
if (!postgres) console.log('\n(TEST_DATABASE_URL is not set: the API tests ran on PGlite only.)');
// The web build for the end-to-end tests runs beside the API tests on PostgreSQL, whose work is mostly the server's.
const build = skipE2e
  ? undefined
  : { title: 'Web app build', command: 'npm', args: ['run', 'build', '-w', '@mywru/web'] };
const beside = [postgres, build].filter(Boolean);
if (beside.length > 0) await stage(...beside);

if (!skipE2e) {
  // What each page loads, from the build just made: no page may go over a budget it is within (decision 035).
  await stage({ title: 'Bundle budget', command: 'npm', args: ['run', '--silent', 'bench:budget', '--', '--held'] });
  await stage({
    title: 'End-to-end tests (Chromium)',
    command: 'node',
    args: ['scripts/e2e.mjs'],
    env: { E2E_SKIP_BUILD: '1' },
  });
}
console.log(`\n(All tests: ${((Date.now() - started) / 60_000).toFixed(1)} min)`);
