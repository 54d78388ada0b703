import { Button, Group, MultiSelect, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UnionOrganisationDetails, UnionOrganisationOptions } from '@mywru/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, Text } from '../../components';
import { formatDay } from '../../components/format-date';
import { ResponsiveModal } from '../../components/responsive-modal';
import { SearchPicker } from '../../components/search-picker';
import { usePeopleToAppoint, type ChangeResult } from './api';
import { SEARCH_DEBOUNCE_MS } from './organisations-page';
import { fullName } from '../../entities/person';
import { firstErrorPerField } from '../../lib/form-errors';

export interface AppointDialogProps {
  opened: boolean;
  organisation: UnionOrganisationDetails;
  options: UnionOrganisationOptions;
  onClose: () => void;
  onAppoint: (appointment: { personId: number; roleId: number; teamChildIds: number[] }) => Promise<ChangeResult>;
}

/** Appoint a person found by name or member id to an organisation role; Team Manager and Team Coach also choose teams. */
export function AppointDialog({ opened, organisation, options, onClose, onAppoint }: AppointDialogProps) {
  const { t } = useTranslation('union-organisations');
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={t('appointDialog.title')}>
      {opened ? (
        <AppointForm organisation={organisation} options={options} onClose={onClose} onAppoint={onAppoint} />
      ) : null}
    </ResponsiveModal>
  );
}

type Field = 'personId' | 'roleId' | 'teamChildIds';

function AppointForm({ organisation, options, onClose, onAppoint }: Omit<AppointDialogProps, 'opened'>) {
  const { t } = useTranslation('union-organisations');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const people = usePeopleToAppoint(debounced);
  const [personId, setPersonId] = useState<string | null>(null);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [teamChildIds, setTeamChildIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const role = options.roles.find((candidate) => String(candidate.id) === roleId);
  const teamOptions = organisation.teamParents.map((team) => ({
    group: team.name,
    items: team.teamChildren.map((child) => ({ value: String(child.id), label: `${team.name} – ${child.value}` })),
  }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const found: Partial<Record<Field, string>> = {};
    if (!personId) found.personId = t('appointDialog.personRequired');
    if (!role) found.roleId = t('appointDialog.roleRequired');
    if (role?.isForTeams && teamChildIds.length === 0) found.teamChildIds = t('appointDialog.teamsRequired');
    setErrors(found);
    if (Object.keys(found).length > 0 || !role) return;
    setBusy(true);
    const result = await onAppoint({
      personId: Number(personId),
      roleId: role.id,
      teamChildIds: role.isForTeams ? teamChildIds.map(Number) : [],
    });
    setBusy(false);
    if (result.ok) {
      onClose();
      return;
    }
    const fieldErrors = firstErrorPerField(result.errors, ['personId', 'roleId', 'teamChildIds'] as const);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length === 0) setMessage(result.message);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <SearchPicker
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
        {people.isError ? <ErrorAlert>{people.error.message}</ErrorAlert> : null}
        <Select
          label={t('appointDialog.role')}
          placeholder={t('appointDialog.rolePlaceholder')}
          data={options.roles.map((candidate) => ({ value: String(candidate.id), label: candidate.value }))}
          value={roleId}
          onChange={setRoleId}
          error={errors.roleId}
          required
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {role?.isForTeams ? (
          teamOptions.length === 0 ? (
            <div role="status">
              <Text size={3}>{t('appointDialog.noTeams')}</Text>
            </div>
          ) : (
            <MultiSelect
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
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('appointDialog.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('appointDialog.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
