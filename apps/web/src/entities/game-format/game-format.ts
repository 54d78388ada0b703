import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The key of a game format, from its code ('mixed-ability') or its name ('Mixed Ability'). */
export function gameFormatKey(nameOrCode: string): string {
  return nameOrCode
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/**
 * A game format as every page words it, from its code or its name: the labels of common.json's
 * `gameFormats` ('Mixed Ability' is worded with 'rugby': 'Mixed Ability rugby'); a format without
 * a label shows its name.
 */
export function useGameFormatLabel(): (nameOrCode: string) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (nameOrCode: string) => t(`gameFormats.${gameFormatKey(nameOrCode)}`, { defaultValue: nameOrCode }),
    [t],
  );
}
