import { Anchor, Group, Paper, Stack } from '@mantine/core';
import type { ActionItem, DbsRenewalAction } from '@mywru/shared';
import { IconShieldExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorAlert, Heading, LoadingOverlay, Text } from '../../components';
import { PageHeader } from '../../components/page-header';
import { formatDay } from '../../components/format-date';
import { fullName } from '../../entities/person';
import { useActions } from './api/actions';

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

/** One action item; each kind (a DBS renewal today; transfers and permits to come) renders its own body. */
function ActionItemCard({ item }: { item: ActionItem }) {
  switch (item.kind) {
    case 'dbs-renewal':
      return <DbsRenewalItem item={item} />;
  }
}

/** Actions (/actions): what waits for the signed-in person or their children, most pressing first. */
export function ActionsPage() {
  const { t } = useTranslation(['actions', 'common']);
  const actions = useActions();
  return (
    <Stack gap="md" maw={880}>
      <PageHeader title={t('title')} backTo="/dashboard" />
      {actions.isPending ? <LoadingOverlay /> : null}
      {actions.isError ? <ErrorAlert>{t('common:error.loadData')}</ErrorAlert> : null}
      {actions.data && actions.data.length === 0 ? (
        <EmptyState title={t('empty')} description={t('emptyDescription')} />
      ) : null}
      {actions.data && actions.data.length > 0 ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('listLabel')}>
          {actions.data.map((item) => (
            <Paper component="li" key={`${item.kind}-${item.subject.personId}`} p="md" radius="md" withBorder>
              <ActionItemCard item={item} />
            </Paper>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
