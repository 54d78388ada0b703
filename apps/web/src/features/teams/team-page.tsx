import { Alert, Button, Container, Group, Paper, Stack, Tabs, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { UNDER_AGE_MAX_SQUAD_SIZE, type TeamPlayer } from '@mywru/shared';
import { IconAlertTriangle, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState, ErrorAlert, LoadingOverlay, Text } from '../../components';
import { formatDay } from '../../components/format-date';
import { PageHeader } from '../../components/page-header';
import { ResponsiveModal } from '../../components/responsive-modal';
import { StatusBadge } from '../../components/status-badge';
import { useGameFormatLabel } from '../../entities/game-format';
import { useTeamParent, useTeamPlayers } from './api/teams';
import { isPermissionRefusal } from '../../lib/api-client';
import { fullName } from '../../entities/person';
import { useLookupNames } from '../../lib/lookup-names';
import { SEARCH_DEBOUNCE_MS } from '../../lib/search';

/** Search inputs wait this long after the last key before searching. */

/** Under-age teams are those whose name contains 'under' (any case). */
export function isUnderAgeTeam(name: string): boolean {
  return name.toLowerCase().includes('under');
}

/** The team page: its players per team variation, with search, 'Load more' and a details dialog. */
export function TeamPage() {
  const { t } = useTranslation('organisation-teams');
  const params = useParams();
  const organisationId = Number(params.organisationId);
  const teamParentId = Number(params.teamParentId);
  const team = useTeamParent(teamParentId);
  const gameFormatLabel = useGameFormatLabel();
  const lookup = useLookupNames();
  const [tab, setTab] = useState<string | null>(null);
  const [viewing, setViewing] = useState<TeamPlayer | null>(null);
  const backTo = `/organisation/${organisationId}/teams`;

  if (team.isPending) {
    return (
      <Container size="md" py="lg">
        <LoadingOverlay />
      </Container>
    );
  }
  if (team.isError || team.data.organisation.id !== organisationId) {
    const refused = !team.isError || isPermissionRefusal(team.error);
    return (
      <Container size="md" py="lg">
        <Stack gap="lg">
          <PageHeader title={t('team.title')} backTo={backTo} />
          <ErrorAlert>{refused ? t('permission') : t('loadError')}</ErrorAlert>
        </Stack>
      </Container>
    );
  }

  const children = team.data.teamChildren;
  const active = tab ?? (children[0] ? String(children[0].id) : null);
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <PageHeader
          title={lookup.name(team.data.name, team.data.nameCy)}
          subtitle={`${team.data.organisation.name} · ${gameFormatLabel(team.data.teamTemplate.gameFormat.name)}`}
          backTo={backTo}
        />
        {isUnderAgeTeam(team.data.name) ? (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {t('team.squadSize', { max: UNDER_AGE_MAX_SQUAD_SIZE })}
          </Alert>
        ) : null}
        {children.length === 0 ? (
          <EmptyState title={t('team.noVariations')} />
        ) : (
          <Tabs value={active} onChange={setTab} keepMounted={false}>
            <Tabs.List aria-label={t('team.variations')}>
              {children.map((child) => (
                <Tabs.Tab key={child.id} value={String(child.id)}>
                  {child.value}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {children.map((child) => (
              <Tabs.Panel key={child.id} value={String(child.id)} pt="md">
                <TeamPlayers teamChildId={child.id} onView={setViewing} />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Stack>
      <PlayerDialog player={viewing} onClose={() => setViewing(null)} />
    </Container>
  );
}

function TeamPlayers({ teamChildId, onView }: { teamChildId: number; onView: (player: TeamPlayer) => void }) {
  const { t } = useTranslation('organisation-teams');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const players = useTeamPlayers(teamChildId, debounced);
  const rows = players.data?.pages.flat() ?? [];

  return (
    <Stack gap="md">
      <TextInput
        label={t('team.searchLabel')}
        placeholder={t('team.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        type="search"
      />
      {players.isPending ? (
        <LoadingOverlay />
      ) : players.isError && rows.length === 0 ? (
        <ErrorAlert>{isPermissionRefusal(players.error) ? t('permission') : t('team.loadError')}</ErrorAlert>
      ) : rows.length === 0 ? (
        <EmptyState title={t('team.empty')} />
      ) : (
        <Stack gap="sm">
          <Stack
            gap="sm"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={t('team.players')}
          >
            {rows.map((player) => (
              <PlayerRow key={player.personOrganisationRoleId} player={player} onView={() => onView(player)} />
            ))}
          </Stack>
          {players.isFetchNextPageError ? <ErrorAlert>{t('team.showError')}</ErrorAlert> : null}
          {players.hasNextPage ? (
            <Button
              variant="outline"
              onClick={() => void players.fetchNextPage()}
              loading={players.isFetchingNextPage}
              style={{ alignSelf: 'center' }}
            >
              {t('team.loadMore')}
            </Button>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

function PlayerRow({ player, onView }: { player: TeamPlayer; onView: () => void }) {
  const { t } = useTranslation('organisation-teams');
  const name = fullName(player);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 200px' }}>
          <Group gap="xs">
            <Text fw={600} component="h2" style={{ margin: 0, fontSize: '1rem' }}>
              {name}
            </Text>
            {player.hasInvalidDbs ? <StatusBadge tone="danger">{t('notApproved')}</StatusBadge> : null}
          </Group>
          <Text size={3}>
            {t('memberId', { wruId: player.wruId })}
            {player.age !== null ? ` · ${t('age', { age: player.age })}` : ''}
          </Text>
        </Stack>
        <Button size="xs" variant="outline" onClick={onView} aria-label={t('team.viewFor', { name })}>
          {t('team.view')}
        </Button>
      </Group>
    </Paper>
  );
}

function PlayerDialog({ player, onClose }: { player: TeamPlayer | null; onClose: () => void }) {
  const { t } = useTranslation('organisation-teams');
  return (
    <ResponsiveModal opened={player !== null} onClose={onClose} title={t('team.detailsTitle')}>
      {player ? (
        <Stack gap="xs">
          <Text fw={600}>{fullName(player)}</Text>
          <Text size={3}>{t('memberId', { wruId: player.wruId })}</Text>
          {player.dob ? <Text size={3}>{t('team.dob', { date: formatDay(player.dob), age: player.age })}</Text> : null}
          <Text size={3}>{t('team.activeFrom', { date: formatDay(player.activeFrom) })}</Text>
          {player.activeTo ? <Text size={3}>{t('team.activeTo', { date: formatDay(player.activeTo) })}</Text> : null}
          {player.hasInvalidDbs ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
              {t('notApproved')}
            </Alert>
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button variant="outline" onClick={onClose}>
              {t('team.close')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </ResponsiveModal>
  );
}
