import { Group, MultiSelect, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNationalities } from './api/nationalities';

export interface SexFieldProps {
  value: string | null;
  onChange: (value: string) => void;
  error?: string | undefined;
  description?: string | undefined;
}

/** Sex, required: Male (1) or Female (2). */
export function SexField({ value, onChange, error, description }: SexFieldProps) {
  const { t } = useTranslation('registrations');
  return (
    <Radio.Group
      label={t('child.sex')}
      description={description}
      value={value}
      onChange={onChange}
      error={error}
      withAsterisk
    >
      <Group gap="lg" mt={4}>
        <Radio value="1" label={t('child.male')} />
        <Radio value="2" label={t('child.female')} />
      </Group>
    </Radio.Group>
  );
}

export interface NationalitiesFieldProps {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
}

/** Nationalities, at least one, searchable, from `GET /api/nationality`. */
export function NationalitiesField({ value, onChange, error }: NationalitiesFieldProps) {
  const { t } = useTranslation('registrations');
  const nationalities = useNationalities();
  return (
    <MultiSelect
      label={t('child.nationalities')}
      placeholder={value.length === 0 ? t('child.nationalitiesPlaceholder') : undefined}
      data={(nationalities.data ?? []).map((item) => ({ value: String(item.id), label: item.value }))}
      value={value}
      onChange={onChange}
      error={error}
      searchable
      withAsterisk
    />
  );
}
