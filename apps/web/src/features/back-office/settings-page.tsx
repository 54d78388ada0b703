import { Button, Container, Group, NumberInput, Paper, Stack } from '@mantine/core';
import { ChangeUnionSettingsSchema, MAX_TRANSFERRED_PLAYERS_BOUNDS, type UnionSettings } from '@mywru/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, ErrorSummary, LoadingOverlay, Text } from '../../components';
import { PageHeader } from '../../components/page-header';
import { SuccessNotice } from '../../components/success-notice';
import { isPermissionRefusal } from '../../lib/api-client';
import { useFormRefusalText } from '../../lib/reason-text';
import { useChangeUnionSettings } from './api/change-union-settings';
import { useUnionSettings } from './api/union-settings';

const FIELD_ID = 'union-settings-max-transferred-players';

/** The union's settings (`/union/settings`, the Union Administrator): the season limit of transfers into one team. */
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

function SettingsForm({ saved }: { saved: UnionSettings }) {
  const { t } = useTranslation('union');
  const change = useChangeUnionSettings();
  const refusalText = useFormRefusalText();
  const [value, setValue] = useState<number | string>(saved.maxTransferredPlayers);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  // A value saved elsewhere shows when the settings are read again; a failed save keeps what was typed.
  const [shownSaved, setShownSaved] = useState(saved.maxTransferredPlayers);
  if (shownSaved !== saved.maxTransferredPlayers) {
    setShownSaved(saved.maxTransferredPlayers);
    setValue(saved.maxTransferredPlayers);
  }

  const invalid = t('settings.maxTransferredPlayers.invalid', MAX_TRANSFERRED_PLAYERS_BOUNDS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    setMessage(null);
    const parsed = ChangeUnionSettingsSchema.safeParse({
      maxTransferredPlayers: typeof value === 'number' ? value : Number.NaN,
    });
    if (!parsed.success) {
      setFieldError(invalid);
      return;
    }
    setFieldError(null);
    change.mutate(
      { body: parsed.data },
      {
        onSuccess: (stored) => {
          setValue(stored.maxTransferredPlayers);
          setSuccess(t('settings.saved', { count: stored.maxTransferredPlayers }));
        },
        onError: (error) => {
          const refused = refusalText(error, ['maxTransferredPlayers'] as const);
          setFieldError(refused.fields.maxTransferredPlayers ? invalid : null);
          setMessage(isPermissionRefusal(error) ? t('permission') : refused.message);
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate aria-label={t('settings.title')}>
        <Stack gap="md">
          <ErrorSummary errors={fieldError ? [{ fieldId: FIELD_ID, message: fieldError }] : []} />
          <NumberInput
            id={FIELD_ID}
            label={t('settings.maxTransferredPlayers.label')}
            description={t('settings.maxTransferredPlayers.description', MAX_TRANSFERRED_PLAYERS_BOUNDS)}
            value={value}
            onChange={(next) => {
              setValue(next);
              setSuccess(null);
            }}
            error={fieldError}
            min={MAX_TRANSFERRED_PLAYERS_BOUNDS.min}
            max={MAX_TRANSFERRED_PLAYERS_BOUNDS.max}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            inputMode="numeric"
            required
            styles={{ wrapper: { maxWidth: 240 } }}
          />
          <Text size={3}>{t('settings.maxTransferredPlayers.appliesFrom')}</Text>
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
