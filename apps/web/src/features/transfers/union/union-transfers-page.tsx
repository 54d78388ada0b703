import { Alert, Button, Container, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { organisationDecisionReadingOf, type UnionTransferQueueItem } from '@mywru/shared';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorAlert, Heading, LabelledValue, LoadingOverlay, Text, useAlertAnnouncement } from '../../../components';
import { formatDay } from '../../../components/format-date';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { SuccessNotice } from '../../../components/success-notice';
import { isPermissionRefusal } from '../../../lib/api-client';
import { useUnionTransfers } from '../api/union-transfers';
import { objectionTimeLeft } from './objection-time-left';
import { UnionTransferDecisionDialog, type UnionChoice } from './union-transfer-decision-dialog';
import { transferPersonName, usePlaceOf } from './union-transfer-names';

const DECISION_TONES: Record<ReturnType<typeof organisationDecisionReadingOf>, StatusTone> = {
  approved: 'success',
  objected: 'danger',
  pending: 'neutral',
};

/**
 * The union's transfers (`/union/transfers`, area Transfers): those the player has approved and the
 * union has not decided, oldest first, each with the sending club's answer (approved, objected with
 * its reason, or pending with the time left to object) and Approve / Reject, each confirmed in a
 * dialog; both are disabled, with the reason, while the sending club's 7 days run.
 */
export function UnionTransfersPage({ now }: { now?: Date }) {
  const { t } = useTranslation('transfers', { keyPrefix: 'union' });
  const transfers = useUnionTransfers();
  const [decision, setDecision] = useState<{ transfer: UnionTransferQueueItem; choice: UnionChoice } | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const today = now ?? new Date();
  // The conflict stays shown where it was; screen readers hear it at once through the alert region.
  useAlertAnnouncement(conflict);

  const open = (transfer: UnionTransferQueueItem, choice: UnionChoice) => {
    setSuccess(null);
    setConflict(null);
    setDecision({ transfer, choice });
  };

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <PageHeader title={t('title')} subtitle={t('subtitle')} backTo="/union" />
        <SuccessNotice message={success} />
        {conflict ? (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} role="group">
            {conflict}
          </Alert>
        ) : null}
        {transfers.isPending ? (
          <LoadingOverlay />
        ) : transfers.isError ? (
          <ErrorAlert>{isPermissionRefusal(transfers.error) ? t('permission') : t('loadError')}</ErrorAlert>
        ) : transfers.data.length === 0 ? (
          <Paper withBorder radius="md">
            <EmptyState
              title={t('empty')}
              description={t('emptyDescription')}
              icon={<IconCircleCheck size={40} aria-hidden color="var(--mantine-color-green-8)" />}
            />
          </Paper>
        ) : (
          <ul
            aria-label={t('listLabel')}
            style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--mantine-spacing-sm)' }}
          >
            {transfers.data.map((transfer) => (
              <li key={transfer.id}>
                <UnionTransferRow transfer={transfer} now={today} onChoose={(choice) => open(transfer, choice)} />
              </li>
            ))}
          </ul>
        )}
      </Stack>
      <UnionTransferDecisionDialog
        decision={decision}
        onClose={() => setDecision(null)}
        onDecided={({ name, choice }) => {
          setDecision(null);
          setSuccess(choice === 'approve' ? t('approved', { name }) : t('rejected', { name }));
        }}
        onConflict={(message) => {
          setDecision(null);
          setConflict(message);
        }}
      />
    </Container>
  );
}

function SendingClubDecision({ transfer, now }: { transfer: UnionTransferQueueItem; now: Date }) {
  const { t } = useTranslation('transfers', { keyPrefix: 'union' });
  const reading = organisationDecisionReadingOf(transfer.organisationDecision);
  const left = reading === 'pending' ? objectionTimeLeft(transfer.objectionWindowClosesAt, now) : null;
  return (
    <Stack gap={4} align="flex-start">
      <StatusBadge tone={DECISION_TONES[reading]} tt="none">
        {t(`sendingClub.${reading}`)}
      </StatusBadge>
      {reading === 'objected' && transfer.organisationObjectionReason ? (
        <Text size={3}>{t('sendingClub.objectionReason', { reason: transfer.organisationObjectionReason })}</Text>
      ) : null}
      {reading === 'pending' ? (
        <Text size={3}>
          {left ? t(`sendingClub.left.${left.unit}`, { count: left.count }) : t('sendingClub.windowClosed')}
        </Text>
      ) : null}
    </Stack>
  );
}

function UnionTransferRow({
  transfer,
  now,
  onChoose,
}: {
  transfer: UnionTransferQueueItem;
  now: Date;
  onChoose: (choice: UnionChoice) => void;
}) {
  const { t } = useTranslation('transfers', { keyPrefix: 'union' });
  const placeOf = usePlaceOf();
  const name = transferPersonName(transfer, t);
  const headingId = `union-transfer-${transfer.id}`;
  const whyNotId = `union-transfer-${transfer.id}-why-not`;
  // The card is an article named by the player; each button keeps its visible name and is described
  // by the player's name (and, while it cannot be used, why), so a button reached on its own says whose.
  const describedBy = transfer.canDecide ? headingId : `${headingId} ${whyNotId}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Heading order={2} level={6} id={headingId}>
            {name}
          </Heading>
          <Text size={3}>{t('wruId', { id: transfer.person.id })}</Text>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
          <LabelledValue label={t('fields.from')} value={placeOf(transfer.from)} />
          <LabelledValue label={t('fields.to')} value={placeOf(transfer.to)} />
          <LabelledValue label={t('fields.created')} value={formatDay(transfer.createdOn)} />
          <LabelledValue label={t('fields.playerApproved')} value={formatDay(transfer.playerApprovedOn)} />
          <LabelledValue
            label={t('fields.sendingClub')}
            value={<SendingClubDecision transfer={transfer} now={now} />}
          />
        </SimpleGrid>
        {transfer.canDecide ? null : (
          <Text size={3} id={whyNotId}>
            {t('cannotDecideYet')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="outline"
            color="red"
            disabled={!transfer.canDecide}
            aria-describedby={describedBy}
            onClick={() => onChoose('reject')}
          >
            {t('reject')}
          </Button>
          <Button
            disabled={!transfer.canDecide}
            aria-describedby={describedBy}
            onClick={() => onChoose('approve')}
          >
            {t('approve')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
