import { Group, Paper, Stack, Tabs } from '@mantine/core';
import type { Person, PlayerApplication, VolunteerApplication } from '@mywru/shared';
import { useTranslation } from 'react-i18next';
import { BackButton, EmptyState, ErrorAlert, Heading, LoadingOverlay, Text } from '../../components';
import { StatusBadge, type StatusTone } from '../../components/status-badge';
import { useAuth } from '../../lib/auth';
import { usePerson } from '../../lib/person';
import { useChildren, usePlayerApplications, useVolunteerApplications } from './api/applications';
import { PlayerTimeline } from './player-timeline';
import { RelativeTimeText } from './relative-time-text';
import { trackedPlayerApplications, trackedVolunteerApplications } from './tracking';
import { useNow } from './use-now';
import { VolunteerTimeline } from './volunteer-timeline';

type Kind = 'player' | 'volunteer';

function fullName(person: Pick<Person, 'firstName' | 'lastName'>): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}

function statusTone(value: string | number | null): StatusTone {
  if (value === 'approved' || value === 1) return 'success';
  if (value === 'rejected' || value === 2) return 'danger';
  return 'warning';
}

function PlayerCard({ application, now }: { application: PlayerApplication; now: Date }) {
  const { t } = useTranslation('track');
  const format = application.gameFormatValue === 'mixed-ability' ? t('mixedAbility') : application.gameFormatValue;
  return (
    <Paper component="li" p="md" radius="md" withBorder>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Heading order={4} level={7}>
              {application.teamName}
            </Heading>
            <Text size={3}>{t('player.summary', { organisation: application.organisationName, season: application.season })}</Text>
            <Text size={4} style={{ textTransform: 'capitalize' }}>
              {format}
            </Text>
          </div>
          <StatusBadge tone={statusTone(application.status.value)}>
            {application.status.pretty}
          </StatusBadge>
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
  const status = application.applicationStatus === 1 ? 'approved' : application.applicationStatus === 2 ? 'rejected' : 'awaiting';
  return (
    <Paper component="li" p="md" radius="md" withBorder>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Heading order={4} level={7}>
              {application.roleValue}
            </Heading>
            <Text size={3}>
              {t('volunteer.summary', { organisation: application.organisationName ?? t('volunteer.unattached'), season: application.season })}
            </Text>
            {application.teamName ? <Text size={4}>{application.teamName}</Text> : null}
          </div>
          <StatusBadge tone={statusTone(application.applicationStatus)}>
            {t(`volunteer.status.${status}`)}
          </StatusBadge>
        </Group>
        <VolunteerTimeline application={application} />
        <Text size={4}>
          {t('submitted')} <RelativeTimeText at={application.submittedOn} now={now} />
        </Text>
      </Stack>
    </Paper>
  );
}

function PersonApplications({ person, kind, isSelf, now }: { person: Person; kind: Kind; isSelf: boolean; now: Date }) {
  const { t } = useTranslation('track');
  const players = usePlayerApplications(person.wruId, kind === 'player');
  const volunteers = useVolunteerApplications(person.wruId, kind === 'volunteer');
  const query = kind === 'player' ? players : volunteers;
  const headingId = `track-${kind}-${person.wruId}`;
  const tracked =
    kind === 'player'
      ? trackedPlayerApplications(players.data ?? [], now).map((application) => <PlayerCard key={application.id} application={application} now={now} />)
      : trackedVolunteerApplications(volunteers.data ?? [], now).map((application) => (
          <VolunteerCard key={application.id} application={application} now={now} />
        ));
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Heading order={3} level={6} id={headingId}>
        {isSelf ? t('yourApplications') : t('childApplications', { name: fullName(person) })}
      </Heading>
      {query.isPending ? <LoadingOverlay /> : null}
      {query.isError ? <ErrorAlert>{t('loadError')}</ErrorAlert> : null}
      {query.isSuccess && tracked.length === 0 ? <EmptyState title={t('empty')} /> : null}
      {tracked.length > 0 ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {tracked}
        </Stack>
      ) : null}
    </Stack>
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
      {people.map(({ person, isSelf }) => (
        <PersonApplications key={person.wruId} person={person} kind={kind} isSelf={isSelf} now={now} />
      ))}
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
