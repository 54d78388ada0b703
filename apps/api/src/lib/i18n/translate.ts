/**
 * The server's words in the reader's language: the e-mails and the identity provider's pages. They
 * are kept as the web's are, JSON catalogues per language and namespace
 * (apps/api/src/lib/i18n/locales/{en,cy}/{emails,identity}.json) with {{name}} interpolation and
 * i18next's plural keys (_one/_other in English; _zero, _one, _two, _few, _many, _other in Welsh),
 * checked by the same locale check (apps/web/src/lib/locale-parity.test.ts). English is the
 * fallback. A key missing from both languages is a programming error and throws.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, supportedLanguageOf, type Language } from '@mywru/shared';

export const SERVER_NAMESPACES = ['emails', 'identity'] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

type Catalogue = { [key: string]: string | Catalogue };
export type TranslationValues = Record<string, string | number | null | undefined>;
/** `t('emails:layout.signOff', { name })`. */
export type Translate = (key: `${ServerNamespace}:${string}`, values?: TranslationValues) => string;

const LOCALES_DIR = path.join(import.meta.dirname, 'locales');
const catalogues = new Map<string, Catalogue>();

function catalogue(language: Language, namespace: ServerNamespace): Catalogue {
  const id = `${language}/${namespace}`;
  let loaded = catalogues.get(id);
  if (!loaded) {
    loaded = JSON.parse(readFileSync(path.join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')) as Catalogue;
    catalogues.set(id, loaded);
  }
  return loaded;
}

function leaf(from: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = from;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function find(language: Language, namespace: ServerNamespace, key: string, count: number | undefined): string | undefined {
  const texts = catalogue(language, namespace);
  if (count !== undefined) {
    const form = new Intl.PluralRules(language).select(count);
    const plural = leaf(texts, `${key}_${form}`) ?? leaf(texts, `${key}_other`);
    if (plural !== undefined) return plural;
  }
  return leaf(texts, key);
}

/** The words of one language (English when the language is not one the portal speaks). */
export function translator(language: string | null | undefined): Translate {
  const lng = supportedLanguageOf(language);
  return (fullKey, values = {}) => {
    const [namespace, key] = fullKey.split(':', 2) as [ServerNamespace, string];
    const count = typeof values['count'] === 'number' ? values['count'] : undefined;
    const text = find(lng, namespace, key, count) ?? find(DEFAULT_LANGUAGE, namespace, key, count);
    if (text === undefined) throw new Error(`no text for ${fullKey}`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

/** The language of a person's e-mails: the one on their record, else English. */
export function languageOfPerson(person: { language: string | null } | null | undefined): Language {
  return supportedLanguageOf(person?.language);
}
