// docs/architecture.md lists every capability and every cross-cutting folder of the five places a
// capability lives in. This check keeps the two tables and the tree in step: a new folder with no entry
// fails, and so does an entry whose folder was renamed or removed.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** The five places, by the column name the tables use, and the names each holds today. */
const places: Record<string, { where: string; names: () => string[] }> = {
  shared: { where: 'packages/shared/src', names: () => folders('packages/shared/src') },
  api: { where: 'apps/api/src/features', names: () => folders('apps/api/src/features') },
  web: { where: 'apps/web/src/features', names: () => folders('apps/web/src/features') },
  'api tests': {
    where: 'apps/api/test',
    names: () => [...folders('apps/api/test'), ...filesEndingIn('apps/api/test', '.test.ts')],
  },
  e2e: { where: 'e2e', names: () => filesEndingIn('e2e', '.spec.ts') },
};

function entries(dir: string): fs.Dirent[] {
  return fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true });
}

function folders(dir: string): string[] {
  return entries(dir)
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

function filesEndingIn(dir: string, ending: string): string[] {
  return entries(dir)
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => entry.name.slice(0, -ending.length));
}

/** The rows of the first table under `## heading`, each as a record from the header's names to the cells. */
function table(markdown: string, heading: string): Record<string, string>[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith(`${heading}\n`));
  if (!section) throw new Error(`docs/architecture.md has no '## ${heading}' section`);
  const lines = section.split('\n').filter((line) => line.startsWith('|'));
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
  const [header, , ...rows] = lines.map(cells);
  if (!header || rows.length === 0) throw new Error(`The '## ${heading}' section has no table`);
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
}

/** The folder names a cell lists: each in backticks, or `-` for none. */
function namesIn(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
}

const markdown = fs.readFileSync(path.join(repoRoot, 'docs/architecture.md'), 'utf8');
const capabilities = table(markdown, 'Capabilities');
const crossCutting = table(markdown, 'Cross-cutting folders');

/** Every name the two tables list, by place. */
function listed(place: string): Set<string> {
  return new Set([
    ...capabilities.flatMap((row) => namesIn(row[place] ?? '')),
    ...crossCutting.filter((row) => row.place === place).flatMap((row) => namesIn(row.folder ?? '')),
  ]);
}

describe('the capability tables of docs/architecture.md', () => {
  it('have a column for each of the five places, and the cross-cutting rows name one of them', () => {
    expect(Object.keys(capabilities[0] ?? {})).toEqual(expect.arrayContaining(Object.keys(places)));
    expect(crossCutting.map((row) => row.place).filter((place) => !((place ?? '') in places))).toEqual([]);
  });

  it('name each capability once', () => {
    const names = capabilities.flatMap((row) => namesIn(row.capability ?? ''));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it.each(Object.entries(places))('list every folder of %s', (place, { where, names }) => {
    const entries = listed(place);
    const unlisted = names().filter((name) => !entries.has(name));
    expect(unlisted.map((name) => `${where}: ${name} has no entry`)).toEqual([]);
  });

  it.each(Object.entries(places))('name only folders of %s that exist', (place, { where, names }) => {
    const existing = new Set(names());
    const missing = [...listed(place)].filter((name) => !existing.has(name));
    expect(missing.map((name) => `${where}: ${name} is listed but does not exist`)).toEqual([]);
  });
});
