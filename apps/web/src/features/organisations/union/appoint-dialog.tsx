import { Button, Group, MultiSelect, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UnionOrganisationDetails, UnionOrganisationOptions } from '@mywru/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, ErrorSummary, errorSummaryItems, Text, useAnnouncement } from '../../../components';
import { formatDay } from '../../../components/format-date';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { SearchPicker } from '../../../components/search-picker';
import { fullName } from '../../../entities/person/names';
import { useFormRefusalText, useReasonText } from '../../../lib/reason-text';
import { useLookupNames } from '../../../lib/lookup-names';
import { usePeopleToAppoint } from './api/union-organisations';
import { useAppointOfficeHolder } from './api/union-organisation-changes';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/search';

export interface AppointDialogProps {
  opened: boolean;
  organisation: UnionOrganisationDetails;
  options: UnionOrganisationOptions;
  onClose: () => void;
}

/** Appoint a person found by name or member id to an organisation role; Team Manager and Team Coach also choose teams. */
export function AppointDialog({ opened, organisation, options, onClose }: AppointDialogProps) {
  const { t } = useTranslation('union-organisations');
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={t('appointDialog.title')}>
      {opened ? <AppointForm organisation={organisation} options={options} onClose={onClose} /> : null}
    </ResponsiveModal>
  );
}

type Field = 'personId' | 'roleId' | 'teamChildIds';
const FIELDS: readonly Field[] = ['personId', 'roleId', 'teamChildIds'];
/** The refusals about one field, shown next to it. */
const FIELD_OF_REASON = {
  'organisation.role_unknown': 'roleId',
  'organisation.person_unknown': 'personId',
  'organisation.person_too_young': 'personId',
  'organisation.teams_required': 'teamChildIds',
  'organisation.teams_not_allowed': 'teamChildIds',
  'organisation.team_not_of_organisation': 'teamChildIds',
} as const;

function AppointForm({ organisation, options, onClose }: Omit<AppointDialogProps, 'opened'>) {
  const { t } = useTranslation('union-organisations');
  const reasonText = useReasonText();
  const refusalText = useFormRefusalText();
  const lookup = useLookupNames();
  const appoint = useAppointOfficeHolder();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const people = usePeopleToAppoint(debounced);
  const [personId, setPersonId] = useState<string | null>(null);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [teamChildIds, setTeamChildIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const idPrefix = useId();
  const fieldIds: Record<Field, string> = {
    personId: `${idPrefix}-search`,
    roleId: `${idPrefix}-role`,
    teamChildIds: `${idPrefix}-teams`,
  };
  const role = options.roles.find((candidate) => String(candidate.id) === roleId);
  const teamOptions = organisation.teamParents.map((team) => ({
    group: team.name,
    items: team.teamChildren.map((child) => ({ value: String(child.id), label: `${team.name} – ${child.value}` })),
  }));
  const noTeams = role?.isForTeams && teamOptions.length === 0;
  useAnnouncement(noTeams ? t('appointDialog.noTeams') : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const found: Partial<Record<Field, string>> = {};
    if (!personId) found.personId = t('appointDialog.personRequired');
    if (!role) found.roleId = t('appointDialog.roleRequired');
    if (role?.isForTeams && teamChildIds.length === 0) found.teamChildIds = t('appointDialog.teamsRequired');
    setErrors(found);
    if (Object.keys(found).length > 0 || !role) return;
    appoint.mutate(
      {
        params: { organisationId: organisation.id },
        body: {
          personId: Number(personId),
          roleId: role.id,
          teamChildIds: role.isForTeams ? teamChildIds.map(Number) : [],
        },
      },
      {
        onSuccess: onClose,
        onError: (error) => {
          const refused = refusalText(error, FIELDS, FIELD_OF_REASON);
          setErrors(refused.fields);
          setMessage(refused.message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ErrorSummary errors={errorSummaryItems(errors, fieldIds)} />
        <SearchPicker
          searchId={fieldIds.personId}
          search={search}
          onSearchChange={setSearch}
          isSearching={people.isFetching}
          options={
            debounced.length >= 2 && people.data
              ? people.data.map((person) => {
                  const name = fullName(person);
                  const born = person.dob ? ` · ${t('appointDialog.born', { date: formatDay(person.dob) })}` : '';
                  return {
                    value: String(person.id),
                    label: `${t('appointDialog.person', { name, id: person.id })}${born}`,
                  };
                })
              : undefined
          }
          value={personId}
          onChange={setPersonId}
          error={errors.personId}
          labels={{
            search: t('appointDialog.search'),
            searchHelp: t('appointDialog.searchHelp'),
            searching: t('appointDialog.searching'),
            results: t('appointDialog.people'),
            noResults: t('appointDialog.noPeople'),
          }}
        />
        {people.isError ? <ErrorAlert>{reasonText(people.error)}</ErrorAlert> : null}
        <Select
          id={fieldIds.roleId}
          label={t('appointDialog.role')}
          placeholder={t('appointDialog.rolePlaceholder')}
          data={options.roles.map((candidate) => ({
            value: String(candidate.id),
            label: lookup.name(candidate.value, candidate.valueCy),
          }))}
          value={roleId}
          onChange={setRoleId}
          error={errors.roleId}
          required
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {role?.isForTeams ? (
          noTeams ? (
            <Text size={3}>{t('appointDialog.noTeams')}</Text>
          ) : (
            <MultiSelect
              id={fieldIds.teamChildIds}
              label={t('appointDialog.teams')}
              description={t('appointDialog.teamsHelp')}
              placeholder={teamChildIds.length === 0 ? t('appointDialog.teamsPlaceholder') : undefined}
              data={teamOptions}
              value={teamChildIds}
              onChange={setTeamChildIds}
              error={errors.teamChildIds}
              required
              searchable
              comboboxProps={{ withinPortal: true }}
            />
          )
        ) : null}
        {message ? <ErrorAlert>{message}</ErrorAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={onClose} disabled={appoint.isPending}>
            {t('appointDialog.cancel')}
          </Button>
          <Button type="submit" loading={appoint.isPending}>
            {t('appointDialog.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
