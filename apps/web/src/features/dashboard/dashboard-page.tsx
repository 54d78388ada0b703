import { Alert, Paper, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { isUnionStaff, registrationSeason, type Person } from '@mywru/shared';
import { IconAlertTriangle, IconInfoCircle, IconPlugConnectedX } from '@tabler/icons-react';
import { lazy, useDeferredValue, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
// From their files, not the barrel: the barrel brings modules the dashboard does not draw (decision 035).
import { EmptyState } from '../../components/empty-state';
import { ErrorAlert } from '../../components/error-alert';
import { Heading } from '../../components/heading';
import { LoadingOverlay } from '../../components/loading-overlay';
import { Text } from '../../components/text';
import { useAnnouncement } from '../../components/live-announcer';
import { loadedWhenOpened } from '../../components/loaded-when-opened';
import { useAuth } from '../../lib/auth';
import { usePerson } from '../../entities/person/person-query';
import { useOrganisationRoles } from './api/organisation-roles';
import { DashboardCards, type CardAction, type CardKey } from './dashboard-cards';
import { WaitingActionCounts } from './action-card-counts';
import { UnionSummaryCounts } from './union-card-counts';
import { hasManagingRole, isReferee, seasonLabel, shortenName } from './roles';
import { PERSON_LOAD_TIMEOUT_MS, useTimedOut } from './use-timed-out';
import classes from './dashboard.module.css';
import { useIsMobile } from '../../lib/use-is-mobile';

/** The 'Important' warning (Modal, List, Anchor) loads when someone without a first name on record opens it. */
const ImportantModal = loadedWhenOpened(
  lazy(async () => ({ default: (await import('./important-modal')).ImportantModal })),
);

/** Its Select (and the combobox under it) loads when someone with a managing role opens it (decision 035). */
const ManageOrganisationsModal = loadedWhenOpened(
  lazy(async () => ({ default: (await import('./manage-organisations-modal')).ManageOrganisationsModal })),
);

/** The onboarding form the app composes in (it lives in the onboarding feature). */
export type OnboardingComponent = ComponentType<{ memberId: string; person: Person }>;

export interface DashboardPageProps {
  Onboarding: OnboardingComponent;
  /** Today, for the registration season; injectable for tests. */
  today?: Date;
}

/**
 * The dashboard: loading, connection error (personal details failed or took over 30 s),
 * incomplete (no address held: the onboarding form) or complete (welcome and cards).
 */
export function DashboardPage({ Onboarding, today }: DashboardPageProps) {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  const memberId = user?.memberId ?? null;
  const person = usePerson(memberId);
  const roles = useOrganisationRoles(memberId);
  const hasTimedOut = useTimedOut(person.isPending, PERSON_LOAD_TIMEOUT_MS);
  const hasAnswered = useDeferredValue(!person.isPending && !roles.isPending);
  // Set while the onboarding form shows; once the person is complete on this same page, the form was saved.
  const [hasShownOnboarding, setShownOnboarding] = useState(false);

  if (memberId === null || person.isError || (hasTimedOut && !person.data)) {
    return (
      <Paper p="lg" radius="md" withBorder>
        <EmptyState
          icon={<IconPlugConnectedX size={40} aria-hidden color="var(--mantine-color-red-8)" />}
          title={t('connectionError.title')}
          description={t('connectionError.message')}
        />
      </Paper>
    );
  }
  // The page is drawn once its reads have answered, in a transition: the answers reach it through
  // useSyncExternalStore, which React would draw at once in one long task; deferred, React draws the
  // complete dashboard in slices and answers input between them (decision 035, twenty-second round).
  if (!hasAnswered || person.isPending || roles.isPending) return <LoadingOverlay />;

  const data = person.data;
  if (data.addresses.length === 0) {
    if (!hasShownOnboarding) setShownOnboarding(true);
    return (
      <Stack gap="md">
        <Heading order={1} level={3}>
          {t('incomplete.title')}
        </Heading>
        <Alert
          color="yellow"
          variant="light"
          title={t('incomplete.noticeTitle')}
          icon={<IconAlertTriangle aria-hidden />}
          styles={{ title: { color: 'var(--mantine-color-gray-9)' }, icon: { color: 'var(--mantine-color-yellow-9)' } }}
        >
          <Text>{t('incomplete.noticeMessage')}</Text>
        </Alert>
        <Onboarding memberId={memberId} person={data} />
      </Stack>
    );
  }
  return (
    <CompleteDashboard
      person={data}
      roles={roles}
      isUnionStaff={isUnionStaff(user?.unionRoles ?? [])}
      hasJustOnboarded={hasShownOnboarding}
      today={today ?? new Date()}
    />
  );
}

function CompleteDashboard({
  person,
  roles,
  isUnionStaff,
  hasJustOnboarded,
  today,
}: {
  person: Person;
  roles: ReturnType<typeof useOrganisationRoles>;
  /** Holds a union staff role (from the session): the Union card shows, with its counts. */
  isUnionStaff: boolean;
  /** The onboarding form was just saved: say so, and start at the top with the greeting in view. */
  hasJustOnboarded: boolean;
  today: Date;
}) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [isImportantOpen, important] = useDisclosure(false);
  const [isManageOpen, manage] = useDisclosure(false);
  const records = roles.data ?? [];
  const firstName = person.firstName?.trim() ?? '';

  useEffect(() => {
    // The form was long with 'Update' at its foot; the dashboard replaces it on the same page.
    if (hasJustOnboarded) window.scrollTo({ top: 0 });
  }, [hasJustOnboarded]);
  // The dashboard replaces the onboarding form, so the notice arrives with the page: it is said
  // through the app's live region, which was there before.
  useAnnouncement(hasJustOnboarded ? t('personUpdated') : null);

  const actions: Partial<Record<CardKey, CardAction>> = {
    register: firstName ? { to: '/register' } : { onClick: important.open },
    track: { to: '/track' },
    profile: { to: '/profile' },
    password: { to: '/reset-password' },
    support: { to: '/support' },
    participation: { to: '/participation' },
    actions: { to: '/actions' },
  };
  if (hasManagingRole(records)) actions.manageOrganisations = { onClick: manage.open };
  if (isUnionStaff) actions.union = { to: '/union' };
  if (isReferee(records)) actions.refereeing = { to: '/refereeing' };

  return (
    <Stack gap="md">
      {hasJustOnboarded ? (
        <Alert color="green" variant="light">
          {t('personUpdated')}
        </Alert>
      ) : null}
      <Paper p={{ base: 'md', sm: 'lg' }} radius="md" className={classes.welcome}>
        <Heading order={1} level={isMobile ? 4 : 3} colour="secondary" title={firstName || undefined}>
          {firstName ? t('welcomeName', { name: shortenName(firstName, isMobile) }) : t('welcome')}
        </Heading>
        <Text colour="secondary" mt={4}>
          {t('memberId', { memberId: person.wruId })}
        </Text>
      </Paper>
      <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} title={t('season.title')}>
        <Text>{t('season.message', { season: seasonLabel(registrationSeason(today).label) })}</Text>
      </Alert>
      {roles.isError ? <ErrorAlert>{t('rolesError')}</ErrorAlert> : null}
      <DashboardCards
        isMobile={isMobile}
        actions={actions}
        details={{
          union: isUnionStaff ? <UnionSummaryCounts /> : null,
          actions: <WaitingActionCounts />,
        }}
      />
      <ImportantModal
        opened={isImportantOpen}
        onClose={important.close}
        onContinue={() => void navigate('/register')}
      />
      <ManageOrganisationsModal opened={isManageOpen} onClose={manage.close} records={records} />
    </Stack>
  );
}
