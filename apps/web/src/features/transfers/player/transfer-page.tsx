import { Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { PLAYER_CONSENTS, allConsentsGiven, type Transfer } from '@mywru/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert, Heading, LabelledValue, LoadingOverlay, Text, useAnnouncement } from '../../../components';
import { formatDay } from '../../../components/format-date';
import { PageHeader } from '../../../components/page-header';
import { SuccessNotice } from '../../../components/success-notice';
import { useStepFocus } from '../../../components/use-step-focus';
import { ConsentForm, type ConsentSubject, type ConsentValues } from '../../../entities/consent';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useLookupNames } from '../../../lib/lookup-names';
import { useReasonText } from '../../../lib/reason-text';
import { useApproveTransferAsPlayer } from '../api/approve-as-player';
import { useTransfer } from '../api/transfer';
import { CancelTransferDialog, type TransferToCancel } from './cancel-transfer-dialog';
import { TransferStateBadge } from './transfer-state';
import { TransferTimeline } from './transfer-timeline';

/** The words of a transfer's two ends, and whether the signed-in member answers for a child. */
function useTransferWords(transfer: Transfer | undefined) {
  const { t } = useTranslation('transfers');
  const { user } = useAuth();
  const lookup = useLookupNames();
  if (!transfer) return null;
  const isChild = user?.memberId != null && String(transfer.wruId) !== user.memberId;
  return {
    isChild,
    from: t('player.teamAt', {
      team: lookup.name(transfer.fromTeamValue, transfer.fromTeamValueCy),
      organisation: transfer.fromOrganisationValue }),
    to: t('player.teamAt', {
      team: lookup.name(transfer.toTeamValue, transfer.toTeamValueCy),
      organisation: transfer.toOrganisationValue }),
    subject: (isChild ? { context: 'child', name: transfer.name } : {}) satisfies ConsentSubject,
  };
}

/**
 * The six consents and Approve transfer: the button stays disabled until every box is ticked. A
 * refusal of a 409 says why in its reason's words; any other failure the spec's message.
 */
function ApproveSection({ transfer, onApproved }: { transfer: Transfer; onApproved: () => void }) {
  const { t } = useTranslation('transfers');
  const approve = useApproveTransferAsPlayer();
  const reasonText = useReasonText();
  const [consents, setConsents] = useState<ConsentValues>({});
  const isReady = allConsentsGiven(PLAYER_CONSENTS, consents);
  const words = useTransferWords(transfer)!;

  const send = () => {
    approve.mutate(
      {
        params: { id: transfer.id },
        body: Object.fromEntries(PLAYER_CONSENTS.map((key) => [key, true])) as Record<
          (typeof PLAYER_CONSENTS)[number],
          true
        >,
      },
      { onSuccess: onApproved },
    );
  };
  const failure = approve.error
    ? approve.error instanceof ApiError && approve.error.status === 409 && approve.error.reason
      ? reasonText(approve.error)
      : t('player.approveError')
    : null;

  return (
    <Paper
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      withBorder
      component="section"
      aria-labelledby="transfer-consent-heading"
    >
      <Stack gap="md">
        <Heading order={2} level={6} id="transfer-consent-heading">
          {t('player.consentTitle')}
        </Heading>
        <Text size={3}>{t('player.consentIntro', { ...words.subject, from: words.from, to: words.to })}</Text>
        <ConsentForm
          keys={PLAYER_CONSENTS}
          values={consents}
          onChange={setConsents}
          idPrefix="transfer-consent"
          subject={words.subject}
        />
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <Group justify="flex-end" gap="sm">
          {isReady ? null : (
            <Text size={3} id="transfer-consent-hint">
              {t('common:consent.hint')}
            </Text>
          )}
          <Button
            onClick={send}
            disabled={!isReady}
            loading={approve.isPending}
            aria-describedby={isReady ? undefined : 'transfer-consent-hint'}
          >
            {t('player.approve')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Proceed with Transfer (/actions/transfer/{transferId}): the player's name, from and to, and when it
 * was made (titled 'Proceed with Transfer' while the player may approve, else 'Your transfer' or, for
 * a guardian, 'Transfer of {name}'); while it awaits the player, the six consents to approve it; while it is open, Cancel
 * transfer (asked first); and always its timeline. After approving, a confirmation and a way back
 * to the dashboard.
 */
export function TransferPage() {
  const { t } = useTranslation(['transfers', 'common']);
  const { transferId } = useParams();
  const id = Number(transferId);
  const transfer = useTransfer(id);
  const [hasApproved, setApproved] = useState(false);
  const [hasCancelled, setCancelled] = useState(false);
  const [toCancel, setToCancel] = useState<TransferToCancel | null>(null);
  const data = transfer.data;
  const words = useTransferWords(data);
  // The button pressed is gone once the answer is given: focus moves to what replaced it.
  const approvedRef = useStepFocus(hasApproved);
  const detailsRef = useStepFocus(hasCancelled);

  return (
    <Stack gap="md" maw={880}>
      <PageHeader
        title={
          data && words && !data.can.approveAsPlayer
            ? t('player.viewTitle', words.subject)
            : t('player.title')
        }
        backTo="/actions"
        backLabel={t('player.backToActions')}
      />
      {transfer.isPending && Number.isInteger(id) && id > 0 ? <LoadingOverlay /> : null}
      {transfer.isError || !(Number.isInteger(id) && id > 0) ? <ErrorAlert>{t('player.loadError')}</ErrorAlert> : null}
      <SuccessNotice message={hasCancelled ? t('player.cancelledNotice') : null} />
      {data && words ? (
        <>
          <Paper
            p={{ base: 'md', sm: 'lg' }}
            radius="md"
            withBorder
            component="section"
            aria-labelledby="transfer-details-heading"
          >
            <Stack gap="sm">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Heading order={2} level={6} id="transfer-details-heading" ref={detailsRef} tabIndex={-1}>
                  {t('player.detailsTitle')}
                </Heading>
                <TransferStateBadge state={data.state} />
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <LabelledValue label={t('player.player')} value={data.name} />
                <LabelledValue label={t('player.created')} value={formatDay(data.createdOn)} />
                <LabelledValue label={t('player.from')} value={words.from} />
                <LabelledValue label={t('player.to')} value={words.to} />
              </SimpleGrid>
            </Stack>
          </Paper>
          {hasApproved ? (
            <Approved transfer={data} headingRef={approvedRef} />
          ) : data.can.approveAsPlayer ? (
            <ApproveSection transfer={data} onApproved={() => setApproved(true)} />
          ) : null}
          {data.can.cancelAsPlayer ? (
            <Group>
              <Button
                variant="outline"
                color="red"
                onClick={() =>
                  setToCancel({ id: data.id, name: data.name, isChild: words.isChild, from: words.from, to: words.to })
                }
              >
                {t('player.cancel')}
              </Button>
            </Group>
          ) : null}
          <Paper p={{ base: 'md', sm: 'lg' }} radius="md" withBorder>
            <TransferTimeline transfer={data} subject={words.subject} />
          </Paper>
          <CancelTransferDialog
            transfer={toCancel}
            onClose={() => setToCancel(null)}
            onCancelled={() => {
              setApproved(false);
              setCancelled(true);
            }}
          />
        </>
      ) : null}
    </Stack>
  );
}

/** The confirmation after approving, with the way back to the dashboard. */
function Approved({ transfer, headingRef }: { transfer: Transfer; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useTranslation('transfers');
  const words = useTransferWords(transfer)!;
  const message = t('player.approved', {
    ...words.subject,
    to: transfer.toOrganisationValue,
    from: transfer.fromOrganisationValue,
  });
  // The confirmation replaces the form: it is said through the app's live region, which was there before.
  useAnnouncement(message);
  return (
    <Paper
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      withBorder
      component="section"
      aria-labelledby="transfer-approved-heading"
    >
      <Stack gap="md" align="flex-start">
        <Group gap="xs" wrap="nowrap">
          <IconCircleCheck size={28} aria-hidden color="var(--mantine-color-green-8)" />
          <Heading order={2} level={6} id="transfer-approved-heading" ref={headingRef} tabIndex={-1}>
            {t('player.approvedTitle')}
          </Heading>
        </Group>
        <Text>{message}</Text>
        <Button component={Link} to="/dashboard">
          {t('player.toDashboard')}
        </Button>
      </Stack>
    </Paper>
  );
}
