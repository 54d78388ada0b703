import { Alert, Button, Container, Group, Paper, SegmentedControl, Stack } from '@mantine/core';
import {
  volunteerApplicationStatus,
  type OrganisationPlayerApplication,
  type OrganisationVolunteerApplication,
} from '@mywru/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState, ErrorAlert, Heading, LoadingOverlay, Text, useAnnounce } from '../../../components';
import { formatDay } from '../../../components/format-date';
import { loadedWhenOpened } from '../../../components/loaded-when-opened';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-client';
import { useGameFormatLabel } from '../../../entities/game-format';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import {
  applicationsKeys,
  useDecidePlayerApplication,
  useDecideVolunteerRegistration,
  usePlayerApplications,
  useVolunteerApplications,
} from './api/organisation-applications';
import type { ChangeTeamTarget } from './change-team-dialog';
import type { DecisionOutcome } from './player-decision-dialog';
import { VolunteerDecisionDialog, type VolunteerDecisionRequest } from './volunteer-decision-dialog';
import { isPermissionRefusal } from '../../../lib/api-client';
import { fullName } from '../../../entities/person';
import { useLookupNames } from '../../../lib/lookup-names';
import { DbsStatusBadge } from '../../../entities/dbs-check';

type Kind = 'players' | 'volunteers';
type Section = 'awaiting' | 'approved' | 'rejected';
const SECTIONS: Section[] = ['awaiting', 'approved', 'rejected'];

/** The team and decision forms load when first opened, with their team pickers (decision 035). */
const ChangeTeamDialog = loadedWhenOpened(
  lazy(async () => ({ default: (await import('./change-team-dialog')).ChangeTeamDialog })),
);
const PlayerDecisionDialog = loadedWhenOpened(
  lazy(async () => ({ default: (await import('./player-decision-dialog')).PlayerDecisionDialog })),
);

export function playerSection(application: OrganisationPlayerApplication): Section {
  if (application.status.value === 'approved') return 'approved';
  if (application.status.value === 'rejected') return 'rejected';
  return 'awaiting';
}

export function volunteerSection(application: OrganisationVolunteerApplication): Section {
  const status = application.applicationStatus ?? volunteerApplicationStatus(application);
  return status === 1 ? 'approved' : status === 2 ? 'rejected' : 'awaiting';
}

/** Whether the club still has to decide on a volunteer registration. */
export function clubMayDecide(application: OrganisationVolunteerApplication): boolean {
  return (
    application.requiresClubSecApproval &&
    application.clubSecDecision !== 1 &&
    application.clubSecDecision !== 2 &&
    volunteerSection(application) === 'awaiting'
  );
}

/** Manage Registrations: player and volunteer applications to the organisation, by decision. */
export function OrganisationApplicationsPage() {
  const { t } = useTranslation('organisation-applications');
  const organisationId = Number(useParams().organisationId);
  const [kind, setKind] = useState<Kind>('players');
  const [notice, showNotice] = useState<{ tone: 'success' | 'info'; message: string } | null>(null);
  const announce = useAnnounce();
  /** Shows the notice and says it through the app's live region. */
  const setNotice = (next: { tone: 'success' | 'info'; message: string } | null) => {
    showNotice(next);
    if (next) announce(next.message);
  };
  const queryClient = useQueryClient();
  const players = usePlayerApplications(organisationId);
  const volunteers = useVolunteerApplications(organisationId, kind === 'volunteers');
  const [deciding, setDeciding] = useState<OrganisationPlayerApplication | null>(null);
  const [volunteerRequest, setVolunteerRequest] = useState<VolunteerDecisionRequest | null>(null);
  const [changeTeam, setChangeTeam] = useState<ChangeTeamTarget | null>(null);
  const [permissionDenied, setPermissionDenied] = useState(false);

  const decidePlayerApplication = useDecidePlayerApplication(organisationId);
  const decideVolunteerRegistration = useDecideVolunteerRegistration(organisationId);

  const refresh = () =>
    Promise.all(applicationsKeys(organisationId).map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  /** The message to show for a failed decision; a 409 means someone else decided first. */
  const failure = async (error: unknown): Promise<string | null> => {
    if (error instanceof ApiError && error.status === 409) {
      await refresh();
      setNotice({ tone: 'info', message: t('alreadyDecided') });
      return null;
    }
    if (isPermissionRefusal(error)) {
      setPermissionDenied(true);
      return t('permission.message');
    }
    return t('updateError');
  };

  const decidePlayer = async (
    application: OrganisationPlayerApplication,
    outcome: DecisionOutcome,
    teamChildId: number | null,
  ) => {
    try {
      await decidePlayerApplication.mutateAsync({
        params: { id: application.id },
        body: { playerApplicationStatusValue: outcome, teamChildId },
      });
    } catch (error) {
      return failure(error);
    }
    setNotice({
      tone: 'success',
      message: t(outcome === 'approved' ? 'approvedNotice' : 'rejectedNotice', { name: fullName(application) }),
    });
    return null;
  };

  const decideVolunteer = async (
    application: OrganisationVolunteerApplication,
    accept: boolean,
    dbsWarningAcknowledged: boolean,
  ) => {
    try {
      await decideVolunteerRegistration.mutateAsync({
        params: { organisationId },
        body: { applicationId: application.id, decision: accept, wruId: application.personId, dbsWarningAcknowledged },
      });
    } catch (error) {
      return failure(error);
    }
    setNotice({
      tone: 'success',
      message: t(accept ? 'approvedNotice' : 'rejectedNotice', { name: fullName(application) }),
    });
    return null;
  };

  const list = kind === 'players' ? players : volunteers;
  const refused = permissionDenied || (list.isError && isPermissionRefusal(list.error));

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <PageHeader title={t('title')} subtitle={t('subtitle')} backTo={`/organisation/${organisationId}`} />
        {refused ? (
          <ErrorAlert title={t('permission.title')}>{t('permission.message')}</ErrorAlert>
        ) : (
          <>
            <SegmentedControl
              value={kind}
              onChange={(value) => {
                setKind(value as Kind);
                setNotice(null);
              }}
              data={[
                { value: 'players', label: t('toggle.players') },
                { value: 'volunteers', label: t('toggle.volunteers') },
              ]}
              aria-label={t('toggle.label')}
              color="red"
              style={{ alignSelf: 'flex-start' }}
            />
            {notice ? (
              <Alert
                color={notice.tone === 'success' ? 'green' : 'blue'}
                variant="light"
                icon={<IconCircleCheck aria-hidden />}
                withCloseButton
                onClose={() => setNotice(null)}
                closeButtonLabel={t('dismiss')}
              >
                {notice.message}
              </Alert>
            ) : null}
            {list.isPending ? (
              <LoadingOverlay />
            ) : list.isError ? (
              <ErrorAlert>{t('loadError')}</ErrorAlert>
            ) : kind === 'players' ? (
              <Sections
                items={players.data ?? []}
                sectionOf={playerSection}
                render={(application) => (
                  <PlayerRow
                    key={application.id}
                    application={application}
                    onDecide={() => setDeciding(application)}
                    onChangeTeam={() => setChangeTeam({ personId: application.personId, name: fullName(application) })}
                  />
                )}
              />
            ) : (
              <Sections
                items={volunteers.data ?? []}
                sectionOf={volunteerSection}
                render={(application) => (
                  <VolunteerRow
                    key={application.id}
                    application={application}
                    onDecide={(accept) => setVolunteerRequest({ application, accept })}
                  />
                )}
              />
            )}
          </>
        )}
      </Stack>
      <PlayerDecisionDialog
        opened={deciding !== null}
        application={deciding}
        onClose={() => setDeciding(null)}
        onDecide={decidePlayer}
      />
      <VolunteerDecisionDialog
        request={volunteerRequest}
        onClose={() => setVolunteerRequest(null)}
        onDecide={decideVolunteer}
      />
      <ChangeTeamDialog
        opened={changeTeam !== null}
        organisationId={organisationId}
        target={changeTeam}
        onClose={() => setChangeTeam(null)}
        onSaved={() => {
          void refresh();
          setNotice({ tone: 'success', message: t('changeTeam.saved') });
        }}
      />
    </Container>
  );
}

function Sections<T>({
  items,
  sectionOf,
  render,
}: {
  items: T[];
  sectionOf: (item: T) => Section;
  render: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('organisation-applications');
  return (
    <Stack gap="xl">
      {SECTIONS.map((section) => {
        const inSection = items.filter((item) => sectionOf(item) === section);
        const id = `applications-${section}`;
        return (
          <section key={section} aria-labelledby={id}>
            <Group gap="xs" mb="sm">
              <Heading order={2} level={6} id={id}>
                {t(`sections.${section}`)}
              </Heading>
              <StatusBadge tone="neutral" aria-label={t('count', { count: inSection.length })}>
                {inSection.length}
              </StatusBadge>
            </Group>
            {inSection.length > 0 ? (
              <Stack gap="sm">{inSection.map(render)}</Stack>
            ) : section === 'awaiting' ? (
              <EmptyState
                title={t('caughtUp')}
                icon={<IconCircleCheck size={40} aria-hidden color="var(--mantine-color-green-8)" />}
              />
            ) : (
              <Text size={3}>{t('sectionEmpty')}</Text>
            )}
          </section>
        );
      })}
    </Stack>
  );
}

function Row({
  title,
  details,
  badge,
  actions,
}: {
  title: string;
  details: ReactNode[];
  badge: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 240px' }}>
          <Group gap="xs">
            <Text fw={600} component="h3" style={{ margin: 0 }}>
              {title}
            </Text>
            {badge}
          </Group>
          {details.filter(Boolean).map((detail, index) => (
            <Text key={index} size={3} component="div">
              {detail}
            </Text>
          ))}
        </Stack>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
    </Paper>
  );
}

const STATUS_TONES: Record<Section, StatusTone> = { awaiting: 'warning', approved: 'success', rejected: 'danger' };

function PlayerRow({
  application,
  onDecide,
  onChangeTeam,
}: {
  application: OrganisationPlayerApplication;
  onDecide: () => void;
  onChangeTeam: () => void;
}) {
  const { t } = useTranslation('organisation-applications');
  const section = playerSection(application);
  const name = fullName(application);
  const gameFormatLabel = useGameFormatLabel();
  return (
    <Row
      title={name}
      badge={<StatusBadge tone={STATUS_TONES[section]}>{application.status.pretty}</StatusBadge>}
      details={[
        t('team', { team: application.teamName, format: gameFormatLabel(application.gameFormatValue) }),
        application.decidedTeamChild ? t('teamOption', { option: application.decidedTeamChild.value }) : null,
        application.dob ? t('dob', { date: formatDay(application.dob) }) : null,
        t('submitted', { date: formatDay(application.createdOn) }),
      ]}
      actions={
        section === 'awaiting' ? (
          <Button size="sm" onClick={onDecide} aria-label={t('decideFor', { name })}>
            {t('decide')}
          </Button>
        ) : section === 'approved' && application.teamChildren.length > 1 ? (
          <Button size="sm" variant="outline" onClick={onChangeTeam} aria-label={t('changeTeam.for', { name })}>
            {t('changeTeam.button')}
          </Button>
        ) : null
      }
    />
  );
}

function VolunteerRow({
  application,
  onDecide,
}: {
  application: OrganisationVolunteerApplication;
  onDecide: (accept: boolean) => void;
}) {
  const { t } = useTranslation('organisation-applications');
  const lookup = useLookupNames();
  const section = volunteerSection(application);
  const name = fullName(application);
  const awaitingUnion = section === 'awaiting' && !clubMayDecide(application);
  return (
    <Row
      title={name}
      badge={<StatusBadge tone={STATUS_TONES[section]}>{t(`volunteerStatus.${section}`)}</StatusBadge>}
      details={[
        t('role', { role: lookup.name(application.roleValue, application.roleValueCy) }),
        application.teamName ? t('teams', { teams: application.teamName }) : null,
        application.requiresDbs ? (
          <>
            {t('dbsLabel')}{' '}
            <DbsStatusBadge status={application.dbsStatus}>{t(`dbs.${application.dbsStatus}`)}</DbsStatusBadge>
          </>
        ) : null,
        t('submitted', { date: formatDay(application.submittedOn) }),
        awaitingUnion ? t('awaitingUnion') : null,
      ]}
      actions={
        clubMayDecide(application) ? (
          <>
            <Button
              size="sm"
              variant="outline"
              color="red"
              onClick={() => onDecide(false)}
              aria-label={t('rejectFor', { name })}
            >
              {t('volunteerDecision.reject')}
            </Button>
            <Button size="sm" onClick={() => onDecide(true)} aria-label={t('acceptFor', { name })}>
              {t('volunteerDecision.accept')}
            </Button>
          </>
        ) : null
      }
    />
  );
}
