/**
 * `npm run bench:cost`: what one request costs this machine, on the same databases and server as
 * `npm run bench`, for a change whose effect the throughput of a shared or virtual host hides. For
 * `/readyz`, the person read and Search People (the same requests as the benchmark), at 16
 * connections, 500 requests to warm up and then BENCH_COST_REQUESTS (4 000) counted, twice
 * (BENCH_COST_ROUNDS):
 *  - the instructions the whole machine ran per request (`perf stat -a`, when perf can count them
 *    here): the server, the database, the load generator and the kernel; the steadiest figure when
 *    other work shares the host;
 *  - the server process's CPU time per request, and that of the PostgreSQL processes on this
 *    machine (`/proc`), which also count the time waking each other costs.
 * Run `npm run bench` once first (it makes the scale databases). BENCH_SERVER_ROOT, BENCH_DATABASES
 * and BENCH_DATABASE_URL as for `npm run bench`: run it for the checkout before and after a change,
 * in turn, and compare.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { base, ensureScaleData, startServer, targets, type Target } from './server';
import { signInOverHttp } from './sign-in';

const requests = Number(process.env.BENCH_COST_REQUESTS ?? 4000);
const rounds = Number(process.env.BENCH_COST_ROUNDS ?? 2);
const peopleSearch = process.env.BENCH_PEOPLE_SEARCH ?? 'jon';

/** CPU time (user and system) of a process so far, in ms; 0 once it has gone. */
function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

function postgresCpuMs(): number {
  const found = spawnSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' });
  return found.stdout
    .split('\n')
    .filter(Boolean)
    .reduce((sum, pid) => sum + cpuMs(Number(pid)), 0);
}

const perfCounts = spawnSync('perf', ['stat', '-x,', '-e', 'instructions', 'true'], { encoding: 'utf8' });
const canCountInstructions = perfCounts.status === 0 && /^\d+,/m.test(perfCounts.stderr);

/** Counts the whole machine's instructions until `stop` is called. */
function countInstructions(): { stop: () => Promise<number | null> } {
  if (!canCountInstructions) return { stop: async () => null };
  const perf: ChildProcess = spawn('perf', ['stat', '-a', '-x,', '-e', 'instructions'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let report = '';
  perf.stderr!.on('data', (chunk: Buffer) => (report += chunk.toString()));
  return {
    stop: async () => {
      perf.kill('SIGINT');
      await new Promise((resolve) => perf.once('exit', resolve));
      const line = report.split('\n').find((l) => l.includes('instructions'));
      return line ? Number(line.split(',')[0]) : null;
    },
  };
}

async function cost(url: string, serverPid: number, headers: Record<string, string>) {
  await autocannon({ url, connections: 16, amount: 500, headers });
  const instructions = countInstructions();
  await new Promise((resolve) => setTimeout(resolve, 200)); // perf is counting
  const server0 = cpuMs(serverPid);
  const postgres0 = postgresCpuMs();
  const result = await autocannon({ url, connections: 16, amount: requests, headers });
  const server = (cpuMs(serverPid) - server0) / requests;
  const postgres = (postgresCpuMs() - postgres0) / requests;
  const counted = await instructions.stop();
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return { instructions: counted === null ? null : counted / requests, server, postgres };
}

async function measure(target: Target) {
  const { benchPersonId, largestOrganisationId } = ensureScaleData(target);
  const server = await startServer(target);
  try {
    const cookie = await signInOverHttp(base, 'bench@demo.test', 'MyWRU-demo-2025');
    const paths = {
      '/readyz': '/readyz',
      'person read': `/api/person/${benchPersonId}`,
      [`Search People, ${peopleSearch}`]: `/api/organisation/${largestOrganisationId}/people/all?search=${encodeURIComponent(peopleSearch)}&role=all&page=1`,
    };
    console.log(`\nCost per request on the ${target.name} database (16 connections, ${requests} requests, ${rounds} rounds)`);
    if (!canCountInstructions) console.log('  (perf cannot count instructions on this machine: CPU time only)');
    for (let round = 1; round <= rounds; round++) {
      for (const [name, path] of Object.entries(paths)) {
        const figures = await cost(`${base}${path}`, server.pid!, { cookie });
        console.log(
          '  %s %s %s million instructions, server %s ms, PostgreSQL %s ms',
          round,
          name.padEnd(24),
          figures.instructions === null ? '-' : (figures.instructions / 1e6).toFixed(3),
          figures.server.toFixed(3),
          target.name === 'postgres' ? figures.postgres.toFixed(3) : '-',
        );
      }
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

async function main() {
  for (const target of targets()) await measure(target);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
