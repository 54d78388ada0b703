import { Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import {
  PLAYER_CONSENTS,
  allConsentsGiven,
  type OrganisationType,
  type PlayerApplicationCreated,
  type TeamCard,
} from '@mywru/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth';
import { ErrorAlert, Heading, Text } from '../../../components';
import { LeaveGuard } from '../../../components/leave-guard';
import { useStepFocus } from '../../../components/use-step-focus';
import { useSubmitPlayerApplication } from './api/submit-player-application';
import { ConsentForm, type ConsentValues } from '../../../entities/consent';
import { useGameFormatLabel } from '../../../entities/game-format';
import { useLookupNames } from '../../../lib/lookup-names';
import { useRegistrationStateRules, type WizardState } from '../registration-state';
import { missingEligibilityDetails, subjectOptions } from '../registration-subject';
import { useSubmissionErrorText } from '../submission-error';
import { BackToRegister, WizardStepper } from '../wizard-stepper';
import { EligibilityDetailsStep } from './eligibility-details-step';
import { TeamStep } from './team-step';
import { WayToPlayStep } from './way-to-play-step';
import { fullName } from '../../../entities/person';

const STEP = { wayToPlay: 2, team: 3, confirm: 4 } as const;

function Summary({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size={4} fw={600} component="div">
        {label}
      </Text>
      <Text component="div">{value}</Text>
    </div>
  );
}

function ConfirmStep({
  state,
  type,
  team,
  onDone,
}: {
  state: WizardState;
  type: OrganisationType;
  team: TeamCard;
  onDone: (created: PlayerApplicationCreated) => void;
}) {
  const { t } = useTranslation('registrations');
  const gameFormatLabel = useGameFormatLabel();
  const lookups = useLookupNames();
  const submit = useSubmitPlayerApplication();
  const submissionErrorText = useSubmissionErrorText();
  const subject = subjectOptions(state);
  const [consents, setConsents] = useState<ConsentValues>({});
  const [failure, setFailure] = useState<string | null>(null);
  const isReady = allConsentsGiven(PLAYER_CONSENTS, consents);

  const send = async () => {
    setFailure(null);
    try {
      const created = await submit.mutateAsync({
        params: { id: state.person.wruId },
        body: {
          teamParentId: team.teamParentId,
          consents: Object.fromEntries(PLAYER_CONSENTS.map((key) => [key, consents[key] === true])) as Record<
            (typeof PLAYER_CONSENTS)[number],
            boolean
          >,
        },
      });
      onDone(created);
    } catch (error) {
      setFailure(submissionErrorText(error, t('player.submitError')));
    }
  };

  return (
    <Stack gap="md">
      <Paper p="md" radius="md" bg="gray.0">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Summary label={t('player.summaryPerson')} value={fullName(state.person)} />
          <Summary label={t('player.summaryType')} value={lookups.name(type.nameEn, type.nameCy)} />
          <Summary label={t('player.summaryTeam')} value={lookups.name(team.team, team.teamCy)} />
          <Summary label={t('player.summaryOrganisation')} value={team.organisation.name} />
          <Summary label={t('player.summaryFormat')} value={gameFormatLabel(team.gameFormat.name)} />
        </SimpleGrid>
      </Paper>
      {team.eligibility === 'one-up' ? <Text size={3}>{t('player.oneUp', subject)}</Text> : null}
      <ConsentForm
        keys={PLAYER_CONSENTS}
        values={consents}
        onChange={setConsents}
        idPrefix="player-consent"
        subject={subject}
      />
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      <Group justify="flex-end" gap="sm">
        {isReady ? null : (
          <Text size={3} id="player-consent-hint">
            {t('common:consent.hint')}
          </Text>
        )}
        <Button
          onClick={() => void send()}
          disabled={!isReady}
          loading={submit.isPending}
          aria-describedby={isReady ? undefined : 'player-consent-hint'}
        >
          {t('player.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Register to Play (/register/player): way to play, team, confirm with the six consents, then a
 * completed page. Without a person in navigation state it goes back to /register.
 */
export function RegisterPlayerPage() {
  const { t } = useTranslation('registrations');
  const location = useLocation();
  const { user } = useAuth();
  const lookups = useLookupNames();
  const { readWizardState } = useRegistrationStateRules();
  const [state, setState] = useState(() => readWizardState(location.state));
  const [active, setActive] = useState<number>(STEP.wayToPlay);
  const [type, setType] = useState<OrganisationType | null>(null);
  const [team, setTeam] = useState<TeamCard | null>(null);
  const [created, setCreated] = useState<PlayerApplicationCreated | null>(null);
  const focusRef = useStepFocus(created ? 'done' : active);

  if (!state) return <Navigate to="/register" replace />;
  const subject = subjectOptions(state);
  const missingDetails = missingEligibilityDetails(state.person);

  const goTo = (index: number) => {
    if (index <= STEP.wayToPlay) {
      setType(null);
      setTeam(null);
    }
    if (index <= STEP.team) setTeam(null);
    setActive(index);
  };

  const anotherTeam = () => {
    setCreated(null);
    setType(null);
    setTeam(null);
    setActive(STEP.wayToPlay);
  };

  const titles: Record<number, string> = {
    [STEP.wayToPlay]: t('player.wayToPlayTitle'),
    [STEP.team]: t('player.teamTitle'),
    [STEP.confirm]: t('player.confirmTitle'),
  };

  return (
    <Stack gap="md" maw={1040}>
      <BackToRegister state={state} />
      <Heading order={1} level={3}>
        {t('player.title')}
      </Heading>
      <Text>{t('player.registering', { name: fullName(state.person) })}</Text>
      <WizardStepper
        active={created ? 5 : active}
        state={state}
        labels={[t('stepper.wayToPlay'), t('stepper.team'), t('stepper.confirm')]}
        onStepClick={(index) => !created && goTo(index)}
      />
      <Paper
        p={{ base: 'md', sm: 'lg' }}
        radius="md"
        withBorder
        component="section"
        aria-labelledby="player-step-heading"
      >
        <Stack gap="md">
          <Heading order={2} level={5} id="player-step-heading" ref={focusRef} tabIndex={-1}>
            {created ? t('player.completedTitle') : titles[active]}
          </Heading>
          {created ? (
            <Stack gap="md" align="flex-start">
              <Group gap="xs" wrap="nowrap">
                <IconCircleCheck size={28} aria-hidden color="var(--mantine-color-green-8)" />
                <Text>
                  {t('player.completed', {
                    ...subject,
                    team: team ? lookups.name(team.team, team.teamCy) : '',
                    organisation: team?.organisation.name ?? '',
                  })}
                </Text>
              </Group>
              <Text size={3}>
                {created.status.startsWith('referred_')
                  ? t('player.completedReferred', subject)
                  : t('player.completedAwaiting', subject)}
              </Text>
              <Group gap="sm">
                <Button component={Link} to="/dashboard">
                  {t('actions.dashboard')}
                </Button>
                <Button variant="outline" onClick={anotherTeam}>
                  {t('player.anotherTeam')}
                </Button>
                <Button component={Link} to="/track" variant="subtle">
                  {t('actions.track')}
                </Button>
              </Group>
            </Stack>
          ) : null}
          {!created && active === STEP.wayToPlay ? (
            <WayToPlayStep
              personId={state.person.wruId}
              subject={subject}
              onChoose={(chosen) => {
                setType(chosen);
                setTeam(null);
                setActive(STEP.team);
              }}
            />
          ) : null}
          {!created && active === STEP.team && type ? (
            <>
              {missingDetails.length > 0 && user?.memberId ? (
                <EligibilityDetailsStep
                  memberId={user.memberId}
                  person={state.person}
                  missing={missingDetails}
                  subject={subject}
                  onSaved={(person) => setState({ ...state, person })}
                />
              ) : (
                <>
                  <Text size={3}>{t('player.teamIntro', { ...subject, type: lookups.name(type.nameEn, type.nameCy) })}</Text>
                  <TeamStep
                    type={type}
                    person={state.person}
                    subject={subject}
                    onChoose={(card) => {
                      setTeam(card);
                      setActive(STEP.confirm);
                    }}
                  />
                </>
              )}
              <Group>
                <Button variant="outline" onClick={() => goTo(STEP.wayToPlay)}>
                  {t('actions.goBack')}
                </Button>
              </Group>
            </>
          ) : null}
          {!created && active === STEP.confirm && type && team ? (
            <>
              <ConfirmStep state={state} type={type} team={team} onDone={setCreated} />
              <Group>
                <Button variant="outline" onClick={() => goTo(STEP.team)}>
                  {t('actions.goBack')}
                </Button>
              </Group>
            </>
          ) : null}
        </Stack>
      </Paper>
      <LeaveGuard
        when={!created && (type !== null || team !== null)}
        message={t('leaveWarning')}
        allows={(next) => next.pathname === '/register'}
      />
    </Stack>
  );
}
