import { Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import type { UnionOrganisationDetails, UnionOrganisationOptions } from '@mywru/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { ErrorSummary, errorSummaryItems } from '../../../components/error-summary';
import { useAnnounce } from '../../../components/live-announcer';
import { SelectField } from '../../../components/select-field';
import { Text } from '../../../components/text';
import { firstIssuePerField } from '../../../lib/form-errors';
import { useLookupNames } from '../../../lib/lookup-names';
import { useFormRefusalText } from '../../../lib/reason-text';
import { newOrganisationCheck } from './api/union-organisation-changes';

export interface OrganisationFormValues {
  name: string;
  typeId: number | null;
  regionId: number | null;
  isActive: boolean;
}

export interface OrganisationFormProps {
  options: UnionOrganisationOptions;
  initial: OrganisationFormValues;
  /** Shows the Active switch (editing); a new organisation is always active. */
  withActive: boolean;
  submitLabel: string;
  /** Sends the values; resolves with the organisation as saved, or rejects with the API's refusal. */
  onSubmit: (values: {
    name: string;
    typeId: number;
    regionId: number | null;
    isActive: boolean;
  }) => Promise<UnionOrganisationDetails>;
  onSaved?: (organisation: UnionOrganisationDetails) => void;
  onCancel?: () => void;
  /** Says so next to the button after a successful save. */
  savedMessage?: string;
}

type Field = 'name' | 'typeId' | 'regionId';
const FIELDS: readonly Field[] = ['name', 'typeId', 'regionId'];
/** The refusals about one field, shown next to it. */
const FIELD_OF_REASON = {
  'organisation.type_unknown': 'typeId',
  'organisation.region_unknown': 'regionId',
} as const;

/**
 * Name, type, region (and active when editing), checked with the API's own schema (loaded on the
 * first submit with the changes' contracts; a failed load says so above the buttons); field errors
 * next to each field and in the error summary, which takes focus and links to them. A save is said
 * through the app's live region while 'Saved' shows next to the button.
 */
export function OrganisationForm({
  options,
  initial,
  withActive,
  submitLabel,
  onSubmit,
  onSaved,
  onCancel,
  savedMessage,
}: OrganisationFormProps) {
  const { t } = useTranslation('union-organisations');
  const lookup = useLookupNames();
  const refusalText = useFormRefusalText();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  /** A submit whose check is under way: a second press then is not a second save. */
  const checking = useRef(false);
  const announce = useAnnounce();
  const idPrefix = useId();
  const fieldIds: Record<Field, string> = {
    name: `${idPrefix}-name`,
    typeId: `${idPrefix}-type`,
    regionId: `${idPrefix}-region`,
  };

  const set = (patch: Partial<OrganisationFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setSaved(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    setSaved(false);
    if (checking.current) return;
    checking.current = true;
    let schema: Awaited<ReturnType<typeof newOrganisationCheck.load>>;
    try {
      schema = await newOrganisationCheck.load();
    } catch (error) {
      setMessage(refusalText(error, FIELDS).message);
      return;
    } finally {
      checking.current = false;
    }
    const parsed = schema.safeParse({
      name: values.name,
      typeId: values.typeId ?? 0,
      regionId: values.regionId,
    });
    if (!parsed.success) {
      setErrors(firstIssuePerField<Field>(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const organisation = await onSubmit({ ...parsed.data, isActive: values.isActive });
      setSaved(true);
      if (savedMessage) announce(savedMessage);
      onSaved?.(organisation);
    } catch (error) {
      const refused = refusalText(error, FIELDS, FIELD_OF_REASON);
      setErrors(refused.fields);
      setMessage(refused.message ?? t('form.fixErrors'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <ErrorSummary errors={errorSummaryItems(errors, fieldIds)} />
        <TextInput
          id={fieldIds.name}
          label={t('form.name')}
          value={values.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
          error={errors.name}
          required
          maxLength={100}
          data-autofocus
        />
        <SelectField
          id={fieldIds.typeId}
          label={t('form.type')}
          placeholder={t('form.typePlaceholder')}
          data={options.types.map((type) => ({ value: String(type.id), label: lookup.name(type.name, type.nameCy) }))}
          value={values.typeId === null ? null : String(values.typeId)}
          onChange={(value) => set({ typeId: value === null ? null : Number(value) })}
          error={errors.typeId}
          required
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <SelectField
          id={fieldIds.regionId}
          label={t('form.region')}
          placeholder={t('form.regionPlaceholder')}
          data={options.regions.map((region) => ({ value: String(region.id), label: region.name }))}
          value={values.regionId === null ? null : String(values.regionId)}
          onChange={(value) => set({ regionId: value === null ? null : Number(value) })}
          error={errors.regionId}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        {withActive ? (
          <Stack gap={4}>
            <Switch
              label={t('form.active')}
              checked={values.isActive}
              onChange={(event) => set({ isActive: event.currentTarget.checked })}
              color="green"
            />
            <Text size={3}>{values.isActive ? t('form.activeHelp') : t('form.inactiveHelp')}</Text>
          </Stack>
        ) : null}
        {message ? <ErrorAlert>{message}</ErrorAlert> : null}
        <Group justify="flex-end" gap="sm">
          {saved && savedMessage ? (
            <Text size={3} style={{ marginRight: 'auto' }}>
              {savedMessage}
            </Text>
          ) : null}
          {onCancel ? (
            <Button variant="outline" onClick={onCancel} disabled={busy}>
              {t('form.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
