import { Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { TransferPlayerSearchQuerySchema, type TransferPlayer, type TransferPlayerSearchQuery } from '@mywru/shared';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledValue, Text } from '../../../components';
import { formatDay } from '../../../components/format-date';
import { ApiError } from '../../../lib/api-client';
import { useReasonText } from '../../../lib/reason-text';
import { useTransferPlayerSearch } from '../api/search-transfer-player';
import { FocusedErrorAlert } from '../../../components/focused-error-alert';
import { useSexLabels } from '../../../entities/sex';

export interface PlayerSearchValues {
  wruId: string;
  lastName: string;
}

export interface SelectPlayerStepProps {
  /** What was typed, kept by the page so that going back finds it as it was. */
  values: PlayerSearchValues;
  onChange: (values: PlayerSearchValues) => void;
  /** The person found, with the last name the search matched (the next calls ask it again). */
  onContinue: (player: TransferPlayer, lastName: string) => void;
}

type Field = keyof PlayerSearchValues;

/** The found person's name as Select Player shows it: initial and last name. */
export function playerDisplayName(player: Pick<TransferPlayer, 'initial' | 'lastName'>): string {
  return [player.initial, player.lastName].filter((part) => part.trim() !== '').join(' ');
}

/**
 * Select Player: WRU ID and last name, both required. A refusal shows the spec's message through
 * its reason ('We could not verify those details...', 'Player details incomplete...', 'This person
 * has no active affiliation...'); a failure without one shows the first of them, as the spec says.
 */
export function SelectPlayerStep({ values, onChange, onContinue }: SelectPlayerStepProps) {
  const { t } = useTranslation('transfers', { keyPrefix: 'organisation.create.selectPlayer' });
  const { t: tOrganisation } = useTranslation('transfers', { keyPrefix: 'organisation' });
  const sexLabels = useSexLabels();
  const { t: tErrors } = useTranslation('errors');
  const reasonText = useReasonText();
  const [criteria, setCriteria] = useState<TransferPlayerSearchQuery | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const search = useTransferPlayerSearch(criteria);

  const change = (field: Field, value: string) => {
    onChange({ ...values, [field]: value });
    setCriteria(null);
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = () => {
    const parsed = TransferPlayerSearchQuerySchema.safeParse({
      wruId: values.wruId.trim(),
      lastName: values.lastName,
    });
    if (!parsed.success) {
      const invalid = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      const errors: Partial<Record<Field, string>> = {};
      if (invalid.has('wruId')) errors.wruId = values.wruId.trim() === '' ? t('wruIdRequired') : t('wruIdInvalid');
      if (invalid.has('lastName')) errors.lastName = t('lastNameRequired');
      setFieldErrors(errors);
      setCriteria(null);
      document.getElementById(errors.wruId ? 'transfer-wru-id' : 'transfer-last-name')?.focus();
      return;
    }
    setFieldErrors({});
    // Sending the same details again asks again (a player may have updated their details meanwhile).
    if (criteria && criteria.wruId === parsed.data.wruId && criteria.lastName === parsed.data.lastName) {
      void search.refetch();
    }
    setCriteria(parsed.data);
  };

  const failure = search.isError
    ? search.error instanceof ApiError &&
      search.error.reason !== null &&
      search.error.status !== null &&
      search.error.status < 500
      ? reasonText(search.error)
      : tErrors('reasons.transfer.player_not_found')
    : null;
  const player = criteria && search.isSuccess ? search.data : null;

  return (
    <Stack gap="md">
      <Text>{t('intro')}</Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Group align="flex-start" gap="md" wrap="wrap">
          <TextInput
            id="transfer-wru-id"
            label={t('wruId')}
            value={values.wruId}
            onChange={(event) => change('wruId', event.currentTarget.value)}
            error={fieldErrors.wruId}
            required
            inputMode="numeric"
            autoComplete="off"
            style={{ flex: '1 1 180px' }}
          />
          <TextInput
            id="transfer-last-name"
            label={t('lastName')}
            value={values.lastName}
            onChange={(event) => change('lastName', event.currentTarget.value)}
            error={fieldErrors.lastName}
            required
            autoComplete="off"
            style={{ flex: '1 1 220px' }}
          />
          <Button
            type="submit"
            leftSection={<IconSearch size={18} aria-hidden />}
            loading={search.isFetching}
            mt={{ base: 0, xs: 26 }}
          >
            {t('search')}
          </Button>
        </Group>
      </form>
      {failure ? <FocusedErrorAlert message={failure} /> : null}
      {player ? (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="transfer-player-found">
          <Stack gap="sm">
            <Text fw={600} component="h3" id="transfer-player-found" style={{ margin: 0 }}>
              {t('found')}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <LabelledValue label={t('name')} value={playerDisplayName(player)} />
              <LabelledValue label={t('sex')} value={sexLabels.ofValue(player.sex)} />
              <LabelledValue
                label={t('ageGrade')}
                value={
                  player.ageGrade
                    ? tOrganisation(`ageGrades.${player.ageGrade}`, { defaultValue: player.ageGrade })
                    : t('unknown')
                }
              />
              <LabelledValue label={t('dob')} value={formatDay(player.dob)} />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button onClick={() => onContinue(player, criteria?.lastName ?? values.lastName)}>
                {tOrganisation('create.continue')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
