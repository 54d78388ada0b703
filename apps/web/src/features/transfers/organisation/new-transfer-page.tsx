import { Button, Container, Group, List, Paper, SimpleGrid, Stack, Stepper } from '@mantine/core';
import type { TransferFromRole, TransferPlayer } from '@mywru/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Heading, LabelledValue, Text } from '../../../components';
import { PageHeader } from '../../../components/page-header';
import { useStepFocus } from '../../../components/use-step-focus';
import { ApiError } from '../../../lib/api-client';
import { declaresReason } from '../../../lib/endpoint-client';
import { useReasonText } from '../../../lib/reason-text';
import { createTransferEndpoint, useCreateTransfer } from '../api/create-transfer';
import { useOrganisationHub } from '../../../entities/organisation';
import { useTeamName } from '../team-name';
import { FocusedErrorAlert } from '../../../components/focused-error-alert';
import { SelectPlayerStep, playerDisplayName, type PlayerSearchValues } from './select-player-step';
import { SelectTeamsStep, type ToTeam } from './select-teams-step';
import { useIsMobile } from '../../../lib/use-is-mobile';

/** The spec's stepper: 0 select player, 1 select teams, 2 confirm, 3 done. */
export const NEW_TRANSFER_STEPS = { selectPlayer: 0, selectTeams: 1, confirm: 2, completed: 3 } as const;
type Step = (typeof NEW_TRANSFER_STEPS)[keyof typeof NEW_TRANSFER_STEPS];
const STEP_KEYS = ['selectPlayer', 'selectTeams', 'confirm', 'completed'] as const;

/** The words for a failed Confirm: a refusal with its own text (already open, season limit, ...), else the spec's message. */
function useCreateErrorText() {
  const { t } = useTranslation('transfers', { keyPrefix: 'organisation.create.confirm' });
  const reasonText = useReasonText();
  return (error: unknown) =>
    error instanceof ApiError && declaresReason(createTransferEndpoint, error.reason)
      ? reasonText(error)
      : t('createError');
}

/**
 * New Transfer (/organisation/{id}/transfers/create): Select Player, Select Teams, Confirm, then
 * Completed. Every choice is kept while the person moves back and forth; a failed call keeps it too
 * and moves focus to its message.
 */
export function NewTransferPage() {
  const { t } = useTranslation('transfers', { keyPrefix: 'organisation.create' });
  const organisationId = Number(useParams().organisationId);
  const isMobile = useIsMobile();
  const [step, setStep] = useState<Step>(NEW_TRANSFER_STEPS.selectPlayer);
  const [search, setSearch] = useState<PlayerSearchValues>({ wruId: '', lastName: '' });
  const [found, setFound] = useState<{ player: TransferPlayer; lastName: string } | null>(null);
  const [fromRole, setFromRole] = useState<TransferFromRole | null>(null);
  const [toTeam, setToTeam] = useState<ToTeam | null>(null);
  const create = useCreateTransfer(organisationId);
  const organisation = useOrganisationHub(organisationId);
  const createErrorText = useCreateErrorText();
  const [createError, setCreateError] = useState<string | null>(null);
  const focusRef = useStepFocus(step);
  const teamName = useTeamName();
  const managePath = `/organisation/${organisationId}/transfers`;

  const labels = STEP_KEYS.map((key) => t(`stepper.${key}`));
  const goTo = (next: Step) => {
    setCreateError(null);
    setStep(next);
  };

  const confirm = async () => {
    if (!found || !fromRole || !toTeam) return;
    setCreateError(null);
    try {
      await create.mutateAsync({
        query: {
          wruId: found.player.wruId,
          toTeamChildId: toTeam.child.id,
          fromTeamChildId: fromRole.roleDetails.teamChild.id,
        },
      });
    } catch (error) {
      setCreateError(createErrorText(error));
      return;
    }
    setStep(NEW_TRANSFER_STEPS.completed);
  };

  const startAgain = () => {
    setSearch({ wruId: '', lastName: '' });
    setFound(null);
    setFromRole(null);
    setToTeam(null);
    setCreateError(null);
    create.reset();
    setStep(NEW_TRANSFER_STEPS.selectPlayer);
  };

  const isDone = step === NEW_TRANSFER_STEPS.completed;
  const playerName = found ? playerDisplayName(found.player) : '';

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <PageHeader title={t('title')} subtitle={t('subtitle')} backTo={managePath} backLabel={t('backToManage')} />
        <Stack gap={4}>
          <Stepper
            active={isDone ? labels.length : step}
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
          aria-labelledby="transfer-step-heading"
        >
          <Stack gap="md">
            <Heading order={2} level={5} id="transfer-step-heading" ref={focusRef} tabIndex={-1}>
              {isDone ? t('completed.title') : labels[step]}
            </Heading>
            {step === NEW_TRANSFER_STEPS.selectPlayer ? (
              <SelectPlayerStep
                values={search}
                onChange={setSearch}
                onContinue={(player, lastName) => {
                  if (found?.player.wruId !== player.wruId) {
                    setFromRole(null);
                    setToTeam(null);
                  }
                  setFound({ player, lastName });
                  goTo(NEW_TRANSFER_STEPS.selectTeams);
                }}
              />
            ) : null}
            {step === NEW_TRANSFER_STEPS.selectTeams && found ? (
              <SelectTeamsStep
                organisationId={organisationId}
                wruId={found.player.wruId}
                lastName={found.lastName}
                fromRole={fromRole}
                toTeam={toTeam}
                onFromRole={setFromRole}
                onToTeam={setToTeam}
                onBack={() => goTo(NEW_TRANSFER_STEPS.selectPlayer)}
                onContinue={() => goTo(NEW_TRANSFER_STEPS.confirm)}
              />
            ) : null}
            {step === NEW_TRANSFER_STEPS.confirm && found && fromRole && toTeam ? (
              <Stack gap="md">
                <Text>{t('confirm.intro')}</Text>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                  <LabelledValue label={t('confirm.player')} value={playerName} />
                  <LabelledValue
                    label={t('confirm.from')}
                    value={t('selectTeams.role', {
                      organisation: fromRole.organisation,
                      team: teamName(
                        fromRole.roleDetails.teamParent.teamTemplate.name,
                        fromRole.roleDetails.teamParent.teamTemplate.nameCy,
                        fromRole.roleDetails.teamChild.value,
                      ),
                    })}
                  />
                  <LabelledValue
                    label={t('confirm.to')}
                    value={t('selectTeams.role', {
                      organisation: organisation.data?.name ?? '',
                      team: teamName(toTeam.team.team, toTeam.team.teamCy, toTeam.child.value),
                    })}
                  />
                </SimpleGrid>
                {createError ? <FocusedErrorAlert message={createError} /> : null}
                <Group justify="space-between" gap="sm">
                  <Button
                    variant="default"
                    onClick={() => goTo(NEW_TRANSFER_STEPS.selectTeams)}
                    disabled={create.isPending}
                  >
                    {t('back')}
                  </Button>
                  <Button onClick={() => void confirm()} loading={create.isPending}>
                    {t('confirm.confirm')}
                  </Button>
                </Group>
              </Stack>
            ) : null}
            {isDone && found && fromRole && toTeam ? (
              <Stack gap="md" align="flex-start">
                <Group gap="xs" wrap="nowrap">
                  <IconCircleCheck size={28} aria-hidden color="var(--mantine-color-green-8)" />
                  <Text>
                    {t('completed.message', {
                      name: playerName,
                      team: teamName(toTeam.team.team, toTeam.team.teamCy, toTeam.child.value),
                    })}
                  </Text>
                </Group>
                <Heading order={3} level={7}>
                  {t('completed.nextTitle')}
                </Heading>
                <List type="ordered" spacing="xs">
                  <List.Item>{t('completed.nextPlayer', { name: playerName })}</List.Item>
                  <List.Item>{t('completed.nextSending', { organisation: fromRole.organisation })}</List.Item>
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
