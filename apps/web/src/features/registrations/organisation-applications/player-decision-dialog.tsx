import { Button, Group, Select, Stack } from '@mantine/core';
import type { OrganisationPlayerApplication } from '@mywru/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, Text } from '../../../components';
import { formatDateTime } from '../../../components/format-date';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { useGameFormatLabel } from '../../../entities/game-format';
import { ApplicantDetails } from './applicant-details';
import { fullName } from '../../../entities/person';

export type DecisionOutcome = 'approved' | 'rejected';

export interface PlayerDecisionDialogProps {
  opened: boolean;
  application: OrganisationPlayerApplication | null;
  onClose: () => void;
  /** Sends the decision; resolves with an error message to show, or null when done. */
  onDecide: (
    application: OrganisationPlayerApplication,
    outcome: DecisionOutcome,
    teamChildId: number | null,
  ) => Promise<string | null>;
}

/** Whether Approve needs a team option first: the team has more than one variation. */
export function needsTeamChoice(application: Pick<OrganisationPlayerApplication, 'teamChildren'>): boolean {
  return application.teamChildren.length > 1;
}

/** Approve or reject a player application; a team option must be chosen first when the team has several. */
export function PlayerDecisionDialog({ opened, application, onClose, onDecide }: PlayerDecisionDialogProps) {
  const { t } = useTranslation('organisation-applications');
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={t('playerDecision.title')}>
      {application ? (
        <PlayerDecisionBody key={application.id} application={application} onClose={onClose} onDecide={onDecide} />
      ) : null}
    </ResponsiveModal>
  );
}

function PlayerDecisionBody({
  application,
  onClose,
  onDecide,
}: Required<Omit<PlayerDecisionDialogProps, 'application' | 'opened'>> & {
  application: OrganisationPlayerApplication;
}) {
  const { t } = useTranslation('organisation-applications');
  const choose = needsTeamChoice(application);
  const [teamChildId, setTeamChildId] = useState<string | null>(null);
  const [busy, setBusy] = useState<DecisionOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = fullName(application);

  const decide = async (outcome: DecisionOutcome) => {
    setBusy(outcome);
    setError(null);
    const chosen =
      outcome === 'rejected' ? null : choose ? Number(teamChildId) : (application.teamChildren[0]?.id ?? null);
    const message = await onDecide(application, outcome, chosen);
    setBusy(null);
    if (message) setError(message);
    else onClose();
  };

  return (
    <Stack gap="md">
      <ApplicantSummary application={application} name={name} />
      {choose ? (
        <Select
          label={t('playerDecision.teamOption')}
          description={t('playerDecision.teamOptionHelp')}
          placeholder={t('playerDecision.teamOptionPlaceholder')}
          data={application.teamChildren.map((child) => ({ value: String(child.id), label: child.value }))}
          value={teamChildId}
          onChange={setTeamChildId}
          comboboxProps={{ withinPortal: true }}
          required
          data-autofocus
        />
      ) : null}
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <Group justify="flex-end">
        <Button
          variant="outline"
          color="red"
          onClick={() => void decide('rejected')}
          loading={busy === 'rejected'}
          disabled={busy !== null}
        >
          {t('playerDecision.reject')}
        </Button>
        <Button
          onClick={() => void decide('approved')}
          loading={busy === 'approved'}
          disabled={busy !== null || (choose && teamChildId === null)}
        >
          {t('playerDecision.approve')}
        </Button>
      </Group>
    </Stack>
  );
}

/** What a decision needs: who (member ID, age), the team, whom to contact, and the application's history. */
function ApplicantSummary({ application, name }: { application: OrganisationPlayerApplication; name: string }) {
  const { t } = useTranslation('organisation-applications');
  const gameFormatLabel = useGameFormatLabel();
  return (
    <ApplicantDetails
      name={name}
      application={application}
      applyingFor={
        <Text size={3}>
          {t('team', { team: application.teamName, format: gameFormatLabel(application.gameFormatValue) })}
        </Text>
      }
      history={[
        {
          key: 'submitted',
          text: t('playerDecision.submittedOn', { date: formatDateTime(application.createdOn) }),
        },
        ...application.statusChanges.map((change) => ({
          key: `${change.value}-${change.changedOn}`,
          text: t('playerDecision.change', {
            status: t(`status.${change.value}`, { defaultValue: change.value }),
            date: formatDateTime(change.changedOn),
          }),
        })),
      ]}
    />
  );
}
