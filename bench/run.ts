/**
 * `npm run bench`: in one run on this machine,
 *  1. API: throughput and p99 of a hello-world route of the server (`/healthz`, no database) and of
 *     `GET /api/person/{id}` with a signed-in session over a large database (100 000 persons by
 *     default, BENCH_PERSONS to change), and the ratio of their throughputs;
 *  2. people search: p95 and p99 latency of Search People
 *     (`GET /api/organisation/{largest}/people/all?search=<a common surname prefix>`) as
 *     bench@demo.test, Club Secretary of the largest organisation (BENCH_PEOPLE_SEARCH to change the term);
 *  3. web: the gzip size of the JavaScript the landing page loads, measured in Chromium.
 * The scale database is made once in bench/.data (delete it to make it again).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { signInOverHttp } from './sign-in';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, 'bench/.data');
const persons = Number(process.env.BENCH_PERSONS ?? 100_000);
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://localhost:${port}`;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const marker = path.join(dataDir, `scale-${persons}.json`);
/** A common surname prefix of the generated union ('Jones', 'Jenkins' and first names containing it). */
const peopleSearch = process.env.BENCH_PEOPLE_SEARCH ?? 'jon';

function ensureScaleData(): { benchPersonId: number; largestOrganisationId: number } {
  if (fs.existsSync(marker)) return JSON.parse(fs.readFileSync(marker, 'utf8'));
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`Making a ${persons}-person database in ${dataDir} (once)...`);
  const result = spawnSync('npx', ['tsx', 'apps/api/src/seed/scale.ts', '--persons', String(persons), '--data-dir', dataDir], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error('the scale generator failed');
  const lastLine = result.stdout.trim().split('\n').at(-1) ?? '{}';
  const info = JSON.parse(lastLine) as { benchPersonId: number; largestOrganisationId: number };
  fs.writeFileSync(marker, JSON.stringify(info));
  return info;
}

async function startServer(): Promise<ChildProcess> {
  const server = spawn('node', ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000' },
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error('the server did not become ready');
}

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 16, duration, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, total: result.requests.total };
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
    const instance = autocannon({ url, connections: 16, duration, headers }, (err, res) => (err ? reject(err) : resolve(res)));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    p99Ms: percentile(times, 0.99),
    total: result.requests.total,
  };
}

async function landingJavaScriptGzipBytes(): Promise<{ files: number; gzipBytes: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
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

async function main() {
  const build = spawnSync('npm', ['run', 'build', '-w', '@mywru/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the web build failed');
  const { benchPersonId, largestOrganisationId } = ensureScaleData();
  const server = await startServer();
  try {
    const cookie = await signInOverHttp(base, 'bench@demo.test', 'MyWRU-demo-2025');
    const hello = await load(`${base}/healthz`);
    const person = await load(`${base}/api/person/${benchPersonId}`, { cookie });
    const peopleSearchPath = `/api/organisation/${largestOrganisationId}/people/all?search=${encodeURIComponent(peopleSearch)}&role=all&page=1`;
    const probe = await fetch(`${base}${peopleSearchPath}`, { headers: { cookie } });
    const found = probe.ok ? ((await probe.json()) as unknown[]).length : 0;
    if (!probe.ok || found === 0) throw new Error(`people search answered ${probe.status} with ${found} persons`);
    const search = await loadWithPercentiles(`${base}${peopleSearchPath}`, { cookie });
    const web = await landingJavaScriptGzipBytes();
    const results = {
      date: new Date().toISOString(),
      persons,
      seconds: duration,
      hello,
      person,
      throughputRatio: person.requestsPerSecond / hello.requestsPerSecond,
      peopleSearch: { organisationId: largestOrganisationId, search: peopleSearch, ...search },
      landingJavaScript: web,
    };
    console.log('\nAPI (16 connections, %d s each, %d persons)', duration, persons);
    console.log('  GET /healthz            %s req/s, p99 %s ms', hello.requestsPerSecond.toFixed(0), hello.p99Ms);
    console.log('  GET /api/person/{id}    %s req/s, p99 %s ms', person.requestsPerSecond.toFixed(0), person.p99Ms);
    console.log('  person / hello throughput ratio: %s', results.throughputRatio.toFixed(3));
    console.log(
      '  GET /api/organisation/%d/people/all?search=%s  %s req/s, p95 %s ms, p99 %s ms',
      largestOrganisationId,
      peopleSearch,
      search.requestsPerSecond.toFixed(0),
      search.p95Ms.toFixed(1),
      search.p99Ms.toFixed(1),
    );
    console.log('Web\n  landing page JavaScript: %d files, %s kB gzip', web.files, (web.gzipBytes / 1024).toFixed(1));
    fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    fs.writeFileSync(path.join(root, 'bench/results/latest.json'), JSON.stringify(results, null, 2));
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
