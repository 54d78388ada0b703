import { Button, Container, Group, List, Paper, SimpleGrid, Stack, Stepper } from '@mantine/core';
import type { OrganisationOption, PermitFixture, PermitPlayer } from '@mywru/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert, Heading, LabelledValue, LoadingOverlay, Text } from '../../../components';
import { FocusedErrorAlert } from '../../../components/focused-error-alert';
import { PageHeader } from '../../../components/page-header';
import { useStepFocus } from '../../../components/use-step-focus';
import { ApiError } from '../../../lib/api-client';
import { declaresReason } from '../../../lib/endpoint-client';
import { useReasonText } from '../../../lib/reason-text';
import { createPermitEndpoint, useCreatePermit } from '../api/create-permit';
import { usePermitLimit } from '../api/permit-limit';
import { formatKickOff, permitPlayerDisplayName, useFixtureName } from '../permit-names';
import { RulesStep } from './rules-step';
import type { PermitPlayerSearchValues } from './select-player-step';
import { useIsMobile } from '../../../lib/use-is-mobile';

/** The spec's stepper: 0 rules, 1 player, 2 fixture, 3 confirm, 5 done. */
export const NEW_PERMIT_STEPS = { rules: 0, player: 1, fixture: 2, confirm: 3, completed: 5 } as const;
/** Select Player and Select Fixture load when reached, with their pickers (decision 035): the page opens on the rules. */
const SelectPlayerStep = lazy(async () => ({ default: (await import('./select-player-step')).SelectPlayerStep }));
const SelectFixtureStep = lazy(async () => ({ default: (await import('./select-fixture-step')).SelectFixtureStep }));

type Step = (typeof NEW_PERMIT_STEPS)[keyof typeof NEW_PERMIT_STEPS];
const STEP_KEYS = ['rules', 'player', 'fixture', 'confirm', 'completed'] as const;

/** The words for a failed Submit: a refusal with its own text (the limit, claimed, already has one...), else the spec's message. */
function useCreateErrorText() {
  const { t } = useTranslation('permits', { keyPrefix: 'organisation.create.confirm' });
  const reasonText = useReasonText();
  return (error: unknown) =>
    error instanceof ApiError && declaresReason(createPermitEndpoint, error.reason)
      ? reasonText(error)
      : t('createError');
}

const EMPTY_SEARCH: PermitPlayerSearchValues = { dob: null, lastName: '', organisation: null };

/**
 * New permit (/organisation/{id}/permits/create): Accept rules, Select Player, Select Fixture,
 * Confirm (blocked while the fixture's limit is used up), then Completed. Every choice is kept while
 * the person moves back and forth; a failed call keeps it too and moves focus to its message.
 */
export function NewPermitPage() {
  const { t } = useTranslation('permits', { keyPrefix: 'organisation.create' });
  const organisationId = Number(useParams().organisationId);
  const isMobile = useIsMobile();
  const [step, setStep] = useState<Step>(NEW_PERMIT_STEPS.rules);
  const [accepted, setAccepted] = useState(false);
  const [search, setSearch] = useState<PermitPlayerSearchValues>(EMPTY_SEARCH);
  const [chosen, setChosen] = useState<{ player: PermitPlayer; from: OrganisationOption } | null>(null);
  const [fixture, setFixture] = useState<PermitFixture | null>(null);
  const create = useCreatePermit(organisationId);
  const limit = usePermitLimit(step === NEW_PERMIT_STEPS.confirm ? (fixture?.fixtureId ?? null) : null, organisationId);
  const createErrorText = useCreateErrorText();
  const [createError, setCreateError] = useState<string | null>(null);
  const focusRef = useStepFocus(step);
  const fixtureName = useFixtureName();
  const managePath = `/organisation/${organisationId}/permits`;

  const labels = STEP_KEYS.map((key) => t(`stepper.${key}`));
  const isDone = step === NEW_PERMIT_STEPS.completed;
  const stepIndex = isDone ? labels.length : step;
  const goTo = (next: Step) => {
    setCreateError(null);
    setStep(next);
  };

  const submit = async () => {
    if (!chosen || !fixture) return;
    setCreateError(null);
    try {
      await create.mutateAsync({
        body: {
          wruId: chosen.player.wruId,
          fromOrganisation: chosen.from.id,
          toOrganisation: organisationId,
          fixtureId: fixture.fixtureId,
        },
      });
    } catch (error) {
      setCreateError(createErrorText(error));
      return;
    }
    setStep(NEW_PERMIT_STEPS.completed);
  };

  const startAgain = () => {
    setSearch(EMPTY_SEARCH);
    setChosen(null);
    setFixture(null);
    setCreateError(null);
    create.reset();
    setStep(NEW_PERMIT_STEPS.player);
  };

  const playerName = chosen ? permitPlayerDisplayName(chosen.player) : '';
  const kickOff = fixture ? formatKickOff(fixture.date) : null;
  const isBlocked = limit.data ? !limit.data.allowMore : false;

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <PageHeader title={t('title')} subtitle={t('subtitle')} backTo={managePath} backLabel={t('backToManage')} />
        <Stack gap={4}>
          <Stepper
            active={stepIndex}
            onStepClick={(index) => {
              if (!isDone && index < step) goTo(index as Step);
            }}
            allowNextStepsSelect={false}
            size={isMobile ? 'xs' : 'sm'}
            aria-label={t('stepper.label')}
            styles={isMobile ? { stepBody: { display: 'none' }, separator: { marginInline: 4 } } : undefined}
          >
            {labels.map((label, index) => (
              <Stepper.Step
                key={label}
                label={label}
                aria-label={isMobile ? t('stepper.step', { step: index + 1, label }) : undefined}
                allowStepSelect={!isDone && index < step}
              />
            ))}
          </Stepper>
          {isMobile && !isDone ? (
            <Text size={3} fw={600}>
              {t('stepper.current', { step: step + 1, total: labels.length, label: labels[step] })}
            </Text>
          ) : null}
        </Stack>
        <Paper
          p={{ base: 'md', sm: 'lg' }}
          radius="md"
          withBorder
          component="section"
          aria-labelledby="permit-step-heading"
        >
          <Stack gap="md">
            <Heading order={2} level={5} id="permit-step-heading" ref={focusRef} tabIndex={-1}>
              {isDone ? t('completed.title') : labels[step]}
            </Heading>
            {step === NEW_PERMIT_STEPS.rules ? (
              <RulesStep
                accepted={accepted}
                onAccepted={setAccepted}
                onContinue={() => goTo(NEW_PERMIT_STEPS.player)}
              />
            ) : null}
            <Suspense fallback={<LoadingOverlay />}>
              {step === NEW_PERMIT_STEPS.player ? (
                <SelectPlayerStep
                  organisationId={organisationId}
                  values={search}
                  onChange={setSearch}
                  onBack={() => goTo(NEW_PERMIT_STEPS.rules)}
                  onSelect={(player, from) => {
                    if (chosen?.player.wruId !== player.wruId || chosen.from.id !== from.id) setFixture(null);
                    setChosen({ player, from });
                    goTo(NEW_PERMIT_STEPS.fixture);
                  }}
                />
              ) : null}
              {step === NEW_PERMIT_STEPS.fixture && chosen ? (
                <SelectFixtureStep
                  organisationId={organisationId}
                  wruId={chosen.player.wruId}
                  fromOrganisationId={chosen.from.id}
                  playerName={playerName}
                  fixture={fixture}
                  onFixture={setFixture}
                  onBack={() => goTo(NEW_PERMIT_STEPS.player)}
                  onContinue={() => goTo(NEW_PERMIT_STEPS.confirm)}
                />
              ) : null}
            </Suspense>
            {step === NEW_PERMIT_STEPS.confirm && chosen && fixture && kickOff ? (
              <Stack gap="md">
                <Text>{t('confirm.intro')}</Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <LabelledValue label={t('confirm.player')} value={playerName} />
                  <LabelledValue label={t('confirm.from')} value={chosen.from.name} />
                  <LabelledValue label={t('confirm.fixture')} value={fixtureName(fixture)} />
                  <LabelledValue
                    label={t('confirm.date')}
                    value={t('fixture.kickOff', { date: kickOff.day, time: kickOff.time })}
                  />
                  <LabelledValue label={t('confirm.competition')} value={fixture.competitionName} />
                </SimpleGrid>
                {limit.isPending ? <Text size={3}>{t('confirm.checking')}</Text> : null}
                {limit.data && limit.data.allowMore ? (
                  <Text size={3}>
                    {t('confirm.count', { existing: limit.data.existingPermits, limit: limit.data.permitLimit })}
                  </Text>
                ) : null}
                {isBlocked ? <FocusedErrorAlert message={t('confirm.limitReached')} /> : null}
                {limit.isError ? <ErrorAlert>{t('confirm.limitError')}</ErrorAlert> : null}
                {createError ? <FocusedErrorAlert message={createError} /> : null}
                <Group justify="space-between" gap="sm">
                  <Button variant="default" onClick={() => goTo(NEW_PERMIT_STEPS.fixture)} disabled={create.isPending}>
                    {t('back')}
                  </Button>
                  <Button
                    onClick={() => void submit()}
                    loading={create.isPending}
                    disabled={limit.isPending || isBlocked}
                  >
                    {t('confirm.submit')}
                  </Button>
                </Group>
              </Stack>
            ) : null}
            {isDone && chosen && fixture && kickOff ? (
              <Stack gap="md" align="flex-start">
                <Group gap="xs" wrap="nowrap">
                  <IconCircleCheck size={28} aria-hidden color="var(--mantine-color-green-8)" />
                  <Text>
                    {t('completed.message', { name: playerName, fixture: fixtureName(fixture), date: kickOff.day })}
                  </Text>
                </Group>
                <Heading order={3} level={7}>
                  {t('completed.nextTitle')}
                </Heading>
                <List type="ordered" spacing="xs">
                  <List.Item>{t('completed.nextPlayer', { name: playerName })}</List.Item>
                  <List.Item>{t('completed.nextSending', { organisation: chosen.from.name })}</List.Item>
                  <List.Item>{t('completed.nextUnion')}</List.Item>
                </List>
                <Group gap="sm">
                  <Button component={Link} to={managePath}>
                    {t('completed.backToManage')}
                  </Button>
                  <Button variant="outline" onClick={startAgain}>
                    {t('completed.another')}
                  </Button>
                </Group>
              </Stack>
            ) : null}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
