import { Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  formatPermitDate,
  type OrganisationOption,
  type PermitPlayer,
  type PermitPlayerSearchQuery,
} from '@mywru/shared';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '../../../components';
import { DateFieldWhenUsed } from '../../../components/date-field-when-used';
import { FocusedErrorAlert } from '../../../components/focused-error-alert';
import { ApiError } from '../../../lib/api-client';
import { declaresReason } from '../../../lib/endpoint-client';
import { useReasonText } from '../../../lib/reason-text';
import { permitFixturesQuery } from '../api/permit-fixtures';
import { searchPermitPlayerEndpoint, usePermitPlayerSearch } from '../api/search-permit-player';
import { ClubSuggestions } from './club-suggestions';
import { permitPlayerDisplayName } from '../permit-names';
import { useSexLabels } from '../../../entities/sex';

export interface PermitPlayerSearchValues {
  dob: string | null;
  lastName: string;
  organisation: OrganisationOption | null;
}

export interface SelectPlayerStepProps {
  /** The receiving organisation. */
  organisationId: number;
  /** What was entered, kept by the page so that going back finds it as it was. */
  values: PermitPlayerSearchValues;
  onChange: (values: PermitPlayerSearchValues) => void;
  onBack: () => void;
  /** The player chosen, with the club they are registered with. */
  onSelect: (player: PermitPlayer, from: OrganisationOption) => void;
}

type Field = 'dob' | 'lastName' | 'organisation';
const FIELD_IDS: Record<Field, string> = {
  dob: 'permit-player-dob',
  lastName: 'permit-player-last-name',
  organisation: 'permit-player-club',
};

/**
 * Select Player: date of birth, last name and the club the player is registered with (chosen from
 * the suggestions). A refusal says why in the spec's words (no match, not an active player, not
 * eligible); bad details say 'We could not verify...', any other failure 'There was a problem...'.
 * Selecting a player reads their fixtures first: if that fails, 'Could not select this player.'
 */
export function SelectPlayerStep({ organisationId, values, onChange, onBack, onSelect }: SelectPlayerStepProps) {
  const { t } = useTranslation('permits', { keyPrefix: 'organisation.create.player' });
  const { t: tCreate } = useTranslation('permits', { keyPrefix: 'organisation.create' });
  const { t: tOrganisation } = useTranslation('permits', { keyPrefix: 'organisation' });
  const sexLabels = useSexLabels();
  const reasonText = useReasonText();
  const queryClient = useQueryClient();
  const [criteria, setCriteria] = useState<PermitPlayerSearchQuery | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [selecting, setSelecting] = useState<number | null>(null);
  const [selectError, setSelectError] = useState<string | null>(null);
  const search = usePermitPlayerSearch(criteria);

  const change = <F extends Field>(field: F, value: PermitPlayerSearchValues[F]) => {
    onChange({ ...values, [field]: value });
    setCriteria(null);
    setSelectError(null);
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    setSelectError(null);
    // The search's schema loads with the first search, not with the page (decision 035).
    const { PermitPlayerSearchQuerySchema } = await import('@mywru/shared/permits/schemas');
    const parsed = PermitPlayerSearchQuerySchema.safeParse({
      dob: values.dob ?? '',
      lastName: values.lastName,
      organisationId: values.organisation?.id ?? '',
      toOrganisationId: organisationId,
    });
    if (!parsed.success) {
      const invalid = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      const errors: Partial<Record<Field, string>> = {};
      if (invalid.has('dob')) errors.dob = t('dobRequired');
      if (invalid.has('lastName')) errors.lastName = t('lastNameRequired');
      if (invalid.has('organisationId')) errors.organisation = t('organisationRequired');
      setFieldErrors(errors);
      setCriteria(null);
      const first = (['dob', 'lastName', 'organisation'] as const).find((field) => errors[field]);
      if (first) document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    setFieldErrors({});
    const same =
      criteria &&
      criteria.dob === parsed.data.dob &&
      criteria.lastName === parsed.data.lastName &&
      criteria.organisationId === parsed.data.organisationId;
    // Sending the same details again asks again (the player's registration may have changed meanwhile).
    if (same) void search.refetch();
    setCriteria(parsed.data);
  };

  const select = async (player: PermitPlayer) => {
    const from = values.organisation;
    if (!from) return;
    setSelectError(null);
    setSelecting(player.wruId);
    try {
      await queryClient.fetchInfiniteQuery(
        permitFixturesQuery({ organisationId, wruId: player.wruId, fromOrganisationId: from.id, when: 'upcoming' }),
      );
    } catch {
      setSelectError(t('selectError'));
      setSelecting(null);
      return;
    }
    setSelecting(null);
    onSelect(player, from);
  };

  const failure = (() => {
    if (!criteria) return null;
    if (search.isError) {
      const error = search.error;
      if (error instanceof ApiError && declaresReason(searchPermitPlayerEndpoint, error.reason))
        return reasonText(error);
      if (error instanceof ApiError && error.status !== null && error.status >= 400 && error.status < 500)
        return t('notVerified');
      return t('checkError');
    }
    if (search.isSuccess && search.data.length === 0) return t('noMatch');
    return null;
  })();
  const players = criteria && search.isSuccess ? search.data : [];

  return (
    <Stack gap="md">
      <Text>{t('intro')}</Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Group align="flex-start" gap="md" wrap="wrap">
            <DateFieldWhenUsed
              id={FIELD_IDS.dob}
              label={t('dob')}
              value={values.dob}
              onChange={(date) => change('dob', date || null)}
              error={fieldErrors.dob}
              required
              maxDate={new Date()}
              style={{ flex: '1 1 200px' }}
            />
            <TextInput
              id={FIELD_IDS.lastName}
              label={t('lastName')}
              value={values.lastName}
              onChange={(event) => change('lastName', event.currentTarget.value)}
              error={fieldErrors.lastName}
              required
              autoComplete="off"
              style={{ flex: '1 1 200px' }}
            />
          </Group>
          <ClubSuggestions
            id={FIELD_IDS.organisation}
            value={values.organisation}
            onChange={(organisation) => change('organisation', organisation)}
            error={fieldErrors.organisation}
          />
          <Group justify="space-between" gap="sm">
            <Button variant="default" onClick={onBack}>
              {tCreate('back')}
            </Button>
            <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />} loading={search.isFetching}>
              {t('search')}
            </Button>
          </Group>
        </Stack>
      </form>
      {failure ? <FocusedErrorAlert message={failure} /> : null}
      {selectError ? <FocusedErrorAlert message={selectError} /> : null}
      {players.length > 0 ? (
        <Stack gap="sm" component="section" aria-labelledby="permit-players-found">
          <Text fw={600} component="h3" id="permit-players-found" style={{ margin: 0 }}>
            {t('results')}
          </Text>
          <Text size={3}>{t('resultsCount', { count: players.length })}</Text>
          {players.map((player) => {
            const name = permitPlayerDisplayName(player);
            return (
              <Paper key={player.wruId} withBorder radius="md" p="md">
                <Group justify="space-between" align="center" gap="sm">
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} style={{ flex: '1 1 240px' }}>
                    <Text fw={600} component="span">
                      {name}
                    </Text>
                    <Text size={3} component="span">
                      {t('dobValue', { date: formatPermitDate(player.dob) })}
                    </Text>
                    <Text size={3} component="span">
                      {player.sex ? t('sex', { sex: sexLabels.ofValue(player.sex) }) : t('sexUnknown')}
                    </Text>
                    <Text size={3} component="span">
                      {t('ageGrade', { grade: tOrganisation(`ageGrades.${player.ageGrade}`) })}
                    </Text>
                  </SimpleGrid>
                  <Button
                    onClick={() => void select(player)}
                    loading={selecting === player.wruId}
                    disabled={selecting !== null && selecting !== player.wruId}
                    aria-label={t('selectFor', { name })}
                  >
                    {t('select')}
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}
