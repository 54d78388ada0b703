import { Anchor, Group, Paper, Stack } from '@mantine/core';
import type { ActionItem, DbsRenewalAction, PermitAction, TransferAction } from '@mywru/shared';
import { IconShieldExclamation } from '@tabler/icons-react';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorAlert, Heading, LoadingOverlay, Text } from '../../components';
import { PageHeader } from '../../components/page-header';
import { SuccessNotice } from '../../components/success-notice';
import { formatDay } from '../../components/format-date';
import { fullName } from '../../entities/person';
import { useActions } from '../../entities/action';

function DbsRenewalItem({ item }: { item: DbsRenewalAction }) {
  const { t } = useTranslation('actions');
  const { subject } = item;
  const name = fullName(subject) || t('yourChild');
  const date = formatDay(item.expiry);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <IconShieldExclamation size={28} aria-hidden color="var(--mantine-color-red-7)" />
      <Stack gap={4}>
        <Heading order={2} level={7}>
          {subject.isChild ? t('dbsRenewal.titleChild', { name }) : t('dbsRenewal.titleOwn')}
        </Heading>
        <Text size={3}>
          {item.daysLeft === 0
            ? t('dbsRenewal.expiresToday', { date })
            : t('dbsRenewal.expires', { date, count: item.daysLeft })}
        </Text>
        <Text size={3}>{t('dbsRenewal.what')}</Text>
        {subject.isChild ? null : (
          <Anchor component={Link} to="/participation/dbs" fz="sm">
            {t('dbsRenewal.viewOwn')}
          </Anchor>
        )}
      </Stack>
    </Group>
  );
}

/**
 * A transfer awaiting the member's answer (Proceed and Cancel), and "Your transfers": the transfers
 * feature's components, which the app composes in (features do not import each other).
 */
export type TransferItemComponent = ComponentType<{ item: TransferAction; onAnswered?: (message: string) => void }>;
/** A permit awaiting the member's answer (Proceed and Decline): the permits feature's component. */
export type PermitItemComponent = ComponentType<{ item: PermitAction; onAnswered?: (message: string) => void }>;

export interface ActionsPageProps {
  TransferItem: TransferItemComponent;
  PermitItem: PermitItemComponent;
  YourTransfers: ComponentType;
}

/** One action item; each kind (a DBS renewal, a transfer, a permit) renders its own body. */
function ActionItemCard({
  item,
  TransferItem,
  PermitItem,
  onAnswered,
}: {
  item: ActionItem;
  TransferItem: TransferItemComponent;
  PermitItem: PermitItemComponent;
  onAnswered: (message: string) => void;
}) {
  switch (item.kind) {
    case 'dbs-renewal':
      return <DbsRenewalItem item={item} />;
    case 'transfer':
      return <TransferItem item={item} onAnswered={onAnswered} />;
    case 'permit':
      return <PermitItem item={item} onAnswered={onAnswered} />;
  }
}

function keyOf(item: ActionItem): string {
  if (item.kind === 'transfer') return `transfer-${item.transferId}`;
  if (item.kind === 'permit') return `permit-${item.permitId}`;
  return `${item.kind}-${item.subject.personId}`;
}

/**
 * Actions (/actions): what waits for the signed-in person or their children, most pressing first,
 * then "Your transfers" with each transfer's progress.
 */
export function ActionsPage({ TransferItem, PermitItem, YourTransfers }: ActionsPageProps) {
  const { t } = useTranslation(['actions', 'common']);
  const actions = useActions();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Stack gap="md" maw={880}>
      <PageHeader title={t('title')} backTo="/dashboard" />
      <SuccessNotice message={notice} />
      {actions.isPending ? <LoadingOverlay /> : null}
      {actions.isError ? <ErrorAlert>{t('loadError')}</ErrorAlert> : null}
      {actions.data && actions.data.length === 0 ? (
        <EmptyState title={t('empty')} description={t('emptyDescription')} />
      ) : null}
      {actions.data && actions.data.length > 0 ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('listLabel')}>
          {actions.data.map((item) => (
            <Paper component="li" key={keyOf(item)} p="md" radius="md" withBorder>
              <ActionItemCard item={item} TransferItem={TransferItem} PermitItem={PermitItem} onAnswered={setNotice} />
            </Paper>
          ))}
        </Stack>
      ) : null}
      <YourTransfers />
    </Stack>
  );
}
