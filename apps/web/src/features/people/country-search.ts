import type { ComboboxItem, OptionsFilter } from '@mantine/core';
import { UK_COUNTRY_ID } from '@mywru/shared';

/**
 * Other names people type for a country of the lookup, by country id: a member of a Welsh union
 * types 'Wales' or 'Cymru' (or England, Scotland, Northern Ireland, in English or Welsh) and
 * expects to find the United Kingdom.
 */
export const COUNTRY_SEARCH_ALIASES: Readonly<Record<number, readonly string[]>> = {
  [UK_COUNTRY_ID]: [
    'Wales',
    'Cymru',
    'England',
    'Lloegr',
    'Scotland',
    'Yr Alban',
    'Northern Ireland',
    'Gogledd Iwerddon',
    'Great Britain',
    'Prydain Fawr',
    'Britain',
    'UK',
    'GB',
    'Y Deyrnas Unedig',
  ],
};

const normalise = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** Whether a country (its name or one of its aliases) matches what was typed. */
export function countryMatches(country: { value: string; label: string }, search: string): boolean {
  const typed = normalise(search);
  if (typed === '') return true;
  const names = [country.label, ...(COUNTRY_SEARCH_ALIASES[Number(country.value)] ?? [])];
  return names.some((name) => normalise(name).includes(typed));
}

/** The country select's filter: by name or alias, ignoring case and accents. */
export const countryFilter: OptionsFilter = ({ options, search }) =>
  (options as ComboboxItem[]).filter((option) => countryMatches(option, search));
