import { Container, SimpleGrid, Stack } from '@mantine/core';
import { UNION_AREAS, type UnionArea } from '@mywru/shared';
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
  IconShieldCheck,
  IconUserShield,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, LoadingOverlay } from '../../components';
import { NavCard } from '../../components/nav-card';
import { PageHeader } from '../../components/page-header';
import { isPermissionRefusal, useUnionMe } from './api';

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
};

/** The page of each card; transfers, permits and fixtures have none yet ('coming soon'). */
export const CARD_PATHS: Partial<Record<UnionHubCard, string>> = {
  'work-queue': '/union/work-queue',
  dbs: '/union/people',
  'dbs-expiring': '/union/dbs/expiring',
  qualifications: '/union/people',
  organisations: '/union/organisations',
  'union-roles': '/union/roles',
  'audit-log': '/union/audit-log',
  outbox: '/union/outbox',
};

/** The hub's cards for the areas the caller reaches, in the table's order; expiring DBS checks follow DBS. */
export function visibleCards(areas: readonly UnionArea[]): UnionHubCard[] {
  return UNION_AREAS.filter((area) => areas.includes(area)).flatMap((area): UnionHubCard[] =>
    area === 'dbs' ? ['dbs', 'dbs-expiring'] : [area],
  );
}

/** The union back office's hub: the caller's union roles and a card per area they reach. */
export function UnionPage() {
  const { t } = useTranslation('union');
  const me = useUnionMe();

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
                />
              );
            })}
          </SimpleGrid>
        </Stack>
      )}
    </Container>
  );
}
