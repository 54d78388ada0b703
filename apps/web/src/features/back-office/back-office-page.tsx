import { Container, Group, SimpleGrid, Stack } from '@mantine/core';
import { UNION_AREAS, type UnionArea, type UnionSummary } from '@mywru/shared';
import {
  IconArrowsExchange,
  IconBuildingCommunity,
  IconCalendarEvent,
  IconCertificate,
  IconClipboardCheck,
  IconHourglass,
  IconId,
  IconListSearch,
  IconMailbox,
  IconSettings,
  IconShieldCheck,
  IconUserShield,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, LoadingOverlay } from '../../components';
import { NavCard } from '../../components/nav-card';
import { PageHeader } from '../../components/page-header';
import { StatusBadge } from '../../components/status-badge';
import { useUnionSummary } from '../../entities/union-staff';
import { useUnionMe } from '../../entities/union-staff';
import { isPermissionRefusal } from '../../lib/api-client';

/** A card of the hub: an area of the back office, or the expiring DBS checks (part of the DBS area). */
export type UnionHubCard = UnionArea | 'dbs-expiring';

const ICONS: Record<UnionHubCard, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  'work-queue': IconClipboardCheck,
  dbs: IconShieldCheck,
  'dbs-expiring': IconHourglass,
  qualifications: IconCertificate,
  organisations: IconBuildingCommunity,
  'union-roles': IconUserShield,
  'audit-log': IconListSearch,
  transfers: IconArrowsExchange,
  permits: IconId,
  fixtures: IconCalendarEvent,
  outbox: IconMailbox,
  settings: IconSettings,
};

/** The page of each card. */
export const CARD_PATHS: Partial<Record<UnionHubCard, string>> = {
  'work-queue': '/union/work-queue',
  dbs: '/union/people',
  'dbs-expiring': '/union/dbs/expiring',
  qualifications: '/union/people',
  organisations: '/union/organisations',
  'union-roles': '/union/roles',
  'audit-log': '/union/audit-log',
  transfers: '/union/transfers',
  permits: '/union/permits',
  fixtures: '/union/fixtures',
  outbox: '/union/outbox',
  settings: '/union/settings',
};

/** The hub's cards for the areas the caller reaches, in the table's order; expiring DBS checks follow DBS. */
export function visibleCards(areas: readonly UnionArea[]): UnionHubCard[] {
  return UNION_AREAS.filter((area) => areas.includes(area)).flatMap((area): UnionHubCard[] =>
    area === 'dbs' ? ['dbs', 'dbs-expiring'] : [area],
  );
}

/** What waits behind a card, from the union summary: referrals and volunteer approvals, expiring DBS checks, transfers and permits to decide. */
export function cardCounts(card: UnionHubCard, summary: UnionSummary | undefined): { key: string; count: number }[] {
  if (!summary) return [];
  if (card === 'work-queue' && summary.workQueue) {
    return [
      { key: 'referrals', count: summary.workQueue.playerReferrals },
      { key: 'volunteerApprovals', count: summary.workQueue.volunteerApprovals },
    ];
  }
  if (card === 'dbs-expiring' && summary.expiringDbs !== null)
    return [{ key: 'expiringDbs', count: summary.expiringDbs }];
  if (card === 'transfers' && summary.transfers !== null) return [{ key: 'transfers', count: summary.transfers }];
  if (card === 'permits' && summary.permits !== null) return [{ key: 'permits', count: summary.permits }];
  return [];
}

function CardCounts({ counts }: { counts: { key: string; count: number }[] }) {
  const { t } = useTranslation('union');
  if (counts.length === 0) return null;
  return (
    <Group gap={6}>
      {counts.map(({ key, count }) => (
        <StatusBadge key={key} tone={count > 0 ? 'warning' : 'neutral'} tt="none">
          {t(`hub.counts.${key}`, { count })}
        </StatusBadge>
      ))}
    </Group>
  );
}

/** The union back office's hub: the caller's union roles and a card per area they reach, with what waits in it. */
export function BackOfficePage() {
  const { t } = useTranslation('union');
  const me = useUnionMe();
  const summary = useUnionSummary(me.isSuccess);

  return (
    <Container size="md" py="lg">
      {me.isPending ? (
        <LoadingOverlay />
      ) : me.isError ? (
        <Stack gap="md">
          <PageHeader title={t('hub.title')} backTo="/dashboard" />
          <ErrorAlert>{isPermissionRefusal(me.error) ? t('permission') : me.error.message}</ErrorAlert>
        </Stack>
      ) : (
        <Stack gap="lg">
          <PageHeader
            title={t('hub.title')}
            subtitle={me.data.roles.map((role) => t(`roles.${role}`)).join(' | ')}
            backTo="/dashboard"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {visibleCards(me.data.areas).map((card) => {
              const Icon = ICONS[card];
              return (
                <NavCard
                  key={card}
                  testId={`card-${card}`}
                  icon={<Icon size={26} aria-hidden />}
                  title={t(`hub.cards.${card}.title`)}
                  description={t(`hub.cards.${card}.description`)}
                  to={CARD_PATHS[card]}
                  disabledLabel={t('hub.comingSoon')}
                  badges={<CardCounts counts={cardCounts(card, summary.data)} />}
                />
              );
            })}
          </SimpleGrid>
        </Stack>
      )}
    </Container>
  );
}
