import { Alert, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BackButton, EmptyState, ErrorAlert, Heading, LabelledValue, LoadingOverlay, Text } from '../../components';
import { useAuth } from '../../lib/auth';
import { useMemberDbs } from './api/member-dbs';
import { DbsViewsSection } from './dbs-views-section';
import { formatDay } from '../../components/format-date';
import { DbsStatusBadge } from '../../entities/dbs-check';

/** Your DBS (/participation/dbs): the status and the records. */
export function DbsPage() {
  const { t } = useTranslation('participation');
  const { user } = useAuth();
  const dbs = useMemberDbs(user?.memberId ?? null);
  return (
    <Stack gap="md" maw={880}>
      <Group>
        <BackButton to="/participation" />
      </Group>
      <Heading order={1} level={3}>
        {t('dbs.title')}
      </Heading>
      {dbs.isPending ? <LoadingOverlay /> : null}
      {dbs.isError ? <ErrorAlert>{t('loadError')}</ErrorAlert> : null}
      {dbs.data ? (
        <>
          <Paper p="md" radius="md" withBorder>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconShieldCheck size={28} aria-hidden color="var(--mantine-color-red-7)" />
              <Stack gap={4}>
                <Group gap="xs">
                  <Text fw={600} component="span">
                    {t('dbs.statusLabel')}
                  </Text>
                  <DbsStatusBadge status={dbs.data.dbsStatus} data-testid="dbs-status">
                    {t(`dbs.status.${dbs.data.dbsStatus}`)}
                  </DbsStatusBadge>
                </Group>
                <Text size={3}>{t(`dbs.statusText.${dbs.data.dbsStatus}`)}</Text>
              </Stack>
            </Group>
          </Paper>
          {dbs.data.hasInvalidDbs ? (
            <Alert color="red" variant="light">
              {t('dbs.invalid')}
            </Alert>
          ) : null}
          {dbs.data.personDBSRecords.length === 0 ? (
            <EmptyState title={t('dbs.empty')} />
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('dbs.recordsLabel')}>
              {dbs.data.personDBSRecords.map((record) => (
                <Paper component="li" key={record.certificateNumber} p="md" radius="md" withBorder>
                  <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                    <LabelledValue label={t('dbs.certificate')} value={record.certificateNumber} />
                    <LabelledValue label={t('dbs.issued')} value={formatDay(record.issued)} />
                    <LabelledValue label={t('dbs.expiry')} value={formatDay(record.expiry)} />
                  </SimpleGrid>
                </Paper>
              ))}
            </Stack>
          )}
        </>
      ) : null}
      {user?.memberId ? <DbsViewsSection memberId={user.memberId} /> : null}
    </Stack>
  );
}
