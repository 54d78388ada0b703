import { Alert, Button, Checkbox, Group, List, Paper, Stack } from '@mantine/core';
import {
  VOLUNTEER_CHOICE_MESSAGES,
  VOLUNTEER_CONSENTS,
  ageOn,
  allConsentsGiven,
  requiresDbs,
  volunteerChoiceProblems,
  type VolunteerRegistrationCreated,
  type VolunteerRole,
} from '@mywru/shared';
import { IconCircleCheck, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { ErrorAlert, Heading, LoadingOverlay, Text, useAnnouncement } from '../../../components';
import { LeaveGuard } from '../../../components/leave-guard';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useStepFocus } from '../../../components/use-step-focus';
import { useGameFormatLabel } from '../../../entities/game-format';
import { useSexLabels } from '../../../entities/sex';
import { useOrganisationTeamParents } from '../api/organisation-team-parents';
import { useSubmitVolunteerRegistration } from './api/submit-volunteer-registration';
import { ConsentForm, type ConsentValues } from '../../../entities/consent';
import { subjectOptions } from '../registration-subject';
import { useRegistrationStateRules, type WizardState } from '../registration-state';
import { useSubmissionErrorText } from '../submission-error';
import { BackToRegister, WizardStepper } from '../wizard-stepper';
import { OrganisationPicker, type OrganisationChoice } from './organisation-picker';
import { RoleCard } from './role-card';
import { RoleStep } from './role-step';
import { fullName } from '../../../entities/person';
import { useLookupNames } from '../../../lib/lookup-names';

const STEP = { role: 2, organisation: 3, completed: 4 } as const;

/** The organisation's teams to choose from, 9 at a time with 'Load more' (the spec's team pages). */
function TeamChoice({
  organisationId,
  value,
  onChange,
  isRequired,
}: {
  organisationId: number;
  value: number[];
  onChange: (ids: number[]) => void;
  isRequired: boolean;
}) {
  const { t } = useTranslation('registrations');
  const gameFormatLabel = useGameFormatLabel();
  const sexLabels = useSexLabels();
  const lookup = useLookupNames();
  const teams = useOrganisationTeamParents(organisationId);
  useAnnouncement(
    teams.isSuccess && teams.data.pages.flat().length === 0 ? t('volunteer.noTeams') : null,
    organisationId,
  );
  if (teams.isPending) return <LoadingOverlay />;
  if (teams.isError) return <ErrorAlert>{t('errors.loadTeams')}</ErrorAlert>;
  const listed = teams.data.pages.flat();
  if (listed.length === 0) return <Text size={3}>{t('volunteer.noTeams')}</Text>;
  return (
    <Stack gap="sm">
      <Checkbox.Group
        label={t('volunteer.teams')}
        description={isRequired ? t('volunteer.teamsRequired') : t('volunteer.teamsOptional')}
        withAsterisk={isRequired}
        value={value.map(String)}
        onChange={(ids) => onChange(ids.map(Number))}
      >
        <Stack gap={6} mt="xs" aria-busy={teams.isFetchingNextPage}>
          {listed.map((team) => (
            <Checkbox
              key={team.teamParentId}
              value={String(team.teamParentId)}
              label={lookup.name(team.name, team.nameCy)}
              description={[gameFormatLabel(team.gameFormat.name), sexLabels.ofValue(team.sex.value)].join(' · ')}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <LoadMoreButton pages={teams} label={t('actions.loadMore')} />
    </Stack>
  );
}

function OrganisationStep({
  state,
  role,
  age,
  onDone,
}: {
  state: WizardState;
  role: VolunteerRole;
  age: number;
  onDone: (created: VolunteerRegistrationCreated) => void;
}) {
  const { t } = useTranslation('registrations');
  const [choice, setChoice] = useState<OrganisationChoice>({ kind: 'none' });
  const [teamIds, setTeamIds] = useState<number[]>([]);
  const [isAcknowledged, setAcknowledged] = useState(false);
  const [consents, setConsents] = useState<ConsentValues>({});
  const [failure, setFailure] = useState<string | null>(null);
  const organisationId = choice.kind === 'organisation' ? choice.organisation.id : null;
  const teams = useOrganisationTeamParents(organisationId);
  const submit = useSubmitVolunteerRegistration();
  const submissionErrorText = useSubmissionErrorText();

  const teamNames = (teams.data?.pages.flat() ?? [])
    .filter((team) => teamIds.includes(team.teamParentId))
    .map((team) => team.name);
  const isDbsRequired = requiresDbs(role, teamNames);
  const problems = volunteerChoiceProblems(
    role,
    { organisationId, teamParentIds: teamIds, ageGradeAcknowledged: isAcknowledged },
    isDbsRequired,
  );
  const needsChoice = role.organisationRequired && choice.kind === 'none';
  const isReady = problems.length === 0 && !needsChoice && allConsentsGiven(VOLUNTEER_CONSENTS, consents);

  const changeOrganisation = (next: OrganisationChoice) => {
    setChoice(next);
    setTeamIds([]);
    setAcknowledged(false);
  };

  const send = async () => {
    setFailure(null);
    try {
      const created = await submit.mutateAsync({
        params: { id: state.person.wruId },
        body: {
          volunteerRoleId: role.roleId,
          organisationId,
          teamParentIds: organisationId === null ? [] : teamIds,
          ageGradeAcknowledged: isDbsRequired && isAcknowledged,
          ...(Object.fromEntries(VOLUNTEER_CONSENTS.map((key) => [key, consents[key] === true])) as Record<
            (typeof VOLUNTEER_CONSENTS)[number],
            boolean
          >),
        },
      });
      onDone(created);
    } catch (error) {
      setFailure(submissionErrorText(error, t('volunteer.submitError')));
    }
  };

  const hints = [
    ...(needsChoice && !problems.includes('organisation') ? [t('volunteer.chooseOrganisation')] : []),
    ...problems.map((problem) => VOLUNTEER_CHOICE_MESSAGES[problem] ?? problem),
  ];

  return (
    <Stack gap="lg">
      <RoleCard role={role} age={age} teamNames={teamNames} component="div" />
      <OrganisationPicker
        value={choice}
        onChange={changeOrganisation}
        allowsUnattached={role.allowUnattached}
        isRequired={role.organisationRequired}
      />
      {organisationId !== null ? (
        <TeamChoice
          organisationId={organisationId}
          value={teamIds}
          onChange={setTeamIds}
          isRequired={role.teamRequired}
        />
      ) : null}
      {isDbsRequired ? (
        <Alert color="blue" variant="light" icon={<IconShieldCheck aria-hidden />} title={t('volunteer.dbsTitle')}>
          <Stack gap="xs">
            <Text size={3}>{t('volunteer.dbsExplanation')}</Text>
            <Checkbox
              label={t('volunteer.ageGradeAcknowledgement')}
              checked={isAcknowledged}
              onChange={(event) => setAcknowledged(event.currentTarget.checked)}
            />
          </Stack>
        </Alert>
      ) : null}
      <ConsentForm
        keys={VOLUNTEER_CONSENTS}
        values={consents}
        onChange={setConsents}
        idPrefix="volunteer-consent"
        subject={subjectOptions(state)}
      />
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      {hints.length > 0 ? (
        <List size="sm" id="volunteer-choice-hints" aria-label={t('volunteer.hintsLabel')}>
          {hints.map((hint) => (
            <List.Item key={hint}>{hint}</List.Item>
          ))}
        </List>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={() => void send()} disabled={!isReady} loading={submit.isPending}>
          {t('volunteer.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Register to Volunteer (/register/volunteer): role (step 3), organisation and teams with the
 * consents (step 4), then Completed. Going back to an earlier step resets the choices.
 */
export function RegisterVolunteerPage({ today = new Date() }: { today?: Date }) {
  const { t } = useTranslation('registrations');
  const lookup = useLookupNames();
  const location = useLocation();
  const { readWizardState } = useRegistrationStateRules();
  const [state] = useState(() => readWizardState(location.state));
  const [active, setActive] = useState<number>(STEP.role);
  const [role, setRole] = useState<VolunteerRole | null>(null);
  const [created, setCreated] = useState<VolunteerRegistrationCreated | null>(null);
  const focusRef = useStepFocus(active);

  if (!state) return <Navigate to="/register" replace />;
  const age = state.person.dob ? ageOn(state.person.dob, today) : 0;

  const goTo = (index: number) => {
    if (index <= STEP.role) setRole(null);
    setActive(index);
  };

  const titles: Record<number, string> = {
    [STEP.role]: t('volunteer.roleTitle'),
    [STEP.organisation]: t('volunteer.organisationTitle'),
    [STEP.completed]: t('volunteer.completedTitle'),
  };

  return (
    <Stack gap="md" maw={1040}>
      {created ? null : <BackToRegister state={state} />}
      <Heading order={1} level={3}>
        {t('volunteer.title')}
      </Heading>
      <Text>{t('volunteer.registering', { name: fullName(state.person) })}</Text>
      <WizardStepper
        active={active}
        state={state}
        labels={[t('stepper.role'), t('stepper.organisation')]}
        onStepClick={(index) => !created && goTo(index)}
      />
      <Paper
        p={{ base: 'md', sm: 'lg' }}
        radius="md"
        withBorder
        component="section"
        aria-labelledby="volunteer-step-heading"
      >
        <Stack gap="md">
          <Heading order={2} level={5} id="volunteer-step-heading" ref={focusRef} tabIndex={-1}>
            {titles[active]}
          </Heading>
          {active === STEP.role ? (
            <RoleStep
              age={age}
              onChoose={(chosen) => {
                setRole(chosen);
                setActive(STEP.organisation);
              }}
            />
          ) : null}
          {active === STEP.organisation && role ? (
            <>
              <OrganisationStep
                state={state}
                role={role}
                age={age}
                onDone={(result) => {
                  setCreated(result);
                  setActive(STEP.completed);
                }}
              />
              <Group>
                <Button variant="outline" onClick={() => goTo(STEP.role)}>
                  {t('actions.goBack')}
                </Button>
              </Group>
            </>
          ) : null}
          {active === STEP.completed && created ? (
            <Stack gap="md" align="flex-start">
              <Group gap="xs" wrap="nowrap">
                <IconCircleCheck size={28} aria-hidden color="var(--mantine-color-green-8)" />
                <Text>
                  {t('volunteer.completed', {
                    ...subjectOptions(state),
                    role: role ? lookup.name(role.roleValue, role.roleValueCy) : '',
                  })}
                </Text>
              </Group>
              {created.dbsTriggered ? (
                <Alert
                  color="blue"
                  variant="light"
                  icon={<IconShieldCheck aria-hidden />}
                  title={t('volunteer.dbsTitle')}
                >
                  {t('volunteer.dbsTriggered', subjectOptions(state))}
                </Alert>
              ) : null}
              <Group gap="sm">
                <Button component={Link} to="/track">
                  {t('actions.track')}
                </Button>
                <Button component={Link} to="/dashboard" variant="outline">
                  {t('actions.dashboard')}
                </Button>
              </Group>
            </Stack>
          ) : null}
        </Stack>
      </Paper>
      <LeaveGuard
        when={!created && role !== null}
        message={t('leaveWarning')}
        allows={(next) => next.pathname === '/register'}
      />
    </Stack>
  );
}
