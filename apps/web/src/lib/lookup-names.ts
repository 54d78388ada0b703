import { lookupNameIn, nameCollatorOf, optionalLookupNameIn, supportedLanguageOf, type Language } from '@mywru/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A select's option: the id as a string, the name in the page's language. */
export interface LookupOption {
  value: string;
  label: string;
}

export interface LookupNames {
  language: Language;
  /** The name a reader sees: the Welsh one on a Welsh page (English only if a Welsh name is missing). */
  name: (english: string, welsh: string | null | undefined) => string;
  /** The same for a lookup that may be unset (null stays null). */
  optionalName: (english: string | null, welsh: string | null | undefined) => string | null;
  /** Select options sorted by the shown name (Welsh order on a Welsh page); `pinned` ids come first, in their order. */
  options: <T extends { id: number }>(
    items: readonly T[] | undefined,
    nameOf: (item: T) => [english: string, welsh: string | null | undefined],
    pinned?: readonly number[],
  ) => LookupOption[];
}

/**
 * Names of lookup data (countries, nationalities, unions, organisation types, roles, team templates,
 * weather, ground conditions, postponement reasons) in the page's language: each arrives with its
 * English and Welsh names (decision 034), and this picks one.
 */
export function useLookupNames(): LookupNames {
  const { i18n } = useTranslation();
  const language = supportedLanguageOf(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(() => {
    const collator = nameCollatorOf(language);
    const name = (english: string, welsh: string | null | undefined) => lookupNameIn(language, english, welsh);
    const options: LookupNames['options'] = (items, nameOf, pinned = []) => {
      const rank = (id: number) => {
        const index = pinned.indexOf(id);
        return index === -1 ? pinned.length : index;
      };
      return (items ?? [])
        .map((item) => ({ id: item.id, label: name(...nameOf(item)) }))
        .sort((a, b) => rank(a.id) - rank(b.id) || collator.compare(a.label, b.label))
        .map(({ id, label }) => ({ value: String(id), label }));
    };
    const optionalName = (english: string | null, welsh: string | null | undefined) =>
      optionalLookupNameIn(language, english, welsh);
    return { language, name, optionalName, options };
  }, [language]);
}
