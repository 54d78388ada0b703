/**
 * `npm run bench`: in one run on this machine, on the embedded database and, when
 * BENCH_DATABASE_URL names a PostgreSQL database, on that server too:
 *  1. API: throughput and p99 of two comparators of the same server, `/healthz` (no database) and
 *     `/readyz` (one `select 1` through the same database handle), and of `GET /api/person/{id}`
 *     with a signed-in session over a large database (100 000 persons by default, BENCH_PERSONS to
 *     change); the ratios of the person read's throughput to both;
 *  2. people search: p95 and p99 latency of Search People
 *     (`GET /api/organisation/{largest}/people/all?search=<a common surname prefix>`) as
 *     bench@demo.test, Club Secretary of the largest organisation (BENCH_PEOPLE_SEARCH to change the
 *     term), and its throughput's ratio to `/readyz`;
 *  3. web: the gzip size of the JavaScript the landing page loads, measured in Chromium, and
 *     Lighthouse (mobile) on Debian's Chromium for the landing page and the dashboard of
 *     player@demo.test signed in: performance, accessibility, CLS, and the JavaScript and CSS bytes
 *     each loads as served (BENCH_WEB=false leaves the build and this out).
 * The embedded scale database is made once in bench/.data (delete it to make it again); a
 * PostgreSQL database is filled once (a marker in bench/.data remembers it; use an empty database).
 * BENCH_DATABASES=postgres (or embedded) measures only one of them. BENCH_SERVER_ROOT runs the
 * server of another checkout of the repository (e.g. a worktree of an older commit), so a change
 * can be measured before and after in one run of the same benchmark.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import {
  benchChromiumPath,
  describeLighthouse,
  measureWithLighthouseCalibrated,
  type LighthouseFigures,
} from './lighthouse';
import { base, dataDir, ensureScaleData, persons, root, startServer, targets, type Target } from './server';
import { signInOverHttp } from './sign-in';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const measureWeb = process.env.BENCH_WEB !== 'false';
/** A common surname prefix of the generated union ('Jones', 'Jenkins' and first names containing it). */
const peopleSearch = process.env.BENCH_PEOPLE_SEARCH ?? 'jon';

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 16, duration, headers });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  // Errors are requests that had no answer within autocannon's 10 s (a loaded machine): counted, not hidden.
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    errors: result.errors,
  };
}

/** The value below which `share` of the sorted samples fall (nearest rank). */
function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN;
}

/** Load with every response time kept, so p95 (which autocannon does not report) is exact. */
async function loadWithPercentiles(url: string, headers: Record<string, string> = {}) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: 16, duration, headers }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    p99Ms: percentile(times, 0.99),
    total: result.requests.total,
    errors: result.errors,
  };
}

async function landingJavaScriptGzipBytes(): Promise<{ files: number; gzipBytes: number }> {
  const browser = await chromium.launch({
    executablePath: benchChromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage();
  const bodies: Buffer[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') bodies.push(await response.body());
  });
  await page.goto(base, { waitUntil: 'networkidle' });
  await browser.close();
  return { files: bodies.length, gzipBytes: bodies.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0) };
}

/** Every API figure of one database, the comparators first, in one server's run. */
async function measureApi(target: Target) {
  const { benchPersonId, largestOrganisationId } = ensureScaleData(target);
  const server = await startServer(target);
  try {
    const cookie = await signInOverHttp(base, 'bench@demo.test', 'MyWRU-demo-2025');
    const readyz = (await (await fetch(`${base}/readyz`)).json()) as { database?: string };
    const expected = target.name === 'embedded' ? 'pglite' : 'postgres';
    if (readyz.database !== expected) throw new Error(`the server runs on ${readyz.database}, not ${expected}`);
    const hello = await load(`${base}/healthz`);
    const ready = await load(`${base}/readyz`);
    const person = await load(`${base}/api/person/${benchPersonId}`, { cookie });
    const peopleSearchPath = `/api/organisation/${largestOrganisationId}/people/all?search=${encodeURIComponent(peopleSearch)}&role=all&page=1`;
    const probe = await fetch(`${base}${peopleSearchPath}`, { headers: { cookie } });
    const found = probe.ok ? ((await probe.json()) as unknown[]).length : 0;
    if (!probe.ok || found === 0) throw new Error(`people search answered ${probe.status} with ${found} persons`);
    const search = await loadWithPercentiles(`${base}${peopleSearchPath}`, { cookie });
    const figures = {
      hello,
      readyz: ready,
      person,
      personToHello: person.requestsPerSecond / hello.requestsPerSecond,
      personToReadyz: person.requestsPerSecond / ready.requestsPerSecond,
      peopleSearch: { organisationId: largestOrganisationId, search: peopleSearch, ...search },
      searchToReadyz: search.requestsPerSecond / ready.requestsPerSecond,
    };
    console.log('\nAPI on the %s database (16 connections, %d s each, %d persons)', target.name, duration, persons);
    console.log('  GET /healthz            %s req/s, p99 %s ms', hello.requestsPerSecond.toFixed(0), hello.p99Ms);
    console.log('  GET /readyz             %s req/s, p99 %s ms', ready.requestsPerSecond.toFixed(0), ready.p99Ms);
    console.log(
      '  GET /api/person/{id}    %s req/s, p99 %s ms, %d unanswered in 10 s',
      person.requestsPerSecond.toFixed(0),
      person.p99Ms,
      person.errors,
    );
    console.log(
      '  person read / readyz: %s, / healthz: %s',
      figures.personToReadyz.toFixed(3),
      figures.personToHello.toFixed(3),
    );
    console.log(
      '  GET /api/organisation/%d/people/all?search=%s  %s req/s, p50 %s ms, p95 %s ms, p99 %s ms; / readyz: %s',
      largestOrganisationId,
      peopleSearch,
      search.requestsPerSecond.toFixed(0),
      search.p50Ms.toFixed(1),
      search.p95Ms.toFixed(1),
      search.p99Ms.toFixed(1),
      figures.searchToReadyz.toFixed(3),
    );
    return figures;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

async function main() {
  if (measureWeb) {
    const build = spawnSync('npm', ['run', 'build', '-w', '@mywru/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the web build failed');
  }
  const api: Record<string, Awaited<ReturnType<typeof measureApi>>> = {};
  for (const target of targets()) api[target.name] = await measureApi(target);
  let landingJavaScript: { files: number; gzipBytes: number } | null = null;
  let lighthouse: Record<
    'landing' | 'dashboard',
    { default: LighthouseFigures; calibrated: LighthouseFigures | null }
  > | null = null;
  if (measureWeb) {
    // The pages are measured as the demo shows them: a fresh embedded database with the demo data
    // (player@demo.test is in it; the scale data has only the bench's own account).
    const webDataDir = path.join(dataDir, 'web-demo');
    fs.rmSync(webDataDir, { recursive: true, force: true });
    const server = await startServer({
      name: 'embedded',
      env: { DATA_DIR: webDataDir },
      marker: '',
      seedArgs: [],
      serverEnv: { DEMO_DATA: 'true' },
    });
    try {
      landingJavaScript = await landingJavaScriptGzipBytes();
      const player = await signInOverHttp(base, 'player@demo.test', 'MyWRU-demo-2025');
      lighthouse = {
        landing: await measureWithLighthouseCalibrated(`${base}/`),
        dashboard: await measureWithLighthouseCalibrated(`${base}/dashboard`, player),
      };
    } finally {
      server.kill('SIGTERM');
    }
    console.log(
      'Web\n  landing page JavaScript: %d files, %s kB gzip',
      landingJavaScript.files,
      (landingJavaScript.gzipBytes / 1024).toFixed(1),
    );
    console.log('Lighthouse (mobile, simulated throttling; the CPU slowdown by default and calibrated to this host)');
    for (const [name, figures] of [
      ['landing page', lighthouse.landing],
      ['dashboard (player)', lighthouse.dashboard],
    ] as const) {
      console.log(describeLighthouse(name, figures.default));
      if (figures.calibrated) console.log(describeLighthouse(name, figures.calibrated));
      else console.log(`  ${name}: this host is too slow to emulate Lighthouse's mobile device (no calibrated run)`);
    }
  }
  const results = { date: new Date().toISOString(), persons, seconds: duration, api, landingJavaScript, lighthouse };
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/latest.json'), JSON.stringify(results, null, 2));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
