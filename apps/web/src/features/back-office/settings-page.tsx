import { Button, Container, Group, NumberInput, Paper, Stack } from '@mantine/core';
import {
  ChangeUnionSettingsSchema,
  MAX_TRANSFERRED_PLAYERS_BOUNDS,
  PERMIT_LIMIT_BOUNDS,
  type UnionSettings,
} from '@mywru/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, ErrorSummary, LoadingOverlay, Text } from '../../components';
import { PageHeader } from '../../components/page-header';
import { SuccessNotice } from '../../components/success-notice';
import { isPermissionRefusal } from '../../lib/api-client';
import { useFormRefusalText } from '../../lib/reason-text';
import { useChangeUnionSettings } from './api/change-union-settings';
import { useUnionSettings } from './api/union-settings';

/** The settings the form shows, each a whole number within the shared bounds. */
const FIELDS = [
  { name: 'maxTransferredPlayers', id: 'union-settings-max-transferred-players', bounds: MAX_TRANSFERRED_PLAYERS_BOUNDS },
  { name: 'permitLimit', id: 'union-settings-permit-limit', bounds: PERMIT_LIMIT_BOUNDS },
] as const;
type FieldName = (typeof FIELDS)[number]['name'];
const FIELD_NAMES = FIELDS.map((field) => field.name);

/**
 * The union's settings (`/union/settings`, the Union Administrator): the season limit of transfers
 * into one team, and the most permits one club may hold for one fixture.
 */
export function SettingsPage() {
  const { t } = useTranslation('union');
  const settings = useUnionSettings();

  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} backTo="/union" />
        {settings.isPending ? (
          <LoadingOverlay />
        ) : settings.isError ? (
          <ErrorAlert>{isPermissionRefusal(settings.error) ? t('permission') : t('settings.loadError')}</ErrorAlert>
        ) : (
          <SettingsForm saved={settings.data} />
        )}
      </Stack>
    </Container>
  );
}

type Values = Record<FieldName, number | string>;

function SettingsForm({ saved }: { saved: UnionSettings }) {
  const { t } = useTranslation('union');
  const change = useChangeUnionSettings();
  const refusalText = useFormRefusalText();
  const [values, setValues] = useState<Values>({ ...saved });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  // Values saved elsewhere show when the settings are read again; a failed save keeps what was typed.
  const [shownSaved, setShownSaved] = useState(saved);
  if (FIELD_NAMES.some((name) => shownSaved[name] !== saved[name])) {
    setShownSaved(saved);
    setValues({ ...saved });
  }

  const invalid = (name: FieldName) =>
    t(`settings.${name}.invalid`, FIELDS.find((field) => field.name === name)!.bounds);
  const errorsOf = (names: readonly FieldName[]) =>
    Object.fromEntries(names.map((name) => [name, invalid(name)])) as Partial<Record<FieldName, string>>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    setMessage(null);
    const numbers = Object.fromEntries(
      FIELD_NAMES.map((name) => [name, typeof values[name] === 'number' ? values[name] : Number.NaN]),
    );
    const parsed = ChangeUnionSettingsSchema.safeParse(numbers);
    if (!parsed.success) {
      const wrong = FIELD_NAMES.filter((name) => parsed.error.issues.some((issue) => issue.path[0] === name));
      setFieldErrors(errorsOf(wrong));
      return;
    }
    setFieldErrors({});
    change.mutate(
      { body: parsed.data },
      {
        onSuccess: (stored) => {
          setValues({ ...stored });
          setSuccess(
            `${t('settings.saved', { count: stored.maxTransferredPlayers })} ${t('settings.permitLimit.saved', {
              count: stored.permitLimit,
            })}`,
          );
        },
        onError: (error) => {
          const refused = refusalText(error, FIELD_NAMES);
          setFieldErrors(errorsOf(FIELD_NAMES.filter((name) => refused.fields[name])));
          setMessage(isPermissionRefusal(error) ? t('permission') : refused.message);
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate aria-label={t('settings.title')}>
        <Stack gap="md">
          <ErrorSummary
            errors={FIELDS.flatMap((field) =>
              fieldErrors[field.name] ? [{ fieldId: field.id, message: fieldErrors[field.name]! }] : [],
            )}
          />
          {FIELDS.map((field) => (
            <Stack gap={4} key={field.name}>
              <NumberInput
                id={field.id}
                label={t(`settings.${field.name}.label`)}
                description={t(`settings.${field.name}.description`, field.bounds)}
                value={values[field.name]}
                onChange={(next) => {
                  setValues((current) => ({ ...current, [field.name]: next }));
                  setSuccess(null);
                }}
                error={fieldErrors[field.name] ?? null}
                min={field.bounds.min}
                max={field.bounds.max}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                inputMode="numeric"
                required
                styles={{ wrapper: { maxWidth: 240 } }}
              />
              <Text size={3}>{t(`settings.${field.name}.appliesFrom`)}</Text>
            </Stack>
          ))}
          {message ? <ErrorAlert>{message}</ErrorAlert> : null}
          <SuccessNotice message={success} />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
