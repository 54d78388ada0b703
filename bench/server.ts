/**
 * What the benchmarks share: the scale databases they measure (the embedded one in bench/.data, and
 * the PostgreSQL database BENCH_DATABASE_URL names), made once, and the server they start on one of
 * them, of this checkout or of BENCH_SERVER_ROOT's.
 */
import { createHash } from 'node:crypto';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const serverRoot = path.resolve(process.env.BENCH_SERVER_ROOT ?? root);
export const dataDir = path.join(root, 'bench/.data');
export const persons = Number(process.env.BENCH_PERSONS ?? 100_000);
const port = Number(process.env.BENCH_PORT ?? 3200);
export const base = `http://localhost:${port}`;
const postgresUrl = process.env.BENCH_DATABASE_URL;

export interface Target {
  name: 'embedded' | 'postgres';
  /** The server's environment for this database. */
  env: Record<string, string>;
  /** Where the scale generator's answer is remembered. */
  marker: string;
  /** The scale generator's argument naming the database. */
  seedArgs: string[];
  /** Settings of the server beyond the bench's own (the web measurement's demo data). */
  serverEnv?: Record<string, string>;
}

export function targets(): Target[] {
  const wanted = (process.env.BENCH_DATABASES ?? 'embedded,postgres').split(',');
  const list: Target[] = [];
  if (wanted.includes('embedded')) {
    list.push({
      name: 'embedded',
      env: { DATA_DIR: dataDir },
      marker: path.join(dataDir, `scale-${persons}.json`),
      seedArgs: ['--data-dir', dataDir],
    });
  }
  if (wanted.includes('postgres') && postgresUrl) {
    const id = createHash('sha256').update(postgresUrl).digest('hex').slice(0, 12);
    list.push({
      name: 'postgres',
      env: { DATABASE_URL: postgresUrl, DATA_DIR: path.join(dataDir, `postgres-${id}`) },
      marker: path.join(dataDir, `scale-${persons}-postgres-${id}.json`),
      seedArgs: ['--database-url', postgresUrl],
    });
  }
  return list;
}

export function ensureScaleData(target: Target): { benchPersonId: number; largestOrganisationId: number } {
  if (fs.existsSync(target.marker)) return JSON.parse(fs.readFileSync(target.marker, 'utf8'));
  if (target.name === 'embedded') fs.rmSync(path.join(dataDir, 'pgdata'), { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  console.log(`Making a ${persons}-person ${target.name} database (once)...`);
  const result = spawnSync(
    'npx',
    ['tsx', 'apps/api/src/seed/scale.ts', '--persons', String(persons), ...target.seedArgs],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error('the scale generator failed');
  const lastLine = result.stdout.trim().split('\n').at(-1) ?? '{}';
  const info = JSON.parse(lastLine) as { benchPersonId: number; largestOrganisationId: number };
  fs.writeFileSync(target.marker, JSON.stringify(info));
  return info;
}

export async function startServer(target: Target): Promise<ChildProcess> {
  const env: Record<string, string | undefined> = { ...process.env, DATABASE_URL: undefined };
  const server = spawn('node', ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: serverRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...env,
      ...target.env,
      PORT: String(port),
      PUBLIC_URL: base,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...target.serverEnv,
    },
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
