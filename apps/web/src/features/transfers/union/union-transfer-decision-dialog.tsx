import { Button, Group, Stack, Textarea } from '@mantine/core';
import { TEXT_LIMITS, UnionDecisionSchema, type UnionTransferQueueItem } from '@mywru/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, Text } from '../../../components';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { ApiError } from '../../../lib/api-client';
import { useReasonText } from '../../../lib/reason-text';
import { useDecideTransferAsUnion } from '../api/decide-transfer-as-union';
import { transferPersonName, usePlaceOf } from './union-transfer-names';

export type UnionChoice = 'approve' | 'reject';

export interface UnionTransferDecisionDialogProps {
  /** The transfer and the choice being confirmed; the dialog is closed when null. */
  decision: { transfer: UnionTransferQueueItem; choice: UnionChoice } | null;
  onClose: () => void;
  /** After the decision is saved. */
  onDecided: (outcome: { name: string; choice: UnionChoice }) => void;
  /** After a 409 (decided meanwhile, no longer ready, the player's team changed), with its translated reason. */
  onConflict: (message: string) => void;
}

/**
 * The union's Approve or Reject of a transfer, confirmed in a dialog; rejecting needs a reason. A
 * failure other than a conflict stays in the dialog with what was typed; a conflict closes it, and
 * the page says why and shows the list as it now stands.
 */
export function UnionTransferDecisionDialog({
  decision,
  onClose,
  onDecided,
  onConflict,
}: UnionTransferDecisionDialogProps) {
  const { t } = useTranslation('transfers', { keyPrefix: 'union' });
  const placeOf = usePlaceOf();
  const decide = useDecideTransferAsUnion();
  const reasonText = useReasonText();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setReason('');
    setReasonError(null);
    setError(null);
    decide.reset();
  };
  const close = () => {
    if (decide.isPending) return;
    reset();
    onClose();
  };

  if (!decision) return null;
  const { transfer, choice } = decision;
  const name = transferPersonName(transfer, t);
  const isReject = choice === 'reject';

  const confirm = () => {
    setError(null);
    const parsed = UnionDecisionSchema.safeParse({ approve: !isReject, reason: isReject ? reason : null });
    if (!parsed.success) {
      setReasonError(t('decision.reasonRequired'));
      document.getElementById('union-transfer-reason')?.focus();
      return;
    }
    setReasonError(null);
    decide.mutate(
      { params: { id: transfer.id }, body: parsed.data },
      {
        onSuccess: () => {
          reset();
          onDecided({ name, choice });
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 409) {
            reset();
            onConflict(reasonText(failure));
            return;
          }
          if (failure.fields?.reason) setReasonError(t('decision.reasonRequired'));
          setError(reasonText(failure));
        },
      },
    );
  };

  const places = { name, from: placeOf(transfer.from), to: placeOf(transfer.to) };
  return (
    <ResponsiveModal opened onClose={close} title={isReject ? t('decision.rejectTitle') : t('decision.approveTitle')}>
      <Stack gap="md">
        <Text>{isReject ? t('decision.rejectText', places) : t('decision.approveText', places)}</Text>
        {isReject ? (
          <Textarea
            id="union-transfer-reason"
            label={t('decision.reasonLabel')}
            description={t('decision.reasonDescription')}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              if (reasonError && event.currentTarget.value.trim() !== '') setReasonError(null);
            }}
            error={reasonError}
            rows={3}
            maxLength={TEXT_LIMITS.freeText}
            required
            data-autofocus
          />
        ) : null}
        {error ? <ErrorAlert>{error}</ErrorAlert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={decide.isPending}>
            {t('decision.cancel')}
          </Button>
          <Button
            color={isReject ? 'red' : undefined}
            onClick={confirm}
            loading={decide.isPending}
            {...(isReject ? {} : { 'data-autofocus': true })}
          >
            {isReject ? t('decision.confirmReject') : t('decision.confirmApprove')}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
