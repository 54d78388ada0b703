import { Button, Group, Stack, Textarea } from '@mantine/core';
import { TEXT_LIMITS, type TransferListItem } from '@mywru/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, Text } from '../../../components';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { ApiError } from '../../../lib/api-client';
import { useFieldReasonText, useReasonText } from '../../../lib/reason-text';
import { useApproveTransferAsOrganisation } from '../api/approve-transfer-as-organisation';
import { useObjectToTransferAsOrganisation } from '../api/object-to-transfer-as-organisation';
import { useTeamName } from '../team-name';
import { transferPlayerName } from './transfers-table';

export interface DecisionDialogProps {
  organisationId: number;
  /** The outgoing transfer being decided; the dialog is closed when null. */
  transfer: TransferListItem | null;
  onClose: () => void;
  /** After the decision is saved, with the player's name. */
  onDecided: (name: string) => void;
}

/**
 * The words for a failed decision: a refusal the API explains (a 409 such as 'already decided' or
 * 'the 7 days have passed', a permission refusal) in its translated reason, else the general error.
 */
function useDecisionErrorText() {
  const { t } = useTranslation('transfers', { keyPrefix: 'organisation.manage' });
  const reasonText = useReasonText();
  return (error: unknown) =>
    error instanceof ApiError && error.reason !== null && error.status !== null && error.status < 500
      ? reasonText(error)
      : t('decisionError');
}

function DecisionSummary({ transfer }: { transfer: TransferListItem }) {
  const { t } = useTranslation('transfers', { keyPrefix: 'organisation.manage' });
  const teamName = useTeamName();
  return (
    <Text>
      {t('decisionSummary', {
        name: transferPlayerName(transfer) || t('noName'),
        from: teamName(
          transfer.fromTeamChild.teamTemplateName,
          transfer.fromTeamChild.teamTemplateNameCy,
          transfer.fromTeamChild.displayName,
        ),
        to: transfer.toTeamChild.organisationName,
      })}
    </Text>
  );
}

/** Approve, after a confirmation. A refusal shows its reason; the lists are refreshed either way. */
export function ApproveTransferDialog({ organisationId, transfer, onClose, onDecided }: DecisionDialogProps) {
  const { t } = useTranslation('transfers', { keyPrefix: 'organisation.manage' });
  const approve = useApproveTransferAsOrganisation(organisationId);
  const errorText = useDecisionErrorText();
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (approve.isPending) return;
    setError(null);
    approve.reset();
    onClose();
  };

  const confirm = async (current: TransferListItem) => {
    setError(null);
    try {
      await approve.mutateAsync({ params: { id: current.id } });
    } catch (failure) {
      setError(errorText(failure));
      return;
    }
    onDecided(transferPlayerName(current) || t('noName'));
    close();
  };

  return (
    <ResponsiveModal opened={transfer !== null} onClose={close} title={t('approveDialog.title')}>
      {transfer ? (
        <Stack gap="md">
          <DecisionSummary transfer={transfer} />
          <Text size={3}>{t('approveDialog.body')}</Text>
          {error ? <ErrorAlert>{error}</ErrorAlert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={approve.isPending}>
              {t('cancel')}
            </Button>
            <Button onClick={() => void confirm(transfer)} loading={approve.isPending} data-autofocus>
              {t('approveDialog.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </ResponsiveModal>
  );
}

/** Object, with a free-text reason (required; no minimum). What was typed is kept when the call fails. */
export function ObjectTransferDialog({ organisationId, transfer, onClose, onDecided }: DecisionDialogProps) {
  const { t } = useTranslation('transfers', { keyPrefix: 'organisation.manage' });
  const object = useObjectToTransferAsOrganisation(organisationId);
  const errorText = useDecisionErrorText();
  const fieldReasonText = useFieldReasonText();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (object.isPending) return;
    setReason('');
    setReasonError(null);
    setError(null);
    object.reset();
    onClose();
  };

  const send = async (current: TransferListItem) => {
    setError(null);
    if (reason.trim() === '') {
      setReasonError(t('objectDialog.reasonRequired'));
      document.getElementById('transfer-objection-reason')?.focus();
      return;
    }
    setReasonError(null);
    try {
      await object.mutateAsync({ params: { id: current.id }, body: { reason: reason.trim() } });
    } catch (failure) {
      const field =
        failure instanceof ApiError && failure.fields?.reason?.[0]?.reason === 'field.required'
          ? t('objectDialog.reasonRequired')
          : (fieldReasonText(failure).reason ?? null);
      if (field) setReasonError(field);
      else setError(errorText(failure));
      return;
    }
    onDecided(transferPlayerName(current) || t('noName'));
    close();
  };

  return (
    <ResponsiveModal opened={transfer !== null} onClose={close} title={t('objectDialog.title')}>
      {transfer ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send(transfer);
          }}
        >
          <Stack gap="md">
            <DecisionSummary transfer={transfer} />
            <Textarea
              id="transfer-objection-reason"
              label={t('objectDialog.reasonLabel')}
              description={t('objectDialog.reasonDescription')}
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                if (reasonError && event.currentTarget.value.trim() !== '') setReasonError(null);
              }}
              error={reasonError}
              required
              rows={4}
              maxLength={TEXT_LIMITS.freeText}
              data-autofocus
            />
            {error ? <ErrorAlert>{error}</ErrorAlert> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={object.isPending}>
                {t('cancel')}
              </Button>
              <Button type="submit" color="red" loading={object.isPending}>
                {t('objectDialog.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </ResponsiveModal>
  );
}
