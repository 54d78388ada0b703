import { Alert, Button, Container, Group, Paper, SegmentedControl, Stack, UnstyledButton } from '@mantine/core';
import { UNION_WORK_QUEUE_LIMIT, type UnionWorkQueueItem } from '@mywru/shared';
import { IconChevronRight, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorAlert, LoadingOverlay, Text } from '../../../components';
import { formatDay } from '../../../components/format-date';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { isPermissionRefusal } from '../../../lib/api-client';
import { useWorkQueue } from './api/work-queue';
import { useWorkQueueCounts } from './api/work-queue-counts';
import { fullName } from '../../../entities/person';
import { useLookupNames } from '../../../lib/lookup-names';
import { useUnionSummary } from '../../../entities/union-staff';
import { daysWaiting } from './names';
import classes from '../../../components/nav-card.module.css';
import { useIsMobile } from '../../../lib/use-is-mobile';

type Filter = 'all' | UnionWorkQueueItem['kind'];

/** Items shown at first and added by each 'Show more'. */
export const WORK_QUEUE_PAGE_SIZE = 20;

const REASON_TONES: Record<UnionWorkQueueItem['reason'], StatusTone> = {
  clearance: 'info',
  dispensation: 'warning',
  volunteer_role: 'neutral',
};

export function itemPath(item: Pick<UnionWorkQueueItem, 'kind' | 'id'>): string {
  return `/union/work-queue/${item.kind === 'player_application' ? 'player' : 'volunteer'}/${item.id}`;
}

/** The union's work queue: what waits for its decision, oldest first, by kind, with counts. */
export function WorkQueuePage({ now }: { now?: Date }) {
  const { t } = useTranslation('union-work-queue');
  const queue = useWorkQueue();
  const counts = useWorkQueueCounts();
  // Transfers the union may decide now have their own page; the queue points there with the count.
  const summary = useUnionSummary(true);
  const transfersToDecide = summary.data?.transfers ?? null;
  // So do permits: the player approved them and the union may override until kick-off.
  const permitsToDecide = summary.data?.permits ?? null;
  const [filter, setFilter] = useState<Filter>('all');
  const [shown, setShown] = useState(WORK_QUEUE_PAGE_SIZE);
  const today = now ?? new Date();
  const isMobile = useIsMobile();

  const items = queue.data ?? [];
  const players = counts.data?.playerReferrals ?? items.filter((item) => item.kind === 'player_application').length;
  const volunteers =
    counts.data?.volunteerApprovals ?? items.filter((item) => item.kind === 'volunteer_registration').length;
  const visible = filter === 'all' ? items : items.filter((item) => item.kind === filter);
  const isTruncated = players > UNION_WORK_QUEUE_LIMIT || volunteers > UNION_WORK_QUEUE_LIMIT;

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <PageHeader title={t('title')} subtitle={t('subtitle')} backTo="/union" />
        {transfersToDecide !== null ? (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} title={t('transfers.title')}>
            <Group justify="space-between" gap="sm">
              <Text>{t('transfers.count', { count: transfersToDecide })}</Text>
              <Button component={Link} to="/union/transfers" variant="light" color="red" size="sm">
                {t('transfers.open')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        {permitsToDecide !== null ? (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} title={t('permits.title')}>
            <Group justify="space-between" gap="sm">
              <Text>{t('permits.count', { count: permitsToDecide })}</Text>
              <Button component={Link} to="/union/permits" variant="light" color="red" size="sm">
                {t('permits.open')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        {queue.isPending ? (
          <LoadingOverlay />
        ) : queue.isError ? (
          <ErrorAlert>{isPermissionRefusal(queue.error) ? t('permission') : t('loadError')}</ErrorAlert>
        ) : (
          <>
            <SegmentedControl
              value={filter}
              onChange={(value) => {
                setFilter(value as Filter);
                setShown(WORK_QUEUE_PAGE_SIZE);
              }}
              data={[
                { value: 'all', label: t('filter.all', { count: players + volunteers }) },
                { value: 'player_application', label: t('filter.player_application', { count: players }) },
                { value: 'volunteer_registration', label: t('filter.volunteer_registration', { count: volunteers }) },
              ]}
              aria-label={t('filter.label')}
              color="red"
              orientation={isMobile ? 'vertical' : 'horizontal'}
              fullWidth={isMobile}
              style={isMobile ? undefined : { alignSelf: 'flex-start' }}
            />
            {isTruncated ? (
              <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
                {t('truncated', { limit: UNION_WORK_QUEUE_LIMIT })}
              </Alert>
            ) : null}
            {visible.length === 0 ? (
              <Paper withBorder radius="md">
                <EmptyState
                  title={t('caughtUp')}
                  description={t('caughtUpDescription')}
                  icon={<IconCircleCheck size={40} aria-hidden color="var(--mantine-color-green-8)" />}
                />
              </Paper>
            ) : (
              <Stack gap="sm">
                <ul
                  aria-label={t('title')}
                  style={{
                    listStyle: 'none',
                    margin: 0,
                    padding: 0,
                    display: 'grid',
                    gap: 'var(--mantine-spacing-sm)',
                  }}
                >
                  {visible.slice(0, shown).map((item) => (
                    <li key={`${item.kind}-${item.id}`}>
                      <WorkQueueRow item={item} today={today} />
                    </li>
                  ))}
                </ul>
                <Group justify="space-between">
                  <Text size={3}>
                    {t('showing', { shown: Math.min(shown, visible.length), total: visible.length })}
                  </Text>
                  {visible.length > shown ? (
                    <Button variant="outline" onClick={() => setShown((value) => value + WORK_QUEUE_PAGE_SIZE)}>
                      {t('showMore')}
                    </Button>
                  ) : null}
                </Group>
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}

function WorkQueueRow({ item, today }: { item: UnionWorkQueueItem; today: Date }) {
  const { t } = useTranslation('union-work-queue');
  const lookup = useLookupNames();
  const name = fullName(item.person) || t('unnamed', { id: item.person.id });
  const role = item.roleValue === null ? '' : lookup.name(item.roleValue, item.roleValueCy);
  const what =
    item.kind === 'player_application'
      ? t('row.team', { team: item.teamName ?? '', organisation: item.organisationName ?? '' })
      : item.organisationName
        ? t('row.roleAt', { role, organisation: item.organisationName })
        : t('row.roleUnattached', { role });
  return (
    <Paper withBorder radius="md" className={classes.card}>
      {/* Named by what it shows, so a voice-control user can say the name they see. */}
      <UnstyledButton component={Link} to={itemPath(item)} className={classes.action}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600} component="span">
                {name}
              </Text>
              <StatusBadge tone={REASON_TONES[item.reason]} tt="none">
                {t(`reasons.${item.reason}`)}
              </StatusBadge>
            </Group>
            <Text size={3}>
              {t(`kinds.${item.kind}`)} · {what}
            </Text>
            {item.kind === 'volunteer_registration' && item.teamName ? (
              <Text size={3}>{t('row.teams', { teams: item.teamName })}</Text>
            ) : null}
            <Text size={3}>
              {t('row.season', { season: item.season })} · {t('row.submitted', { date: formatDay(item.submittedOn) })} (
              {t('row.waiting', { count: daysWaiting(item.submittedOn, today) })})
            </Text>
          </Stack>
          <IconChevronRight size={20} aria-hidden style={{ flex: 'none' }} />
        </Group>
      </UnstyledButton>
    </Paper>
  );
}
