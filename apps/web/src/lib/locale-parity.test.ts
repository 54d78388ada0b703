/**
 * The locale check of `npm test`: English and Welsh have the same keys and {{interpolations}} in
 * every namespace, each with its own plural forms, and every literal key the code uses exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './i18n';
import { type Catalogue, compareCatalogues, flatten, isKnownKey, keyUsesIn, pluralFormsOf } from './locale-parity';

const webRoot = path.resolve(import.meta.dirname, '../..');
const localesDir = path.join(webRoot, 'public/locales');
/** The server's e-mails and sign-in pages (apps/api/src/lib/i18n), checked by the same rules. */
const serverLocalesDir = path.resolve(webRoot, '../api/src/lib/i18n/locales');
const sourceDir = path.join(webRoot, 'src');

function namespacesOf(language: string, dir = localesDir): string[] {
  try {
    return readdirSync(path.join(dir, language))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/\.json$/, ''))
      .sort();
  } catch {
    return [];
  }
}

function load(language: string, namespace: string, dir = localesDir): Catalogue {
  return JSON.parse(readFileSync(path.join(dir, language, `${namespace}.json`), 'utf8')) as Catalogue;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the rules of the locale check', () => {
  it('knows English has two plural forms and Welsh six', () => {
    expect(pluralFormsOf('en')).toEqual(['one', 'other']);
    expect(pluralFormsOf('cy')).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
  });

  it('agrees when the keys and interpolations match, English plurals against the six Welsh forms', () => {
    const en = { title: 'Hello {{name}}', players_one: '{{count}} player', players_other: '{{count}} players' };
    const cy = {
      title: 'Helo {{name}}',
      players_zero: 'Dim chwaraewyr',
      players_one: '{{count}} chwaraewr',
      players_two: '{{count}} chwaraewr',
      players_few: '{{count}} chwaraewr',
      players_many: '{{count}} chwaraewr',
      players_other: '{{count}} chwaraewr',
    };
    expect(compareCatalogues('x', { language: 'en', catalogue: en }, { language: 'cy', catalogue: cy })).toEqual([]);
  });

  it('reports a key in one language only, either way round', () => {
    const problems = compareCatalogues(
      'common',
      { language: 'en', catalogue: { a: { b: 'B', c: 'C' } } },
      { language: 'cy', catalogue: { a: { b: 'B' }, d: 'D' } },
    );
    expect(problems).toEqual(['common:a.c is in en but not in cy', 'common:d is in cy but not in en']);
  });

  it('reads a key ending like a plural form as a plain key when it has no _other form', () => {
    const catalogue = { reasons: { too_many: 'Too many attempts', too_few: 'Too few' } };
    expect(compareCatalogues('errors', { language: 'en', catalogue }, { language: 'cy', catalogue })).toEqual([]);
  });

  it('reports an interpolation that differs', () => {
    const problems = compareCatalogues(
      'common',
      { language: 'en', catalogue: { greeting: 'Hello {{firstName}}' } },
      { language: 'cy', catalogue: { greeting: 'Helo {{name}}' } },
    );
    expect(problems).toEqual(['common:greeting interpolates {firstName} in en but {name} in cy']);
  });

  it('reports a Welsh plural missing some of its six forms', () => {
    const problems = compareCatalogues(
      'x',
      { language: 'en', catalogue: { n_one: '{{count}} day', n_other: '{{count}} days' } },
      { language: 'cy', catalogue: { n_one: '{{count}} diwrnod', n_other: '{{count}} diwrnod' } },
    );
    expect(problems).toEqual(['x:n lacks the cy plural forms few, many, two, zero']);
  });

  it('finds the literal keys a file uses and where to look them up', () => {
    const source = `
      const { t } = useTranslation('transfers', { keyPrefix: 'organisation.manage' });
      const { t: tCommon } = useTranslation('common');
      t('title'); tCommon('actions.save'); i18n.t('errors:reason.unknown'); t(\`dynamic.\${x}\`);
      expect(x).toBe('not.a.key');
    `;
    const uses = keyUsesIn('f.tsx', source);
    expect(uses.map((u) => u.key).sort()).toEqual(['actions.save', 'errors:reason.unknown', 'title']);
    expect(uses[0]?.namespaces).toEqual(['transfers', 'common']);
    expect(uses[0]?.prefixes).toEqual(['organisation.manage']);
  });

  it('knows a used key when it is a leaf, a plural base or under a key prefix, and not otherwise', () => {
    const catalogues = new Map([
      ['transfers', [flatten({ organisation: { manage: { title: 'Manage Transfers' } }, count_other: '{{count}}' })]],
    ]);
    const use = { file: 'f', namespaces: ['transfers'], prefixes: ['organisation.manage'] };
    expect(isKnownKey({ ...use, key: 'title' }, catalogues)).toBe(true);
    expect(isKnownKey({ ...use, key: 'count' }, catalogues)).toBe(true);
    expect(isKnownKey({ ...use, key: 'organisation' }, catalogues)).toBe(true);
    expect(isKnownKey({ ...use, key: 'titel' }, catalogues)).toBe(false);
    expect(isKnownKey({ ...use, key: 'common:title' }, catalogues)).toBe(false);
  });
});

describe('the locale files', () => {
  const english = namespacesOf('en');
  const welsh = namespacesOf('cy');

  it('has a folder for every supported language', () => {
    for (const language of SUPPORTED_LANGUAGES) expect(namespacesOf(language).length).toBeGreaterThan(0);
  });

  it('has no Welsh namespace without an English one', () => {
    expect(welsh.filter((namespace) => !english.includes(namespace))).toEqual([]);
  });

  it('has a Welsh file for every English namespace', () => {
    expect(english.filter((namespace) => !welsh.includes(namespace))).toEqual([]);
  });

  it('has the same keys, plural forms and interpolations in English and Welsh', () => {
    const problems = welsh
      .filter((namespace) => english.includes(namespace))
      .flatMap((namespace) =>
        compareCatalogues(namespace, { language: 'en', catalogue: load('en', namespace) }, { language: 'cy', catalogue: load('cy', namespace) }),
      );
    expect(problems).toEqual([]);
  });

  it('has every literal key the code uses in at least one language', () => {
    const catalogues = new Map(
      english.map((namespace) => [
        namespace,
        [flatten(load('en', namespace)), ...(welsh.includes(namespace) ? [flatten(load('cy', namespace))] : [])],
      ]),
    );
    const uses = sourceFiles(sourceDir).flatMap((file) => keyUsesIn(path.relative(webRoot, file), readFileSync(file, 'utf8')));
    // The code uses well over a thousand literal keys: a scan finding few has stopped seeing them.
    expect(uses.length).toBeGreaterThan(1000);
    const unknown = uses
      .filter((use) => !isKnownKey(use, catalogues))
      .map((use) => `${use.file}: ${use.key}`);
    expect(unknown).toEqual([]);
  });
});

describe("the server's catalogues", () => {
  it('has every namespace in both languages with the same keys, plural forms and interpolations', () => {
    const english = namespacesOf('en', serverLocalesDir);
    expect(english).toContain('emails');
    expect(namespacesOf('cy', serverLocalesDir)).toEqual(english);
    const problems = english.flatMap((namespace) =>
      compareCatalogues(
        `server ${namespace}`,
        { language: 'en', catalogue: load('en', namespace, serverLocalesDir) },
        { language: 'cy', catalogue: load('cy', namespace, serverLocalesDir) },
      ),
    );
    expect(problems).toEqual([]);
  });
});
