import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, Text } from '../../../components';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { ApiError } from '../../../lib/api-client';
import { useReasonText } from '../../../lib/reason-text';
import { useCancelTransferAsPlayer } from '../api/cancel-as-player';

/** A refusal with its reason (a 4xx): its words say why; anything else gets the spec's general message. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.reason !== null && error.status !== null && error.status < 500;
}

/** What the question names: the transfer, and whether it is a child's (the guardian answers). */
export interface TransferToCancel {
  id: number;
  name: string;
  isChild: boolean;
  from: string;
  to: string;
}

export interface CancelTransferDialogProps {
  transfer: TransferToCancel | null;
  onClose: () => void;
  /** Called once the transfer is cancelled; the reads it changes are fetched again. */
  onCancelled?: () => void;
}

/**
 * Asks before the player or guardian cancels a transfer: a cancelled transfer cannot be taken back.
 * A refusal shows its reason's words, or the spec's message when there is none.
 */
export function CancelTransferDialog({ transfer, onClose, onCancelled }: CancelTransferDialogProps) {
  const { t } = useTranslation('transfers');
  const cancel = useCancelTransferAsPlayer();
  const reasonText = useReasonText();
  const close = () => {
    cancel.reset();
    onClose();
  };
  // Awaited rather than given to mutate(): the reads the cancel refreshes may drop the item that
  // holds this dialog first, and mutate()'s own callbacks are not called once it is gone.
  const confirm = async () => {
    if (!transfer) return;
    try {
      await cancel.mutateAsync({ params: { id: transfer.id } });
    } catch {
      return; // the failure is shown from cancel.error
    }
    cancel.reset();
    onCancelled?.();
    onClose();
  };
  const failure = cancel.error
    ? isRefusal(cancel.error)
      ? reasonText(cancel.error)
      : t('player.cancelDialog.error')
    : null;
  const words = transfer
    ? { name: transfer.name, from: transfer.from, to: transfer.to, ...(transfer.isChild ? { context: 'child' } : {}) }
    : {};
  return (
    <ResponsiveModal opened={transfer !== null} onClose={close} title={t('player.cancelDialog.title')}>
      <Stack gap="md">
        <Text>{t('player.cancelDialog.body', words)}</Text>
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={close}>
            {t('player.cancelDialog.keep')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={cancel.isPending}>
            {t('player.cancelDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
