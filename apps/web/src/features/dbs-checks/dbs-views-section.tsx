import { NativeSelect, Paper, Stack, Table } from '@mantine/core';
import type { DbsView } from '@mywru/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorAlert, Heading, LoadingOverlay, Text } from '../../components';
import { TableScrollRegion } from '../../components/table-scroll-region';
import { useDbsViews } from './api/dbs-views';
import { useChildren, fullName } from '../../entities/person';
import { useLookupNames } from '../../lib/lookup-names';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** When a DBS record was viewed: en-GB dd/mm/yyyy, hh:mm (UK time). */
export function formatViewedAt(iso: string): string {
  return dateTime.format(new Date(iso));
}

/**
 * "Who viewed this DBS record": the organisation (or the union), the viewer's role there and when,
 * newest first; for the member or, chosen from the list, one of their children.
 */
export function DbsViewsSection({ memberId }: { memberId: string }) {
  const { t } = useTranslation('participation');
  const children = useChildren(memberId);
  const [whose, setWhose] = useState(memberId);
  const views = useDbsViews(whose);
  const people = [
    { value: memberId, label: t('dbs.views.you') },
    ...(children.data ?? []).map((child) => ({ value: String(child.wruId), label: fullName(child) })),
  ];

  return (
    <Paper component="section" p="md" radius="md" withBorder aria-labelledby="dbs-views-heading">
      <Stack gap="sm">
        <Heading order={2} level={6} id="dbs-views-heading">
          {t('dbs.views.title')}
        </Heading>
        <Text size={3}>{t('dbs.views.intro')}</Text>
        {people.length > 1 ? (
          <NativeSelect
            label={t('dbs.views.whose')}
            data={people}
            value={whose}
            onChange={(event) => setWhose(event.currentTarget.value)}
            maw={320}
          />
        ) : null}
        {views.isPending ? (
          <LoadingOverlay />
        ) : views.isError ? (
          <ErrorAlert>{t('loadError')}</ErrorAlert>
        ) : views.data.length === 0 ? (
          <EmptyState title={t('dbs.views.empty')} description={t('dbs.views.emptyDescription')} />
        ) : (
          <TableScrollRegion labelledBy="dbs-views-heading" minWidth={420}>
            <Table striped aria-labelledby="dbs-views-heading">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('dbs.views.when')}</Table.Th>
                  <Table.Th scope="col">{t('dbs.views.who')}</Table.Th>
                  <Table.Th scope="col">{t('dbs.views.role')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {views.data.map((view, index) => (
                  <ViewRow key={`${view.at}-${index}`} view={view} />
                ))}
              </Table.Tbody>
            </Table>
          </TableScrollRegion>
        )}
      </Stack>
    </Paper>
  );
}

function ViewRow({ view }: { view: DbsView }) {
  const { t } = useTranslation('participation');
  const role = useLookupNames().optionalName(view.role, view.roleCy);
  return (
    <Table.Tr>
      <Table.Td>{formatViewedAt(view.at)}</Table.Td>
      <Table.Td>{view.viewer === 'union' ? t('dbs.views.union') : view.organisationName}</Table.Td>
      <Table.Td>{role ?? t('dbs.views.roleUnknown')}</Table.Td>
    </Table.Tr>
  );
}
