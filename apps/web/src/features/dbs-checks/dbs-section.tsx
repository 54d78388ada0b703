import { Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { compareDays, type UnionPersonDbs } from '@mywru/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorAlert, Heading, LabelledValue, Text } from '../../components';
import { formatDay } from '../../components/format-date';
import { ResponsiveModal } from '../../components/responsive-modal';
import { StatusBadge } from '../../components/status-badge';
import { SuccessNotice } from '../../components/success-notice';
import { AddDbsDialog } from './add-dbs-dialog';
import { useReasonText } from '../../lib/reason-text';
import { DbsStatusBadge } from '../../entities/dbs-check';
import { useChangeDbsFlags } from './api/change-dbs-flags';

/** The DBS section of a person's page: status, flags (application; invalid) and records, with 'Add DBS check'. */
export function DbsSection({ dbs, today }: { dbs: UnionPersonDbs; today: string }) {
  const { t } = useTranslation('union-people');
  const [isAdding, setIsAdding] = useState(false);
  const [isConfirmingInvalid, setIsConfirmingInvalid] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const flags = useChangeDbsFlags();
  const reasonText = useReasonText();

  const setFlags = (change: { hasInvalidDbs?: boolean; hasActiveApplication?: boolean }) => {
    setNotice(null);
    flags.mutate({ params: { id: dbs.id }, body: change }, { onSuccess: () => setNotice(t('dbs.flagsSaved')) });
  };

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="dbs-heading">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Heading order={2} level={5} id="dbs-heading">
              {t('dbs.title')}
            </Heading>
            <DbsStatusBadge
              status={dbs.dbsStatus}
              aria-label={`${t('dbsStatus.label')}: ${t(`dbsStatus.${dbs.dbsStatus}`)}`}
              data-testid="dbs-status"
            >
              {t(`dbsStatus.${dbs.dbsStatus}`)}
            </DbsStatusBadge>
          </Group>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsAdding(true)}>
            {t('dbs.add')}
          </Button>
        </Group>

        <SuccessNotice message={notice} />
        {flags.isError ? <ErrorAlert>{reasonText(flags.error)}</ErrorAlert> : null}

        <Stack gap="xs" component="div" aria-label={t('dbs.flags')} role="group">
          <Group justify="space-between" gap="sm">
            <Text size={3}>
              <strong>{t('dbs.application')}: </strong>
              {dbs.hasActiveApplication ? t('dbs.applicationOpen') : t('dbs.applicationClosed')}
            </Text>
            <Button
              size="xs"
              variant="outline"
              loading={flags.isPending}
              onClick={() => setFlags({ hasActiveApplication: !dbs.hasActiveApplication })}
            >
              {dbs.hasActiveApplication ? t('dbs.closeApplication') : t('dbs.openApplication')}
            </Button>
          </Group>
          <Group justify="space-between" gap="sm">
            <Text size={3}>
              <strong>{t('dbs.invalidLabel')}: </strong>
              {dbs.hasInvalidDbs ? t('dbs.invalidFlag') : t('dbs.notInvalid')}
            </Text>
            {dbs.hasInvalidDbs ? (
              <Button
                size="xs"
                variant="outline"
                loading={flags.isPending}
                onClick={() => setFlags({ hasInvalidDbs: false })}
              >
                {t('dbs.clearInvalid')}
              </Button>
            ) : (
              <Button
                size="xs"
                variant="outline"
                color="red"
                loading={flags.isPending}
                onClick={() => setIsConfirmingInvalid(true)}
              >
                {t('dbs.markInvalid')}
              </Button>
            )}
          </Group>
        </Stack>

        <Heading order={3} level={6}>
          {t('dbs.records')}
        </Heading>
        {dbs.records.length === 0 ? (
          <EmptyState title={t('dbs.empty')} />
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('dbs.records')}>
            {dbs.records.map((record) => (
              <Paper component="li" key={record.id} p="sm" radius="md" withBorder>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                  <LabelledValue label={t('dbs.certificate')} value={record.certificateNumber} />
                  <LabelledValue label={t('dbs.issued')} value={formatDay(record.issued)} />
                  <LabelledValue
                    label={t('dbs.expiry')}
                    value={
                      <Group gap="xs" component="span">
                        {formatDay(record.expiry)}
                        {compareDays(record.expiry, today) < 0 ? (
                          <StatusBadge tone="neutral">{t('dbs.expired')}</StatusBadge>
                        ) : null}
                      </Group>
                    }
                  />
                </SimpleGrid>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>

      <AddDbsDialog
        personId={dbs.id}
        opened={isAdding}
        onClose={() => setIsAdding(false)}
        onSaved={() => {
          setIsAdding(false);
          setNotice(t('dbs.saved'));
        }}
      />
      <ResponsiveModal
        opened={isConfirmingInvalid}
        onClose={() => setIsConfirmingInvalid(false)}
        title={t('dbs.confirmInvalidTitle')}
      >
        <Stack gap="md">
          <Text size={3}>{t('dbs.confirmInvalid')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setIsConfirmingInvalid(false)}>
              {t('dbs.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                setIsConfirmingInvalid(false);
                setFlags({ hasInvalidDbs: true });
              }}
            >
              {t('dbs.markInvalid')}
            </Button>
          </Group>
        </Stack>
      </ResponsiveModal>
    </Paper>
  );
}
