import { SEX_IDS, sexValueOf } from '@mywru/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface SexLabels {
  /** From the spec's `sex: { value }` ('Male', 'Female'; empty or null: a team or competition open to both). */
  ofValue: (value: string | null | undefined) => string;
  /** From a sex id (1 male, 2 female; null: open to both). */
  ofId: (sexId: number | null | undefined) => string;
}

/**
 * A sex as every page words it, in the page's language: 'Male', 'Female', or 'Mixed' for a team or
 * competition open to both (common.json's `sex`). The wire keeps the spec's English values.
 */
export function useSexLabels(): SexLabels {
  const { t } = useTranslation('common');
  return useMemo(() => {
    const ofValue = (value: string | null | undefined) =>
      value === sexValueOf(SEX_IDS.male)
        ? t('sex.male')
        : value === sexValueOf(SEX_IDS.female)
          ? t('sex.female')
          : t('sex.mixed');
    return { ofValue, ofId: (sexId) => ofValue(sexValueOf(sexId)) };
  }, [t]);
}
