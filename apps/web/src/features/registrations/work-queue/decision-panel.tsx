import { Alert, Button, Group, Paper, Stack, Textarea } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, ErrorSummary, Heading, Text } from '../../../components';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { ApiError, isPermissionRefusal } from '../../../lib/api-client';
import { useFieldReasonText } from '../../../lib/reason-text';
import type { WorkQueueKind } from './api/decide';

export interface DecisionPanelProps {
  kind: WorkQueueKind;
  /** The applicant's name, for the confirmation. */
  name: string;
  /** Sends the decision; rejects with the refusal's `ApiError`. */
  onDecide: (decision: { approve: boolean; reason: string | null }) => Promise<void>;
  /** After a decision is saved, with the notice to show; after a 409, with the 'already decided' notice. */
  onDecided: (notice: { tone: 'success' | 'info'; approve: boolean | null }) => void;
}

/** The reason field's id: the error summary links to it. */
const REASON_ID = 'union-decision-reason';

/**
 * Approve / Reject with a reason (required to reject), each confirmed in a dialog. Rejecting without
 * a reason shows the error summary, which takes focus and links to the field. A failure keeps
 * what was typed and shows the error; a 409 (someone else decided first) reports it and lets the
 * page show the decision that stands.
 */
export function DecisionPanel({ kind, name, onDecide, onDecided }: DecisionPanelProps) {
  const { t } = useTranslation('union-work-queue');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'approve' | 'reject' | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isVolunteer = kind === 'volunteer_registration';
  const fieldReasonText = useFieldReasonText();

  const ask = (choice: 'approve' | 'reject') => {
    setError(null);
    if (choice === 'reject' && reason.trim() === '') {
      setReasonError(t('decision.reasonRequired'));
      return;
    }
    setReasonError(null);
    setConfirming(choice);
  };

  /** The translated refusal of the reason field, if the API refused it. */
  const reasonFieldError = (failure: unknown): string | null => {
    if (!(failure instanceof ApiError)) return null;
    if (failure.fields?.reason?.[0]?.reason === 'field.required') return t('decision.reasonRequired');
    return fieldReasonText(failure).reason ?? null;
  };

  const confirm = async () => {
    if (!confirming) return;
    const approve = confirming === 'approve';
    setIsBusy(true);
    let failure: unknown = null;
    try {
      await onDecide({ approve, reason: reason.trim() === '' ? null : reason.trim() });
    } catch (error) {
      failure = error;
    }
    setIsBusy(false);
    setConfirming(null);
    if (failure === null) {
      onDecided({ tone: 'success', approve });
      return;
    }
    if (failure instanceof ApiError && failure.status === 409) {
      onDecided({ tone: 'info', approve: null });
      return;
    }
    const fieldError = reasonFieldError(failure);
    if (fieldError) setReasonError(fieldError);
    setError(isPermissionRefusal(failure) ? t('permission') : (fieldError ?? t('decision.error')));
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="union-decision-heading">
      <Stack gap="sm">
        <Heading order={2} level={6} id="union-decision-heading">
          {t('decision.heading')}
        </Heading>
        <Text size={3}>{isVolunteer ? t('decision.introVolunteer') : t('decision.intro')}</Text>
        <ErrorSummary errors={reasonError ? [{ fieldId: REASON_ID, message: reasonError }] : []} />
        <Textarea
          id={REASON_ID}
          label={t('decision.reasonLabel')}
          description={t('decision.reasonDescription')}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            if (reasonError && event.currentTarget.value.trim() !== '') setReasonError(null);
          }}
          error={reasonError}
          rows={3}
          maxLength={1000}
        />
        {error ? <ErrorAlert>{error}</ErrorAlert> : null}
        <Group justify="flex-end">
          <Button variant="outline" color="red" onClick={() => ask('reject')} disabled={isBusy}>
            {t('decision.reject')}
          </Button>
          <Button onClick={() => ask('approve')} disabled={isBusy}>
            {t('decision.approve')}
          </Button>
        </Group>
      </Stack>
      <ResponsiveModal
        opened={confirming !== null}
        onClose={() => (isBusy ? undefined : setConfirming(null))}
        title={confirming === 'reject' ? t('decision.confirmRejectTitle') : t('decision.confirmApproveTitle')}
      >
        <Stack gap="md">
          <Text>
            {confirming === 'reject'
              ? t(isVolunteer ? 'decision.confirmRejectVolunteer' : 'decision.confirmReject', { name })
              : t(isVolunteer ? 'decision.confirmApproveVolunteer' : 'decision.confirmApprove', { name })}
          </Text>
          {confirming === 'reject' ? (
            <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
              {reason.trim()}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)} disabled={isBusy}>
              {t('decision.cancel')}
            </Button>
            <Button
              color={confirming === 'reject' ? 'red' : undefined}
              onClick={() => void confirm()}
              loading={isBusy}
              data-autofocus
            >
              {t('decision.confirm')}
            </Button>
          </Group>
        </Stack>
      </ResponsiveModal>
    </Paper>
  );
}
