import { Checkbox, Stack } from '@mantine/core';
import type { MarketingPreferences } from '@mywru/shared';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../lib/runtime-config';

export const NO_MARKETING_PREFERENCES: MarketingPreferences = {
  optedInForWrucomms: false,
  optedInForRegionalComms: false,
  optedInForThirdPartyComms: false,
};

export interface MarketingPreferencesFieldsProps {
  value: MarketingPreferences;
  onChange: (value: MarketingPreferences) => void;
  /** The QA host's extra sponsor box (display only: the API has no field for it). */
  qaSponsor: boolean;
  onQaSponsorChange: (checked: boolean) => void;
  disabled?: boolean;
}

const FIELDS = ['optedInForWrucomms', 'optedInForRegionalComms', 'optedInForThirdPartyComms'] as const;

/** The three opt-ins; on the QA host only, an extra sponsor box that is shown but not sent. */
export function MarketingPreferencesFields({
  value,
  onChange,
  qaSponsor,
  onQaSponsorChange,
  disabled,
}: MarketingPreferencesFieldsProps) {
  const { t } = useTranslation('onboarding');
  const config = useRuntimeConfig();
  return (
    <Stack gap="md" role="group" aria-label={t('marketing.title')}>
      {FIELDS.map((field) => (
        <Checkbox
          key={field}
          label={t(`marketing.${field}`)}
          checked={value[field]}
          onChange={(event) => onChange({ ...value, [field]: event.currentTarget.checked })}
          disabled={disabled}
        />
      ))}
      {config.data?.qaHost ? (
        <Checkbox
          label={t('marketing.qaSponsor')}
          description={t('marketing.qaSponsorNote')}
          checked={qaSponsor}
          onChange={(event) => onQaSponsorChange(event.currentTarget.checked)}
          disabled={disabled}
        />
      ) : null}
    </Stack>
  );
}
