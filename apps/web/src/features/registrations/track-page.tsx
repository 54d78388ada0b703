import { volunteerDecisionOf } from '@mywru/shared';
import { Group, Paper, Stack, Tabs } from '@mantine/core';
import type { Person, PlayerApplication, VolunteerApplication } from '@mywru/shared';
import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton, EmptyState, ErrorAlert, Heading, LoadingOverlay, Text } from '../../components';
import { StatusBadge, type StatusTone } from '../../components/status-badge';
import { useAuth } from '../../lib/auth';
import { useGameFormatLabel } from '../../entities/game-format';
import { fullName, useChildren, usePerson } from '../../entities/person';
import { useLookupNames } from '../../lib/lookup-names';
import { playerApplicationsQuery } from './player-applications/api/player-applications';
import { PlayerTimeline } from './player-applications/player-application-timeline';
import { RelativeTimeText } from './relative-time-text';
import { trackedPlayerApplications, trackedVolunteerApplications } from './tracking';
import { useNow } from './use-now';
import { volunteerRegistrationsQuery } from './volunteer-registrations/api/volunteer-registrations';
import { VolunteerTimeline } from './volunteer-registrations/volunteer-registration-timeline';

type Kind = 'player' | 'volunteer';

function statusTone(value: string | number | null): StatusTone {
  if (value === 'approved' || value === 1) return 'success';
  if (value === 'rejected' || value === 2) return 'danger';
  return 'warning';
}

function PlayerCard({ application, now }: { application: PlayerApplication; now: Date }) {
  const { t } = useTranslation('track');
  const gameFormatLabel = useGameFormatLabel();
  return (
    <Paper component="li" p="md" radius="md" withBorder>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Heading order={4} level={7}>
              {application.teamName}
            </Heading>
            <Text size={3}>
              {t('player.summary', { organisation: application.organisationName, season: application.season })}
            </Text>
            <Text size={4}>{gameFormatLabel(application.gameFormatValue)}</Text>
          </div>
          <StatusBadge tone={statusTone(application.status.value)}>{application.status.pretty}</StatusBadge>
        </Group>
        <PlayerTimeline application={application} now={now} />
        <Text size={4}>
          {t('submitted')} <RelativeTimeText at={application.createdOn} now={now} />
        </Text>
      </Stack>
    </Paper>
  );
}

function VolunteerCard({ application, now }: { application: VolunteerApplication; now: Date }) {
  const { t } = useTranslation('track');
  const lookup = useLookupNames();
  const status = volunteerDecisionOf(application.applicationStatus);
  return (
    <Paper component="li" p="md" radius="md" withBorder>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Heading order={4} level={7}>
              {lookup.name(application.roleValue, application.roleValueCy)}
            </Heading>
            <Text size={3}>
              {t('volunteer.summary', {
                organisation: application.organisationName ?? t('volunteer.unattached'),
                season: application.season,
              })}
            </Text>
            {application.teamName ? <Text size={4}>{application.teamName}</Text> : null}
          </div>
          <StatusBadge tone={statusTone(application.applicationStatus)}>{t(`volunteer.status.${status}`)}</StatusBadge>
        </Group>
        <VolunteerTimeline application={application} />
        <Text size={4}>
          {t('submitted')} <RelativeTimeText at={application.submittedOn} now={now} />
        </Text>
      </Stack>
    </Paper>
  );
}

function PersonApplications({
  person,
  kind,
  isSelf,
  query,
  cards,
}: {
  person: Person;
  kind: Kind;
  isSelf: boolean;
  query: { isPending: boolean; isError: boolean };
  cards: ReactNode[];
}) {
  const { t } = useTranslation('track');
  const headingId = `track-${kind}-${person.wruId}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Heading order={3} level={6} id={headingId}>
        {isSelf ? t('yourApplications') : t('childApplications', { name: fullName(person) })}
      </Heading>
      {query.isPending ? <LoadingOverlay /> : null}
      {query.isError ? <ErrorAlert>{t('loadError')}</ErrorAlert> : null}
      {cards.length > 0 ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {cards}
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * One tab: a section for each person of the family who has applications of this kind (or whose
 * applications are loading or failed to load). 'No applications to track' shows once, and only when
 * nobody in the family has one.
 */
function FamilyApplications({
  people,
  kind,
  hasAllPeople,
  now,
}: {
  people: { person: Person; isSelf: boolean }[];
  kind: Kind;
  /** The children are known (loaded, or failed to load and reported): the family is complete. */
  hasAllPeople: boolean;
  now: Date;
}) {
  const { t } = useTranslation('track');
  const players = useQueries({
    queries: people.map(({ person }) => ({ ...playerApplicationsQuery(person.wruId), enabled: kind === 'player' })),
  });
  const volunteers = useQueries({
    queries: people.map(({ person }) => ({
      ...volunteerRegistrationsQuery(person.wruId),
      enabled: kind === 'volunteer',
    })),
  });
  const sections = people.map(({ person, isSelf }, index) => {
    const player = players[index];
    const volunteer = volunteers[index];
    const query = (kind === 'player' ? player : volunteer) ?? { isPending: true, isError: false, isSuccess: false };
    const cards =
      kind === 'player'
        ? trackedPlayerApplications(player?.data ?? [], now).map((application) => (
            <PlayerCard key={application.id} application={application} now={now} />
          ))
        : trackedVolunteerApplications(volunteer?.data ?? [], now).map((application) => (
            <VolunteerCard key={application.id} application={application} now={now} />
          ));
    return { person, isSelf, query, cards };
  });
  const hasNone = hasAllPeople && sections.every(({ query, cards }) => query.isSuccess && cards.length === 0);
  if (hasNone) return <EmptyState title={t('empty')} />;
  return (
    <>
      {sections
        .filter(({ query, cards }) => !query.isSuccess || cards.length > 0)
        .map(({ person, isSelf, query, cards }) => (
          <PersonApplications
            key={person.wruId}
            person={person}
            kind={kind}
            isSelf={isSelf}
            query={query}
            cards={cards}
          />
        ))}
    </>
  );
}

/** Track Registrations (/track): Player and Volunteer tabs, for you and each child, with a timeline per application. */
export function TrackPage() {
  const { t } = useTranslation('track');
  const { user } = useAuth();
  const memberId = user?.memberId ?? null;
  const me = usePerson(memberId);
  const children = useChildren(memberId);
  const now = useNow();

  if (!memberId) return <ErrorAlert>{t('loadError')}</ErrorAlert>;
  if (me.isPending) return <LoadingOverlay />;
  if (me.isError || !me.data) return <ErrorAlert>{t('loadError')}</ErrorAlert>;
  const people: { person: Person; isSelf: boolean }[] = [
    { person: me.data, isSelf: true },
    ...(children.data ?? []).map((child) => ({ person: child, isSelf: false })),
  ];

  const panel = (kind: Kind) => (
    <Stack gap="xl" pt="md">
      <FamilyApplications people={people} kind={kind} hasAllPeople={!children.isPending} now={now} />
      {children.isPending ? <LoadingOverlay /> : null}
      {children.isError ? <ErrorAlert>{t('loadError')}</ErrorAlert> : null}
    </Stack>
  );

  return (
    <Stack gap="md" maw={880}>
      <Group>
        <BackButton to="/dashboard" />
      </Group>
      <Heading order={1} level={3}>
        {t('title')}
      </Heading>
      <Text>{t('intro')}</Text>
      <Tabs defaultValue="player" keepMounted={false}>
        <Tabs.List aria-label={t('tabsLabel')}>
          <Tabs.Tab value="player">{t('tabs.player')}</Tabs.Tab>
          <Tabs.Tab value="volunteer">{t('tabs.volunteer')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="player">{panel('player')}</Tabs.Panel>
        <Tabs.Panel value="volunteer">{panel('volunteer')}</Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
