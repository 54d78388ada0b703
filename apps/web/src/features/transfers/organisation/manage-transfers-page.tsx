import { Button, Container, Group, Stack } from '@mantine/core';
import type { TransferListItem } from '@mywru/shared';
import { IconArrowsExchange, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState, ErrorAlert, Heading, LoadingOverlay } from '../../../components';
import { LoadMoreButton } from '../../../components/load-more-button';
import { PageHeader } from '../../../components/page-header';
import { SuccessNotice } from '../../../components/success-notice';
import { isPermissionRefusal } from '../../../lib/api-client';
import { useReasonText } from '../../../lib/reason-text';
import { useOrganisationTransfers, type TransferDirection } from '../api/organisation-transfers';
import { ApproveTransferDialog, ObjectTransferDialog } from './decision-dialogs';
import { TransfersTable } from './transfers-table';

/**
 * Manage Transfers (/organisation/{id}/transfers): 'Create Transfer', then the Incoming and the
 * Outgoing tables. On outgoing rows the sending organisation approves (confirmed first) or objects
 * with a reason.
 */
export function ManageTransfersPage() {
  const { t } = useTranslation('transfers', { keyPrefix: 'organisation.manage' });
  const organisationId = Number(useParams().organisationId);
  const [approving, setApproving] = useState<TransferListItem | null>(null);
  const [objecting, setObjecting] = useState<TransferListItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <PageHeader title={t('title')} subtitle={t('subtitle')} backTo={`/organisation/${organisationId}`} />
          <Button
            component={Link}
            to={`/organisation/${organisationId}/transfers/create`}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('create')}
          </Button>
        </Group>
        <SuccessNotice message={notice} />
        <TransfersSection organisationId={organisationId} direction="incoming" />
        <TransfersSection
          organisationId={organisationId}
          direction="outgoing"
          onApprove={(transfer) => {
            setNotice(null);
            setApproving(transfer);
          }}
          onObject={(transfer) => {
            setNotice(null);
            setObjecting(transfer);
          }}
        />
      </Stack>
      <ApproveTransferDialog
        organisationId={organisationId}
        transfer={approving}
        onClose={() => setApproving(null)}
        onDecided={(name) => setNotice(t('approvedNotice', { name }))}
      />
      <ObjectTransferDialog
        organisationId={organisationId}
        transfer={objecting}
        onClose={() => setObjecting(null)}
        onDecided={(name) => setNotice(t('objectedNotice', { name }))}
      />
    </Container>
  );
}

function TransfersSection({
  organisationId,
  direction,
  onApprove,
  onObject,
}: {
  organisationId: number;
  direction: TransferDirection;
  onApprove?: (transfer: TransferListItem) => void;
  onObject?: (transfer: TransferListItem) => void;
}) {
  const { t } = useTranslation('transfers', { keyPrefix: 'organisation.manage' });
  const reasonText = useReasonText();
  const list = useOrganisationTransfers(organisationId, direction);
  const [isErrorDismissed, setIsErrorDismissed] = useState(false);
  const transfers = list.data?.pages.flatMap((page) => page.items) ?? [];
  const headingId = `transfers-${direction}-heading`;
  const hasFailed = list.isError || list.isFetchNextPageError;

  const errorAlert =
    hasFailed && !isErrorDismissed ? (
      <ErrorAlert withCloseButton onClose={() => setIsErrorDismissed(true)} closeButtonLabel={t('dismiss')}>
        {/* A refusal of the whole area says why; any other failure is the spec's message. */}
        {isPermissionRefusal(list.error) ? reasonText(list.error) : t('loadError')}
      </ErrorAlert>
    ) : null;

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Heading order={2} level={5} id={headingId}>
        {t(direction)}
      </Heading>
      {list.isPending && list.fetchStatus !== 'idle' ? (
        <LoadingOverlay />
      ) : list.isError ? (
        errorAlert
      ) : transfers.length === 0 ? (
        <EmptyState
          title={t('empty')}
          icon={<IconArrowsExchange size={40} aria-hidden color="var(--mantine-color-gray-6)" />}
        />
      ) : (
        <>
          <TransfersTable
            label={t(`${direction}Table`)}
            transfers={transfers}
            onApprove={onApprove}
            onObject={onObject}
          />
          {errorAlert}
          <LoadMoreButton
            pages={{
              hasNextPage: list.hasNextPage,
              isFetchingNextPage: list.isFetchingNextPage,
              fetchNextPage: () => {
                setIsErrorDismissed(false);
                return list.fetchNextPage();
              },
            }}
            label={t('loadMore')}
          />
        </>
      )}
    </Stack>
  );
}
