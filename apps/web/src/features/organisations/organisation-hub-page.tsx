import { Container, SimpleGrid, Stack } from '@mantine/core';
import { canUseArea, ORGANISATION_AREAS, type OrganisationArea } from '@mywru/shared';
import {
  IconArrowsExchange,
  IconCalendarEvent,
  IconClipboardCheck,
  IconFileDownload,
  IconId,
  IconShirtSport,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert, LoadingOverlay } from '../../components';
import { NavCard } from '../../components/nav-card';
import { PageHeader } from '../../components/page-header';
import { useReasonText } from '../../lib/reason-text';
import { useLookupNames } from '../../lib/lookup-names';
import { useOrganisationHub } from '../../entities/organisation';
import { isPermissionRefusal } from '../../lib/api-client';

const ICONS: Record<OrganisationArea, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  registrations: IconClipboardCheck,
  people: IconUsers,
  teams: IconShirtSport,
  transfers: IconArrowsExchange,
  permits: IconId,
  resources: IconFileDownload,
  fixtures: IconCalendarEvent,
};

/** The sub-route of each area that has a page; an area without one would be 'coming soon'. */
export const AREA_PATHS: Partial<Record<OrganisationArea, string>> = {
  registrations: 'applications',
  people: 'people',
  teams: 'teams',
  transfers: 'transfers',
  permits: 'permits',
  resources: 'resources',
  fixtures: 'fixtures',
};

/** Areas the hub shows, in the spec's order, for the caller's roles there. */
export function visibleAreas(roles: readonly string[]): OrganisationArea[] {
  return ORGANISATION_AREAS.filter((area) => canUseArea(roles, area));
}

/** The organisation hub: its name, the caller's roles there, and a card per area they may use. */
export function OrganisationPage() {
  const { t } = useTranslation('organisation');
  const reasonText = useReasonText();
  const lookup = useLookupNames();
  const organisationId = Number(useParams().organisationId);
  const hub = useOrganisationHub(organisationId);

  return (
    <Container size="md" py="lg">
      {hub.isPending ? (
        <LoadingOverlay />
      ) : hub.isError ? (
        <Stack gap="md">
          <PageHeader title={t('hub.title')} backTo="/dashboard" />
          <ErrorAlert>{isPermissionRefusal(hub.error) ? t('hub.permission') : reasonText(hub.error)}</ErrorAlert>
        </Stack>
      ) : (
        <Stack gap="lg">
          <PageHeader
            title={hub.data.name}
            subtitle={hub.data.roleValues
              .map((english, index) => lookup.name(english, hub.data.roleValuesCy[index]))
              .join(' | ')}
            backTo="/dashboard"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {visibleAreas(hub.data.roleValues).map((area) => {
              const Icon = ICONS[area];
              const path = AREA_PATHS[area];
              return (
                <NavCard
                  key={area}
                  testId={`card-${area}`}
                  icon={<Icon size={26} aria-hidden />}
                  title={t(`hub.cards.${area}.title`)}
                  description={t(`hub.cards.${area}.description`)}
                  to={path ? `/organisation/${organisationId}/${path}` : undefined}
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
