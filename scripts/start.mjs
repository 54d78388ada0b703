#!/usr/bin/env node
// `npm start`: build the web app when its build is missing or older than its sources, then run the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

const sources = [path.join(web, 'src'), path.join(web, 'public'), path.join(root, 'packages/shared/src')];
const needsBuild =
  !fs.existsSync(builtIndex) ||
  Math.max(...sources.map(newestMtime), fs.statSync(path.join(web, 'index.html')).mtimeMs) > fs.statSync(builtIndex).mtimeMs;

if (needsBuild) {
  console.log('Building the web app...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@mywru/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
