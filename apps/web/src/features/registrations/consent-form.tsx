import { Checkbox, Stack } from '@mantine/core';
import { CONSENT_MESSAGES, type ConsentKey } from '@mywru/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '../../components';

export type ConsentValues = Partial<Record<ConsentKey, boolean>>;

export interface ConsentFormProps {
  keys: readonly ConsentKey[];
  values: ConsentValues;
  onChange: (values: ConsentValues) => void;
  idPrefix: string;
}

/**
 * The consent form: one checkbox per policy. A box left unticked after it was touched shows the
 * spec's message for that policy; the caller disables its submit button until all are ticked.
 */
export function ConsentForm({ keys, values, onChange, idPrefix }: ConsentFormProps) {
  const { t } = useTranslation('registrations');
  const [touched, setTouched] = useState<Partial<Record<ConsentKey, boolean>>>({});
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ padding: 0, fontWeight: 600, fontSize: '1.125rem', color: 'var(--mantine-color-gray-8)' }}>{t('consent.title')}</legend>
      <Text size={3}>{t('consent.intro')}</Text>
      {keys.map((key) => (
        <Checkbox
          key={key}
          id={`${idPrefix}-${key}`}
          label={t(`consent.${key}`)}
          checked={values[key] === true}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setTouched((current) => ({ ...current, [key]: true }));
            onChange({ ...values, [key]: checked });
          }}
          onBlur={() => setTouched((current) => ({ ...current, [key]: true }))}
          error={touched[key] && values[key] !== true ? CONSENT_MESSAGES[key] : undefined}
        />
      ))}
    </Stack>
  );
}
