import { Anchor, Button, Container, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { UNION_PEOPLE_SEARCH_LIMIT, type UnionPerson } from '@mywru/shared';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorAlert, LoadingOverlay, Text, useAnnouncement } from '../../components';
import { formatDay } from '../../components/format-date';
import { PageHeader } from '../../components/page-header';
import { SEARCH_MIN_LENGTH, useSearchPeople } from '../../features/people/api/search-union-people';
import { UnionDbsStatusBadge } from '../../features/dbs-checks';
import { useUnionMe } from '../../entities/union-staff';
import { fullName } from '../../entities/person';
import { isPermissionRefusal } from '../../lib/api-client';
import { SEARCH_DEBOUNCE_MS } from '../../lib/search';

/** Search waits this long after the last key. */

/** /union/people: find a person by name or member id, each with their DBS status, to open their page. */
export function PeopleSearchPage() {
  const { t } = useTranslation('union-people');
  const me = useUnionMe();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const people = useSearchPeople(debounced);
  const refused =
    (me.isError && isPermissionRefusal(me.error)) || (people.isError && isPermissionRefusal(people.error));
  const reachesDbs = me.data?.areas.includes('dbs') ?? false;
  useAnnouncement(
    debounced.length < SEARCH_MIN_LENGTH || !people.isSuccess
      ? null
      : people.data.length === 0
        ? t('search.empty')
        : t('search.shown', { count: people.data.length }),
    debounced,
  );

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <PageHeader title={t('search.title')} subtitle={t('search.subtitle')} backTo="/union" />
        {refused ? (
          <ErrorAlert>{t('permission')}</ErrorAlert>
        ) : (
          <>
            <Group align="flex-end" gap="md" wrap="wrap">
              <TextInput
                label={t('search.label')}
                description={t('search.hint')}
                placeholder={t('search.placeholder')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                style={{ flex: '1 1 280px' }}
                type="search"
                autoComplete="off"
              />
              {reachesDbs ? (
                <Button component={Link} to="/union/dbs/expiring" variant="outline">
                  {t('search.expiringLink')}
                </Button>
              ) : null}
            </Group>
            {debounced.length < SEARCH_MIN_LENGTH ? null : people.isPending ? (
              <LoadingOverlay />
            ) : people.isError ? (
              <ErrorAlert>{t('loadError')}</ErrorAlert>
            ) : people.data.length === 0 ? (
              <EmptyState title={t('search.empty')} description={t('search.emptyDescription')} />
            ) : (
              <Stack gap="sm">
                <Text size={3}>{t('search.shown', { count: people.data.length })}</Text>
                <Stack
                  gap="sm"
                  component="ul"
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                  aria-label={t('search.resultsLabel')}
                >
                  {people.data.map((person) => (
                    <PersonRow key={person.id} person={person} />
                  ))}
                </Stack>
                {people.data.length >= UNION_PEOPLE_SEARCH_LIMIT ? <Text size={3}>{t('search.limit')}</Text> : null}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}

function PersonRow({ person }: { person: UnionPerson }) {
  const { t } = useTranslation('union-people');
  const name = fullName(person) || t('person.unnamed');
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" gap="sm" align="center">
        <Stack gap={2} style={{ flex: '1 1 220px' }}>
          <Text fw={600} component="h2" style={{ margin: 0 }}>
            <Anchor component={Link} to={`/union/people/${person.id}`} c="inherit">
              {name}
            </Anchor>
          </Text>
          <Text size={3}>
            {t('memberId', { id: person.id })}
            {person.dob ? ` · ${t('born', { date: formatDay(person.dob) })}` : ''}
          </Text>
        </Stack>
        <Group gap="sm">
          <UnionDbsStatusBadge status={person.dbsStatus} />
          <Button
            component={Link}
            to={`/union/people/${person.id}`}
            size="sm"
            variant="outline"
            aria-label={t('search.openFor', { name })}
          >
            {t('search.open')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
