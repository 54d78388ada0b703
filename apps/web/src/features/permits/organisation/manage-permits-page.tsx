import { Button, Container, Group, Stack } from '@mantine/core';
import type { PermitListItem } from '@mywru/shared';
import { IconId, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState, ErrorAlert, Heading, LoadingOverlay } from '../../../components';
import { LoadMoreButton } from '../../../components/load-more-button';
import { PageHeader } from '../../../components/page-header';
import { SuccessNotice } from '../../../components/success-notice';
import { isPermissionRefusal } from '../../../lib/api-client';
import { useReasonText } from '../../../lib/reason-text';
import { useOrganisationPermits, type PermitDirection } from '../api/organisation-permits';
import { PermitChangeDialog, type PermitChange } from './permit-dialogs';
import { PermitsTable } from './permits-table';

const NOTICE_KEYS = { approve: 'approvedNotice', reject: 'rejectedNotice', cancel: 'cancelledNotice' } as const;

/**
 * Manage Permits (/organisation/{id}/permits): 'Create Permit', then Players Joining Your Fixture
 * (incoming: the receiving organisation cancels until kick-off) and Your Players Playing Elsewhere
 * (outgoing: the sending organisation approves or rejects while its decision is unset and the union
 * has not overridden). Every change is confirmed first.
 */
export function ManagePermitsPage() {
  const { t } = useTranslation('permits', { keyPrefix: 'organisation.manage' });
  const organisationId = Number(useParams().organisationId);
  const [changing, setChanging] = useState<{ change: PermitChange; permit: PermitListItem } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const start = (change: PermitChange) => (permit: PermitListItem) => {
    setNotice(null);
    setChanging({ change, permit });
  };

  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <PageHeader title={t('title')} subtitle={t('subtitle')} backTo={`/organisation/${organisationId}`} />
          <Button
            component={Link}
            to={`/organisation/${organisationId}/permits/create`}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('create')}
          </Button>
        </Group>
        <SuccessNotice message={notice} />
        <PermitsSection organisationId={organisationId} direction="incoming" onCancel={start('cancel')} />
        <PermitsSection
          organisationId={organisationId}
          direction="outgoing"
          onApprove={start('approve')}
          onReject={start('reject')}
        />
      </Stack>
      <PermitChangeDialog
        organisationId={organisationId}
        change={changing?.change ?? 'approve'}
        permit={changing?.permit ?? null}
        onClose={() => setChanging(null)}
        onDone={(name) => {
          if (changing) setNotice(t(NOTICE_KEYS[changing.change], { name }));
        }}
      />
    </Container>
  );
}

function PermitsSection({
  organisationId,
  direction,
  onApprove,
  onReject,
  onCancel,
}: {
  organisationId: number;
  direction: PermitDirection;
  onApprove?: (permit: PermitListItem) => void;
  onReject?: (permit: PermitListItem) => void;
  onCancel?: (permit: PermitListItem) => void;
}) {
  const { t } = useTranslation('permits', { keyPrefix: 'organisation.manage' });
  const reasonText = useReasonText();
  const list = useOrganisationPermits(organisationId, direction);
  const [isErrorDismissed, setIsErrorDismissed] = useState(false);
  const permits = list.data?.pages.flatMap((page) => page.items) ?? [];
  const headingId = `permits-${direction}-heading`;
  const hasFailed = list.isError || list.isFetchNextPageError;

  const errorAlert =
    hasFailed && !isErrorDismissed ? (
      <ErrorAlert withCloseButton onClose={() => setIsErrorDismissed(true)} closeButtonLabel={t('dismiss')}>
        {/* A refusal of the whole area says why; any other failure is the spec's message. */}
        {isPermissionRefusal(list.error) ? reasonText(list.error) : t('loadError')}
      </ErrorAlert>
    ) : null;

  return (
    <Stack gap="sm" component="section">
      <Heading order={2} level={5} id={headingId}>
        {t(direction)}
      </Heading>
      {list.isPending && list.fetchStatus !== 'idle' ? (
        <LoadingOverlay />
      ) : list.isError ? (
        errorAlert
      ) : permits.length === 0 ? (
        <EmptyState
          title={t('empty')}
          description={direction === 'incoming' ? t('emptyIncoming') : t('emptyOutgoing')}
          icon={<IconId size={40} aria-hidden color="var(--mantine-color-gray-6)" />}
        />
      ) : (
        <>
          <PermitsTable
            labelledBy={headingId}
            direction={direction}
            permits={permits}
            onApprove={onApprove}
            onReject={onReject}
            onCancel={onCancel}
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
