import { Button, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { AUDIT_ACTIONS } from '@mywru/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateFieldWhenUsed } from '../../components/date-field-when-used';
import { EMPTY_FILTERS, useOrganisationOptions, type FilterKey, type FilterValues } from './api/audit-log';
import { auditActionLabel } from './format';

export interface FiltersFormProps {
  applied: FilterValues;
  onApply: (filters: FilterValues) => void;
}

/** The audit log's filters; nothing is searched until they are applied, and what was typed stays on an error. */
export function FiltersForm({ applied, onApply }: FiltersFormProps) {
  const { t } = useTranslation('union-audit-log');
  const [values, setValues] = useState<FilterValues>(applied);
  const [errors, setErrors] = useState<Partial<Record<FilterKey, string>>>({});
  const organisations = useOrganisationOptions();
  const set = (key: FilterKey) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value.trim()]),
    ) as FilterValues;
    const found: Partial<Record<FilterKey, string>> = {};
    if (trimmed.personId && !/^\d{1,15}$/.test(trimmed.personId)) found.personId = t('filters.memberIdDigits');
    if (trimmed.actorId && !/^\d{1,15}$/.test(trimmed.actorId)) found.actorId = t('filters.memberIdDigits');
    if (trimmed.from && trimmed.to && trimmed.to < trimmed.from) found.to = t('filters.toBeforeFrom');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onApply(trimmed);
  };

  const clear = () => {
    setValues(EMPTY_FILTERS);
    setErrors({});
    onApply(EMPTY_FILTERS);
  };

  const organisationData = (organisations.data ?? []).map((organisation) => ({
    value: String(organisation.id),
    label: organisation.name,
  }));
  if (values.organisationId && !organisationData.some((option) => option.value === values.organisationId)) {
    organisationData.unshift({
      value: values.organisationId,
      label: t('filters.organisationId', { id: values.organisationId }),
    });
  }

  const actionData: { value: string; label: string }[] = AUDIT_ACTIONS.map((action) => ({
    value: action,
    label: auditActionLabel(t, action),
  })).sort((a, b) => a.label.localeCompare(b.label, 'en-GB'));
  if (values.action && !actionData.some((option) => option.value === values.action)) {
    actionData.unshift({ value: values.action, label: values.action });
  }

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate aria-label={t('filters.label')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        <TextInput
          label={t('filters.person')}
          description={t('filters.memberIdHelp')}
          inputMode="numeric"
          value={values.personId}
          onChange={(event) => set('personId')(event.currentTarget.value)}
          error={errors.personId}
        />
        <Select
          label={t('filters.organisation')}
          description={t('filters.organisationHelp')}
          placeholder={organisations.isPending ? t('filters.organisationsLoading') : t('filters.anyOrganisation')}
          data={organisationData}
          value={values.organisationId || null}
          onChange={(value) => set('organisationId')(value ?? '')}
          searchable
          clearable
          nothingFoundMessage={t('filters.noOrganisation')}
          comboboxProps={{ withinPortal: true }}
          error={organisations.isError ? t('filters.organisationsError') : undefined}
        />
        <TextInput
          label={t('filters.actor')}
          description={t('filters.memberIdHelp')}
          inputMode="numeric"
          value={values.actorId}
          onChange={(event) => set('actorId')(event.currentTarget.value)}
          error={errors.actorId}
        />
        <DateFieldWhenUsed
          label={t('filters.from')}
          description={t('filters.dayHelp')}
          value={values.from || null}
          onChange={(value) => set('from')(value ?? '')}
          defaultLevel="month"
          clearable
          error={errors.from}
        />
        <DateFieldWhenUsed
          label={t('filters.to')}
          description={t('filters.dayHelp')}
          value={values.to || null}
          onChange={(value) => set('to')(value ?? '')}
          defaultLevel="month"
          clearable
          error={errors.to}
        />
        <Select
          label={t('filters.action')}
          description={t('filters.actionHelp')}
          placeholder={t('filters.anyAction')}
          data={actionData}
          value={values.action || null}
          onChange={(value) => set('action')(value ?? '')}
          searchable
          clearable
          nothingFoundMessage={t('filters.noAction')}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      <Group justify="flex-end" gap="sm" mt="md">
        <Button variant="outline" onClick={clear}>
          {t('filters.clear')}
        </Button>
        <Button type="submit">{t('filters.apply')}</Button>
      </Group>
    </Paper>
  );
}
