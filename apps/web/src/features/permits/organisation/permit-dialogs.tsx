import { Button, Group, Stack } from '@mantine/core';
import { formatPermitDate, type PermitListItem } from '@mywru/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, Text } from '../../../components';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { ApiError } from '../../../lib/api-client';
import { useReasonText } from '../../../lib/reason-text';
import { useCancelPermit } from '../api/cancel-permit';
import { useDecidePermitAsOrganisation } from '../api/decide-permit-as-organisation';
import { useFixtureName } from '../permit-names';
import { permitPlayerName } from './permits-table';

/** Approve and Reject (the sending organisation), Cancel (the receiving organisation). */
export type PermitChange = 'approve' | 'reject' | 'cancel';

export interface PermitChangeDialogProps {
  organisationId: number;
  change: PermitChange;
  /** The permit being changed; the dialog is closed when null. */
  permit: PermitListItem | null;
  onClose: () => void;
  /** After the change is saved, with the player's name. */
  onDone: (name: string) => void;
}

const DIALOG_KEYS = { approve: 'approveDialog', reject: 'rejectDialog', cancel: 'cancelDialog' } as const;

/**
 * The words for a failed change: a refusal the API explains (a 409 such as 'already decided',
 * 'kicked off' or 'cancelled', a permission refusal) in its translated reason, else the general error.
 */
function useChangeErrorText() {
  const { t } = useTranslation('permits', { keyPrefix: 'organisation.manage' });
  const reasonText = useReasonText();
  return (error: unknown) =>
    error instanceof ApiError && error.reason !== null && error.status !== null && error.status < 500
      ? reasonText(error)
      : t('decisionError');
}

/**
 * Asks before a permit changes: who, for whom, which fixture and on which day, what the change means,
 * then the change. A refusal shows its reason and the lists are refreshed (the row then shows what stands).
 */
export function PermitChangeDialog({ organisationId, change, permit, onClose, onDone }: PermitChangeDialogProps) {
  const { t } = useTranslation('permits', { keyPrefix: 'organisation.manage' });
  const decide = useDecidePermitAsOrganisation(organisationId);
  const cancel = useCancelPermit(organisationId);
  const errorText = useChangeErrorText();
  const fixtureName = useFixtureName();
  const [error, setError] = useState<string | null>(null);
  const isPending = decide.isPending || cancel.isPending;
  const keys = DIALOG_KEYS[change];

  const close = () => {
    if (isPending) return;
    setError(null);
    decide.reset();
    cancel.reset();
    onClose();
  };

  const confirm = async (current: PermitListItem) => {
    setError(null);
    const params = { id: current.id, organisationId };
    try {
      if (change === 'cancel') await cancel.mutateAsync({ params });
      else await decide.mutateAsync({ params, body: { decision: change === 'approve' ? 1 : 2 } });
    } catch (failure) {
      setError(errorText(failure));
      return;
    }
    onDone(permitPlayerName(current) || t('noName'));
    setError(null);
    decide.reset();
    cancel.reset();
    onClose();
  };

  return (
    <ResponsiveModal opened={permit !== null} onClose={close} title={t(`${keys}.title`)}>
      {permit ? (
        <Stack gap="md">
          <Text>
            {t('decisionSummary', {
              name: permitPlayerName(permit) || t('noName'),
              to: permit.toOrganisationName,
              fixture: fixtureName(permit),
              date: formatPermitDate(permit.fixtureDate),
            })}
          </Text>
          <Text size={3}>{t(`${keys}.body`)}</Text>
          {error ? <ErrorAlert>{error}</ErrorAlert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={isPending}>
              {t('keep')}
            </Button>
            <Button
              color={change === 'approve' ? undefined : 'red'}
              onClick={() => void confirm(permit)}
              loading={isPending}
              data-autofocus
            >
              {t(`${keys}.confirm`)}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </ResponsiveModal>
  );
}
