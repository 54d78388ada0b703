/**
 * The rules of the locale check run by `npm test` (locale-parity.test.ts): both languages have the
 * same keys with the same {{interpolations}}, plurals in each language's own forms (English
 * _one/_other, Welsh _zero/_one/_two/_few/_many/_other), and every literal key the code uses
 * exists in at least one language. Pure functions over parsed catalogues, so the rules are tested
 * on small examples as well as run over the real files.
 */

export type Catalogue = { [key: string]: string | Catalogue };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const INTERPOLATION = /\{\{\s*([^}\s,]+)[^}]*\}\}/g;

/** Every leaf of a catalogue as 'a.b.c' -> text. */
export function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') leaves.set(path, value);
    else for (const [leaf, text] of flatten(value, path)) leaves.set(leaf, text);
  }
  return leaves;
}

/** The names inside {{...}} of a text, sorted and without repeats. */
export function interpolationsOf(text: string): string[] {
  return [...new Set([...text.matchAll(INTERPOLATION)].map((m) => m[1] ?? ''))].sort();
}

/** The plural forms a language needs (Intl.PluralRules: en one/other, cy zero/one/two/few/many/other). */
export function pluralFormsOf(language: string): string[] {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories.map(String).sort();
}

interface Entry {
  /** The plural forms present ('' for a plain key). */
  forms: Set<string>;
  /** The interpolations of every form together, `count` aside (a Welsh zero form may leave the number out). */
  interpolations: Set<string>;
}

/** Keys with their plural forms folded into one entry: 'players_one' and 'players_other' -> 'players'. */
function entries(catalogue: Catalogue): Map<string, Entry> {
  const result = new Map<string, Entry>();
  const leaves = flatten(catalogue);
  for (const [key, text] of leaves) {
    // A plural form only when its base has an _other form too: 'request.too_many' is a plain key.
    const suffix = PLURAL_SUFFIX.exec(key);
    const match = suffix && leaves.has(`${key.slice(0, suffix.index)}_other`) ? suffix : null;
    const base = match ? key.slice(0, match.index) : key;
    const entry = result.get(base) ?? { forms: new Set<string>(), interpolations: new Set<string>() };
    entry.forms.add(match?.[1] ?? '');
    for (const name of interpolationsOf(text)) if (name !== 'count') entry.interpolations.add(name);
    result.set(base, entry);
  }
  return result;
}

/** What differs between one namespace in two languages, one line per problem; empty when they agree. */
export function compareCatalogues(
  namespace: string,
  a: { language: string; catalogue: Catalogue },
  b: { language: string; catalogue: Catalogue },
): string[] {
  const problems: string[] = [];
  const sides = [
    { ...a, entries: entries(a.catalogue), plurals: pluralFormsOf(a.language) },
    { ...b, entries: entries(b.catalogue), plurals: pluralFormsOf(b.language) },
  ] as const;
  for (const [self, other] of [sides, [sides[1], sides[0]] as const]) {
    for (const key of self.entries.keys()) {
      if (!other.entries.has(key)) problems.push(`${namespace}:${key} is in ${self.language} but not in ${other.language}`);
    }
  }
  for (const [key, first] of sides[0].entries) {
    const second = sides[1].entries.get(key);
    if (!second) continue;
    const plural = [first, second].some((entry) => !entry.forms.has(''));
    for (const side of sides) {
      const entry = side.entries.get(key);
      if (!entry) continue;
      if (plural) {
        const missing = side.plurals.filter((form) => !entry.forms.has(form));
        if (missing.length > 0) problems.push(`${namespace}:${key} lacks the ${side.language} plural forms ${missing.join(', ')}`);
        if (entry.forms.has('')) problems.push(`${namespace}:${key} is both a plain and a plural key in ${side.language}`);
      }
    }
    const left = [...first.interpolations].sort().join(', ');
    const right = [...second.interpolations].sort().join(', ');
    if (left !== right) {
      problems.push(`${namespace}:${key} interpolates {${left}} in ${a.language} but {${right}} in ${b.language}`);
    }
  }
  return problems;
}

/** A literal key as the code uses it, with what the file says about where to look it up. */
export interface KeyUse {
  file: string;
  key: string;
  /** Namespaces the file asks for (useTranslation), or [] when it names none. */
  namespaces: string[];
  /** keyPrefix values the file uses. */
  prefixes: string[];
}

const USE_TRANSLATION = /useTranslation\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")?\s*(?:,\s*\{[^}]*keyPrefix:\s*'([^']+)'[^}]*\})?\s*\)/g;
const T_CALL = /(?<![\w.$])t(?:[A-Z]\w*)?\(\s*'([^'$`{}\s]+)'/g;
const I18N_KEY = /i18nKey="([^"]+)"/g;

/** The literal keys a source file uses: t("key"), tX("key"), i18n.t("ns:key") in single quotes, and the i18nKey attribute of Trans. */
export function keyUsesIn(file: string, source: string): KeyUse[] {
  const namespaces = new Set<string>();
  const prefixes = new Set<string>();
  for (const match of source.matchAll(USE_TRANSLATION)) {
    const list = match[1] ?? "'common'";
    for (const name of list.matchAll(/['"]([^'"]+)['"]/g)) namespaces.add(name[1] ?? '');
    if (match[2]) prefixes.add(match[2]);
  }
  const keys = new Set<string>();
  for (const match of source.matchAll(T_CALL)) keys.add(match[1] ?? '');
  for (const match of source.matchAll(/\bi18n\.t\(\s*'([^'$`{}\s]+)'/g)) keys.add(match[1] ?? '');
  for (const match of source.matchAll(I18N_KEY)) keys.add(match[1] ?? '');
  return [...keys]
    .filter((key) => /^[\w-]+(:[\w-]+)?(\.[\w-]+)*$/.test(key))
    .map((key) => ({ file, key, namespaces: [...namespaces], prefixes: [...prefixes] }));
}

/**
 * Whether a used key is in a catalogue: 'ns:key' in that namespace; otherwise in one of the file's
 * namespaces (under a keyPrefix it uses, or none), or in any namespace when the file names none (a
 * `t` passed in from a parent). A key may be a plain leaf, a plural base or an object (returnObjects).
 */
export function isKnownKey(use: KeyUse, catalogues: ReadonlyMap<string, ReadonlyArray<Map<string, string>>>): boolean {
  const [explicitNamespace, explicitKey] = use.key.includes(':') ? use.key.split(':', 2) : [undefined, use.key];
  const namespaces = explicitNamespace ? [explicitNamespace] : use.namespaces.length > 0 ? use.namespaces : [...catalogues.keys()];
  const prefixes = explicitNamespace ? [''] : ['', ...use.prefixes.map((p) => `${p}.`)];
  for (const namespace of namespaces) {
    for (const leaves of catalogues.get(namespace) ?? []) {
      for (const prefix of prefixes) {
        const full = `${prefix}${explicitKey ?? ''}`;
        if (leaves.has(full) || leaves.has(`${full}_other`) || leaves.has(`${full}_one`)) return true;
        for (const leaf of leaves.keys()) if (leaf.startsWith(`${full}.`)) return true;
      }
    }
  }
  return false;
}
