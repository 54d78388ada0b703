import { Button, Container, Group, Paper, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PEOPLE_ROLE_FILTERS, type OrganisationPerson, type PeopleRoleFilter } from '@mywru/shared';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState, ErrorAlert, LoadingOverlay, Text, useAnnouncement } from '../../components';
import { PageHeader } from '../../components/page-header';
import { usePeopleSearch } from './api/organisation-people';
import { PersonDetailsDialog } from './organisation-person-dialog';
import { isPermissionRefusal } from '../../lib/api-client';
import { fullName } from '../../entities/person';
import { useLookupNames } from '../../lib/lookup-names';
import { SEARCH_DEBOUNCE_MS } from '../../lib/search';

/** Search inputs wait this long after the last key before searching. */

/** Search People: the organisation's members with an active role, by role filter and name or member id. */
export function PeoplePage() {
  const { t } = useTranslation('organisation-people');
  const organisationId = Number(useParams().organisationId);
  const [role, setRole] = useState<PeopleRoleFilter>('all');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [viewing, setViewing] = useState<number | null>(null);
  const people = usePeopleSearch(organisationId, role, debounced);
  const refused = people.isError && isPermissionRefusal(people.error);
  const rows = people.data?.pages.flat() ?? [];
  useAnnouncement(
    people.isSuccess ? (rows.length === 0 ? t('empty') : t('shown', { count: rows.length })) : null,
    `${role}:${debounced}`,
  );

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <PageHeader title={t('title')} subtitle={t('subtitle')} backTo={`/organisation/${organisationId}`} />
        {refused ? (
          <ErrorAlert>{t('permission')}</ErrorAlert>
        ) : (
          <>
            <Group align="flex-end" gap="md" wrap="wrap">
              <SegmentedControl
                value={role}
                onChange={(value) => setRole(value as PeopleRoleFilter)}
                data={PEOPLE_ROLE_FILTERS.map((value) => ({ value, label: t(`filter.${value}`) }))}
                aria-label={t('filter.label')}
                color="red"
              />
              <TextInput
                label={t('search.label')}
                placeholder={t('search.placeholder')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                style={{ flex: '1 1 240px' }}
                type="search"
              />
            </Group>
            {people.isPending ? (
              <LoadingOverlay />
            ) : people.isError ? (
              <ErrorAlert>{t('loadError')}</ErrorAlert>
            ) : rows.length === 0 ? (
              <EmptyState title={t('empty')} />
            ) : (
              <Stack gap="sm">
                <Text size={3}>{t('shown', { count: rows.length })}</Text>
                <Stack
                  gap="sm"
                  component="ul"
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                  aria-label={t('listLabel')}
                >
                  {rows.map((person) => (
                    <PersonRow key={person.wruId} person={person} onView={() => setViewing(person.wruId)} />
                  ))}
                </Stack>
                {people.hasNextPage ? (
                  <Button
                    variant="outline"
                    onClick={() => void people.fetchNextPage()}
                    loading={people.isFetchingNextPage}
                    style={{ alignSelf: 'center' }}
                  >
                    {t('loadMore')}
                  </Button>
                ) : null}
              </Stack>
            )}
          </>
        )}
      </Stack>
      <PersonDetailsDialog organisationId={organisationId} wruId={viewing} onClose={() => setViewing(null)} />
    </Container>
  );
}

function PersonRow({ person, onView }: { person: OrganisationPerson; onView: () => void }) {
  const { t } = useTranslation('organisation-people');
  const lookup = useLookupNames();
  const name = fullName(person);
  const roleNames = person.roleValues.map((english, index) => lookup.name(english, person.roleValuesCy[index]));
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" gap="sm" align="center">
        <Stack gap={2} style={{ flex: '1 1 220px' }}>
          <Text fw={600} component="h2" style={{ margin: 0 }}>
            {name}
          </Text>
          <Text size={3}>
            {t('memberId', { wruId: person.wruId })}
            {person.age !== null ? ` · ${t('age', { age: person.age })}` : ''}
          </Text>
          <Text size={3}>{roleNames.join(', ')}</Text>
          {person.teamNames.length > 0 ? <Text size={4}>{person.teamNames.join(', ')}</Text> : null}
        </Stack>
        <Button size="sm" variant="outline" onClick={onView} aria-label={t('viewFor', { name })}>
          {t('view')}
        </Button>
      </Group>
    </Paper>
  );
}
