import { Button, Group, Stack, Textarea } from '@mantine/core';
import { PermitUnionDecisionSchema, TEXT_LIMITS, formatPermitDate, type UnionPermitQueueItem } from '@mywru/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, Text } from '../../../components';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { fullName } from '../../../entities/person';
import { ApiError } from '../../../lib/api-client';
import { useReasonText } from '../../../lib/reason-text';
import { useDecidePermitAsUnion } from '../api/decide-permit-as-union';
import { useFixtureName } from '../permit-names';

export type UnionPermitChoice = 'approve' | 'reject';

export interface UnionPermitDecisionDialogProps {
  /** The permit and the choice being confirmed; the dialog is closed when null. */
  decision: { permit: UnionPermitQueueItem; choice: UnionPermitChoice } | null;
  onClose: () => void;
  /** After the decision is saved. */
  onDecided: (outcome: { name: string; choice: UnionPermitChoice }) => void;
  /** After a 409 (decided meanwhile, cancelled, kicked off, another live permit), with its translated reason. */
  onConflict: (message: string) => void;
}

/** The player's name, or the words for a record without one (with the member id). */
export function usePermitPersonName() {
  const { t } = useTranslation('permits-union');
  return (permit: Pick<UnionPermitQueueItem, 'person'>) =>
    fullName(permit.person) || t('noName', { id: permit.person.id });
}

/**
 * The union's Approve or Reject of a permit (its override), confirmed in a dialog; rejecting needs a
 * reason. A failure other than a conflict stays in the dialog with what was typed; a conflict closes
 * it, and the page says why and shows the queue as it now stands.
 */
export function UnionPermitDecisionDialog({
  decision,
  onClose,
  onDecided,
  onConflict,
}: UnionPermitDecisionDialogProps) {
  const { t } = useTranslation('permits-union');
  const decide = useDecidePermitAsUnion();
  const reasonText = useReasonText();
  const fixtureName = useFixtureName();
  const personName = usePermitPersonName();
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
  const { permit, choice } = decision;
  const name = personName(permit);
  const isReject = choice === 'reject';

  const confirm = () => {
    setError(null);
    const parsed = PermitUnionDecisionSchema.safeParse({
      decision: isReject ? 2 : 1,
      reason: isReject ? reason : null,
    });
    if (!parsed.success) {
      setReasonError(t('decision.reasonRequired'));
      document.getElementById('union-permit-reason')?.focus();
      return;
    }
    setReasonError(null);
    decide.mutate(
      { params: { id: permit.id }, body: parsed.data },
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

  const words = {
    name,
    from: permit.fromOrganisationName,
    to: permit.toOrganisationName,
    fixture: fixtureName(permit),
    date: formatPermitDate(permit.fixtureDate),
  };
  return (
    <ResponsiveModal opened onClose={close} title={isReject ? t('decision.rejectTitle') : t('decision.approveTitle')}>
      <Stack gap="md">
        <Text>{isReject ? t('decision.rejectText', words) : t('decision.approveText', words)}</Text>
        {isReject ? (
          <Textarea
            id="union-permit-reason"
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
