import { Button, Container, Group, Pagination, Paper, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  UNION_ORGANISATION_ACTIVE_FILTERS,
  type UnionOrganisationActiveFilter,
  type UnionOrganisationSummary,
} from '@mywru/shared';
import { IconBuildingCommunity, IconPlus, IconSearch } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState, ErrorAlert, LoadingOverlay, Text, useAnnouncement } from '../../../components';
import { loadedWhenOpened } from '../../../components/loaded-when-opened';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { useUnionOrganisationOptions } from '../../../entities/organisation';
import { isPermissionRefusal } from '../../../lib/api-client';
import { useLookupNames } from '../../../lib/lookup-names';
import { useUnionOrganisations } from './api/union-organisations';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/search';

/** The new organisation form loads when first opened, with its schema and pickers (decision 035). */
const NewOrganisationDialog = loadedWhenOpened(
  lazy(async () => ({ default: (await import('./new-organisation-dialog')).NewOrganisationDialog })),
);

/** The union's organisations: search by name or id, filter by type, region and status, 20 a page; create one. */
export function OrganisationsPage() {
  const { t } = useTranslation('union-organisations');
  const lookup = useLookupNames();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [typeId, setTypeId] = useState<number | null>(null);
  const [regionId, setRegionId] = useState<number | null>(null);
  const [active, setActive] = useState<UnionOrganisationActiveFilter>('all');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const options = useUnionOrganisationOptions();
  const list = useUnionOrganisations({ search: debounced, typeId, regionId, active, page });
  const shown =
    list.isSuccess && list.data.items.length > 0
      ? t('list.shown', {
          from: (list.data.page - 1) * list.data.pageSize + 1,
          to: (list.data.page - 1) * list.data.pageSize + list.data.items.length,
          total: list.data.total,
        })
      : null;
  // What a search, filter or page found is said through the app's live region; the page shows the same words.
  useAnnouncement(
    list.isSuccess && !list.isPlaceholderData ? (shown ?? t('list.empty')) : null,
    JSON.stringify([debounced, typeId, regionId, active, page]),
  );
  const refused =
    (list.isError && isPermissionRefusal(list.error)) || (options.isError && isPermissionRefusal(options.error));

  const filterChanged =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(1);
    };

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <PageHeader title={t('list.title')} subtitle={t('list.subtitle')} backTo="/union" />
        {refused ? (
          <ErrorAlert>{t('permission')}</ErrorAlert>
        ) : (
          <>
            <Group align="flex-end" gap="md" wrap="wrap">
              <TextInput
                label={t('list.search')}
                placeholder={t('list.searchPlaceholder')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  setPage(1);
                }}
                style={{ flex: '2 1 220px' }}
                type="search"
              />
              <Select
                label={t('list.type')}
                placeholder={t('list.allTypes')}
                data={(options.data?.types ?? []).map((type) => ({
                  value: String(type.id),
                  label: lookup.name(type.name, type.nameCy),
                }))}
                value={typeId === null ? null : String(typeId)}
                onChange={(value) => filterChanged(setTypeId)(value === null ? null : Number(value))}
                clearable
                style={{ flex: '1 1 180px' }}
                comboboxProps={{ withinPortal: true }}
              />
              <Select
                label={t('list.region')}
                placeholder={t('list.allRegions')}
                data={(options.data?.regions ?? []).map((region) => ({ value: String(region.id), label: region.name }))}
                value={regionId === null ? null : String(regionId)}
                onChange={(value) => filterChanged(setRegionId)(value === null ? null : Number(value))}
                clearable
                style={{ flex: '1 1 160px' }}
                comboboxProps={{ withinPortal: true }}
              />
              <SegmentedControl
                value={active}
                onChange={(value) => filterChanged(setActive)(value as UnionOrganisationActiveFilter)}
                data={UNION_ORGANISATION_ACTIVE_FILTERS.map((value) => ({ value, label: t(`list.active.${value}`) }))}
                aria-label={t('list.status')}
                color="red"
              />
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setCreating(true)}
                disabled={!options.data}
              >
                {t('list.new')}
              </Button>
            </Group>
            {list.isPending ? (
              <LoadingOverlay />
            ) : list.isError ? (
              <ErrorAlert>{t('loadError')}</ErrorAlert>
            ) : list.data.items.length === 0 ? (
              <EmptyState
                title={t('list.empty')}
                description={t('list.emptyHint')}
                icon={<IconBuildingCommunity size={40} aria-hidden color="var(--mantine-color-gray-6)" />}
              />
            ) : (
              <Stack gap="sm">
                <Text size={3}>{shown}</Text>
                <Stack
                  gap="sm"
                  component="ul"
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                  aria-label={t('list.listLabel')}
                >
                  {list.data.items.map((organisation) => (
                    <OrganisationRow key={organisation.id} organisation={organisation} />
                  ))}
                </Stack>
                {list.data.total > list.data.pageSize ? (
                  <Group justify="center">
                    <Pagination
                      total={Math.ceil(list.data.total / list.data.pageSize)}
                      value={page}
                      onChange={setPage}
                      color="red"
                      getControlProps={(control) => ({ 'aria-label': t(`list.pageControl.${control}`) })}
                      getItemProps={(item) => ({ 'aria-label': t('list.pageN', { page: item }) })}
                      aria-label={t('list.pages')}
                    />
                  </Group>
                ) : null}
              </Stack>
            )}
          </>
        )}
      </Stack>
      {options.data ? (
        <NewOrganisationDialog
          opened={creating}
          options={options.data}
          onClose={() => setCreating(false)}
          onCreated={(organisation) => {
            setCreating(false);
            void navigate(`/union/organisations/${organisation.id}`);
          }}
        />
      ) : null}
    </Container>
  );
}

function OrganisationRow({ organisation }: { organisation: UnionOrganisationSummary }) {
  const { t } = useTranslation('union-organisations');
  const lookup = useLookupNames();
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" gap="sm" align="center">
        <Stack gap={2} style={{ flex: '1 1 240px' }}>
          <Group gap="xs" align="center">
            <Text fw={600} component="h2" style={{ margin: 0 }}>
              {organisation.name}
            </Text>
            <StatusBadge tone={organisation.isActive ? 'success' : 'neutral'}>
              {organisation.isActive ? t('status.active') : t('status.inactive')}
            </StatusBadge>
          </Group>
          <Text size={3}>
            {[
              t('list.id', { id: organisation.id }),
              lookup.name(organisation.type.name, organisation.type.nameCy),
              organisation.region?.name ?? t('list.noRegion'),
            ].join(' · ')}
          </Text>
          <Text size={3}>
            {t('list.teams', { count: organisation.teamCount })} ·{' '}
            {t('list.people', { count: organisation.peopleCount })}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={`/union/organisations/${organisation.id}`}
          size="sm"
          variant="outline"
          aria-label={t('list.openFor', { name: organisation.name })}
        >
          {t('list.open')}
        </Button>
      </Group>
    </Paper>
  );
}
