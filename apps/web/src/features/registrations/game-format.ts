import type { TFunction } from 'i18next';

/** A game format as the pages word it: "Mixed Ability" is worded with "rugby" ("Mixed Ability rugby"). */
export function gameFormatLabel(t: TFunction<'registrations'>, name: string): string {
  const normalised = name.trim().toLowerCase().replace(/[-_]/g, ' ');
  if (normalised === 'mixed ability') return t('gameFormat.mixedAbility');
  return name;
}
