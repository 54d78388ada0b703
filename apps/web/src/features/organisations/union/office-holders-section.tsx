import { Button, Group, Paper, Stack, Table, VisuallyHidden } from '@mantine/core';
import type { UnionOfficeHolder, UnionOrganisationDetails, UnionOrganisationOptions } from '@mywru/shared';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { Heading } from '../../../components/heading';
import { Text } from '../../../components/text';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { formatDay } from '../../../components/format-date';
import { loadedWhenOpened } from '../../../components/loaded-when-opened';
import { fullName } from '../../../entities/person/names';
import { useLookupNames } from '../../../lib/lookup-names';

/** The appoint dialog (its person search, Select and MultiSelect) loads when first opened (decision 035). */
const AppointDialog = loadedWhenOpened(
  lazy(async () => ({ default: (await import('./appoint-dialog')).AppointDialog })),
);
/** The question before an appointment is ended (a dialog) loads when first asked (decision 035). */
const EndAppointmentDialog = loadedWhenOpened(
  lazy(async () => ({ default: (await import('./end-appointment-dialog')).EndAppointmentDialog })),
);

/** The holder's name, as the table and the end-appointment question say it. */
export const nameOf = (holder: UnionOfficeHolder) => fullName(holder.person);
/** The holder's role as the page's language names it. */
export function useRoleName() {
  const lookup = useLookupNames();
  return (holder: UnionOfficeHolder) => lookup.name(holder.role.value, holder.role.valueCy);
}

export interface OfficeHoldersSectionProps {
  organisation: UnionOrganisationDetails;
  options: UnionOrganisationOptions;
}

/** Current office holders: appoint one (person, role, teams when needed) and end an appointment after confirming. */
export function OfficeHoldersSection({ organisation, options }: OfficeHoldersSectionProps) {
  const { t } = useTranslation('union-organisations');
  const roleOf = useRoleName();
  const [appointing, setAppointing] = useState(false);
  const [ending, setEnding] = useState<UnionOfficeHolder | null>(null);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="holders-heading">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Heading order={2} level={5} id="holders-heading">
            {t('holders.section')}
          </Heading>
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} size="sm" onClick={() => setAppointing(true)}>
            {t('holders.appoint')}
          </Button>
        </Group>
        {organisation.officeHolders.length === 0 ? (
          <EmptyState
            title={t('holders.empty')}
            description={t('holders.emptyHint')}
            icon={<IconUsers size={40} aria-hidden color="var(--mantine-color-gray-6)" />}
          />
        ) : (
          <TableScrollRegion label={t('holders.tableLabel')} minWidth={640}>
            <Table striped verticalSpacing="sm" aria-label={t('holders.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('holders.columns.person')}</Table.Th>
                  <Table.Th scope="col">{t('holders.columns.role')}</Table.Th>
                  <Table.Th scope="col">{t('holders.columns.team')}</Table.Th>
                  <Table.Th scope="col">{t('holders.columns.since')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('holders.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {organisation.officeHolders.map((holder) => (
                  <Table.Tr key={holder.id}>
                    <Table.Th scope="row">
                      <Text fw={600} component="span">
                        {nameOf(holder)}
                      </Text>
                      <Text size={4} component="span" style={{ display: 'block' }}>
                        {t('holders.memberId', { id: holder.person.id })}
                      </Text>
                    </Table.Th>
                    <Table.Td>{roleOf(holder)}</Table.Td>
                    <Table.Td>
                      {holder.teamChild
                        ? `${holder.teamChild.teamParentName} – ${holder.teamChild.value}`
                        : t('holders.noTeam')}
                    </Table.Td>
                    <Table.Td>
                      {formatDay(holder.since)}
                      {holder.until ? ` ${t('holders.until', { date: formatDay(holder.until) })}` : ''}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="outline"
                        color="red"
                        onClick={() => setEnding(holder)}
                        aria-label={t('holders.endFor', { role: roleOf(holder), name: nameOf(holder) })}
                      >
                        {t('holders.end')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScrollRegion>
        )}
      </Stack>
      <AppointDialog
        opened={appointing}
        organisation={organisation}
        options={options}
        onClose={() => setAppointing(false)}
      />
      <EndAppointmentDialog
        opened={ending !== null}
        organisationId={organisation.id}
        holder={ending}
        onClose={() => setEnding(null)}
      />
    </Paper>
  );
}
