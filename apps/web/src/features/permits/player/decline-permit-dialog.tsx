import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, Text } from '../../../components';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { ApiError } from '../../../lib/api-client';
import { useReasonText } from '../../../lib/reason-text';
import { useDeclinePermitAsPlayer } from '../api/decline-permit-as-player';
import { subjectOf } from './subject';

/** What the question names: the permit, the fixture and its date, and whether it is a child's. */
export interface PermitToDecline {
  id: number;
  name: string;
  isChild: boolean;
  to: string;
  fixture: string;
  date: string;
}

export interface DeclinePermitDialogProps {
  permit: PermitToDecline | null;
  onClose: () => void;
  /** Called once the permit is declined; the reads it changes are fetched again. */
  onDeclined?: () => void;
}

/**
 * Asks before the player or guardian declines a permit: a declined permit is cancelled and cannot be
 * taken back. A refusal (4xx with a reason) shows its reason's words, anything else a general message.
 */
export function DeclinePermitDialog({ permit, onClose, onDeclined }: DeclinePermitDialogProps) {
  const { t } = useTranslation('permits-player');
  const decline = useDeclinePermitAsPlayer();
  const reasonText = useReasonText();
  const close = () => {
    if (decline.isPending) return;
    decline.reset();
    onClose();
  };
  // Awaited rather than given to mutate(): the refreshed actions may drop the item holding this dialog.
  const confirm = async () => {
    if (!permit) return;
    try {
      await decline.mutateAsync({ params: { id: permit.id } });
    } catch {
      return; // shown from decline.error
    }
    decline.reset();
    onDeclined?.();
    onClose();
  };
  const error = decline.error;
  const failure = error
    ? error instanceof ApiError && error.reason && error.status !== null && error.status < 500
      ? reasonText(error)
      : t('declineDialog.error')
    : null;
  const words = permit
    ? { to: permit.to, fixture: permit.fixture, date: permit.date, ...subjectOf(permit.isChild, permit.name) }
    : {};
  return (
    <ResponsiveModal opened={permit !== null} onClose={close} title={t('declineDialog.title')}>
      <Stack gap="md">
        <Text>{t('declineDialog.body', words)}</Text>
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={close} data-autofocus>
            {t('declineDialog.keep')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={decline.isPending}>
            {t('declineDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
