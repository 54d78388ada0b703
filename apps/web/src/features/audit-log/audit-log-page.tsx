import { Button, Container, Group, Stack, Table } from '@mantine/core';
import type { AuditLogEntry } from '@mywru/shared';
import { IconDownload, IconListSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorAlert, LoadingOverlay, Text, useAnnouncement } from '../../components';
import { formatDateTime } from '../../components/format-date';
import { TableScrollRegion } from '../../components/table-scroll-region';
import { PageHeader } from '../../components/page-header';
import { exportUrl, filterQuery, filtersFromParams, useAuditLog, type FilterValues } from './api/audit-log';
import { FiltersForm } from './filters-form';
import { auditActionLabel, summariseDetails } from './format';
import { isPermissionRefusal } from '../../lib/api-client';

/**
 * The audit log (Union Administrator only): every change and every audited read, newest first,
 * filtered by person, organisation, actor, days (Europe/London) and action; the filters live in
 * the address so a filtered view can be shared, and 'Export CSV' downloads the same rows.
 */
export function AuditLogPage() {
  const { t } = useTranslation('union-audit-log');
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const log = useAuditLog(filters);
  const refused = log.isError && isPermissionRefusal(log.error);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const isFiltered = params.toString() !== '' && filterQuery(filters).toString() !== '';
  const apply = (next: FilterValues) => setParams(filterQuery(next), { replace: true });
  useAnnouncement(
    !log.isSuccess
      ? null
      : entries.length > 0
        ? t(log.hasNextPage ? 'shownMore' : 'shown', { count: entries.length })
        : isFiltered
          ? t('empty')
          : t('emptyLog'),
    params.toString(),
  );

  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <PageHeader title={t('title')} subtitle={t('subtitle')} backTo="/union" />
        {refused ? (
          <ErrorAlert>{t('permission')}</ErrorAlert>
        ) : (
          <>
            <FiltersForm key={params.toString()} applied={filters} onApply={apply} />
            <Group justify="space-between" align="center" gap="sm">
              <div>
                {log.isSuccess && entries.length > 0 ? (
                  <Text size={3}>{t(log.hasNextPage ? 'shownMore' : 'shown', { count: entries.length })}</Text>
                ) : null}
              </div>
              <Button
                component="a"
                href={exportUrl(filters)}
                download
                variant="outline"
                leftSection={<IconDownload size={18} aria-hidden />}
              >
                {t('export')}
              </Button>
            </Group>
            {log.isPending ? (
              <LoadingOverlay />
            ) : log.isError ? (
              <ErrorAlert>{t('loadError')}</ErrorAlert>
            ) : entries.length === 0 ? (
              <EmptyState
                title={isFiltered ? t('empty') : t('emptyLog')}
                description={isFiltered ? t('emptyHint') : undefined}
                icon={<IconListSearch size={40} aria-hidden color="var(--mantine-color-gray-6)" />}
              />
            ) : (
              <Stack gap="md">
                <TableScrollRegion label={t('tableLabel')} minWidth={960}>
                  <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('tableLabel')}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t('columns.time')}</Table.Th>
                        <Table.Th scope="col">{t('columns.actor')}</Table.Th>
                        <Table.Th scope="col">{t('columns.action')}</Table.Th>
                        <Table.Th scope="col">{t('columns.subject')}</Table.Th>
                        <Table.Th scope="col">{t('columns.person')}</Table.Th>
                        <Table.Th scope="col">{t('columns.organisation')}</Table.Th>
                        <Table.Th scope="col">{t('columns.details')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {entries.map((entry) => (
                        <EntryRow key={entry.id} entry={entry} />
                      ))}
                    </Table.Tbody>
                  </Table>
                </TableScrollRegion>
                {log.hasNextPage ? (
                  <Button
                    variant="outline"
                    onClick={() => void log.fetchNextPage()}
                    loading={log.isFetchingNextPage}
                    style={{ alignSelf: 'center' }}
                  >
                    {t('loadMore')}
                  </Button>
                ) : null}
                {log.isFetchNextPageError ? <ErrorAlert>{t('loadError')}</ErrorAlert> : null}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}

function Ref({ value }: { value: { id: number; name: string | null } | null }) {
  const { t } = useTranslation('union-audit-log');
  if (!value)
    return (
      <Text size={3} component="span">
        {t('none')}
      </Text>
    );
  return (
    <>
      {value.name ?? t('noName')}
      <Text size={4} component="span" style={{ display: 'block' }}>
        {t('id', { id: value.id })}
      </Text>
    </>
  );
}

function EntryRow({ entry }: { entry: AuditLogEntry }) {
  const { t } = useTranslation('union-audit-log');
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={entry.at}>{formatDateTime(entry.at, { withSeconds: true })}</time>
      </Table.Td>
      <Table.Td>{entry.actor ? <Ref value={entry.actor} /> : t('system')}</Table.Td>
      <Table.Td>{auditActionLabel(t, entry.action)}</Table.Td>
      <Table.Td>
        {entry.subjectId ? t('subject', { type: entry.subjectType, id: entry.subjectId }) : entry.subjectType}
      </Table.Td>
      <Table.Td>
        <Ref value={entry.person} />
      </Table.Td>
      <Table.Td>
        <Ref value={entry.organisation} />
      </Table.Td>
      <Table.Td style={{ maxWidth: 280, overflowWrap: 'anywhere' }}>{summariseDetails(t, entry.details)}</Table.Td>
    </Table.Tr>
  );
}
