import { Button, Group, Stack, Table, VisuallyHidden } from '@mantine/core';
import { formatPermitDate, type PermitListItem } from '@mywru/shared';
import { useTranslation } from 'react-i18next';
import { Text } from '../../../components';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { fullName } from '../../../entities/person';
import type { PermitDirection } from '../api/organisation-permits';
import { useFixtureName } from '../permit-names';
import { PermitStatusBadge } from '../permit-status-badge';

export interface PermitsTableProps {
  /** The id of the heading that names the table (and its scroll region): the spec's name of the list. */
  labelledBy: string;
  direction: PermitDirection;
  permits: PermitListItem[];
  /** Outgoing rows the sending organisation may still decide show Approve and Reject. */
  onApprove?: (permit: PermitListItem) => void;
  onReject?: (permit: PermitListItem) => void;
  /** Incoming rows the receiving organisation may still cancel (until kick-off) show Cancel. */
  onCancel?: (permit: PermitListItem) => void;
}

/** The player's name as the tables show it; '' when neither name is recorded. */
export function permitPlayerName(permit: Pick<PermitListItem, 'firstName' | 'lastName'>): string {
  return fullName(permit);
}

/**
 * One direction of Manage Permits: the player (name, date of birth), the other club, the fixture and
 * its competition, the kick-off day (dd/mm/yy), the badge by the spec's precedence with whether the
 * player has answered, and the row's actions. Wide, so it scrolls sideways on a phone.
 */
export function PermitsTable({ labelledBy, direction, permits, onApprove, onReject, onCancel }: PermitsTableProps) {
  const { t } = useTranslation('permits', { keyPrefix: 'organisation.manage' });
  const hasActions =
    direction === 'outgoing'
      ? onApprove !== undefined && permits.some((permit) => permit.can.decideAsOrganisation)
      : onCancel !== undefined && permits.some((permit) => permit.can.cancel);
  return (
    <TableScrollRegion labelledBy={labelledBy} minWidth={hasActions ? 980 : 820}>
      <Table striped verticalSpacing="sm" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.player')}</Table.Th>
            <Table.Th scope="col">{direction === 'incoming' ? t('columns.from') : t('columns.to')}</Table.Th>
            <Table.Th scope="col">{t('columns.fixture')}</Table.Th>
            <Table.Th scope="col">{t('columns.date')}</Table.Th>
            <Table.Th scope="col">{t('columns.status')}</Table.Th>
            {hasActions ? (
              <Table.Th scope="col">
                <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {permits.map((permit) => (
            <PermitRow
              key={permit.id}
              permit={permit}
              direction={direction}
              hasActions={hasActions}
              onApprove={onApprove}
              onReject={onReject}
              onCancel={onCancel}
            />
          ))}
        </Table.Tbody>
      </Table>
    </TableScrollRegion>
  );
}

function PermitRow({
  permit,
  direction,
  hasActions,
  onApprove,
  onReject,
  onCancel,
}: Omit<PermitsTableProps, 'labelledBy' | 'permits'> & { permit: PermitListItem; hasActions: boolean }) {
  const { t } = useTranslation('permits', { keyPrefix: 'organisation.manage' });
  const fixtureName = useFixtureName();
  const name = permitPlayerName(permit) || t('noName');
  const playerAnswer =
    permit.status === 'cancelled' ? null : permit.playerDecision === 1 ? t('playerApproved') : t('awaitingPlayer');
  return (
    <Table.Tr>
      <Table.Th scope="row" style={{ fontWeight: 'normal' }}>
        <Stack gap={0}>
          <Text size={3} fw={600} component="span">
            {name}
          </Text>
          {permit.dob ? (
            <Text size={4} component="span">
              {t('dob', { date: formatPermitDate(permit.dob) })}
            </Text>
          ) : null}
        </Stack>
      </Table.Th>
      <Table.Td>{direction === 'incoming' ? permit.fromOrganisationName : permit.toOrganisationName}</Table.Td>
      <Table.Td>
        <Stack gap={0}>
          <Text size={3} component="span">
            {fixtureName(permit)}
          </Text>
          <Text size={4} component="span">
            {permit.competitionName}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={permit.fixtureDate}>{formatPermitDate(permit.fixtureDate)}</time>
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <PermitStatusBadge status={permit.status} />
          {playerAnswer ? (
            <Text size={4} component="span">
              {playerAnswer}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      {hasActions ? (
        <Table.Td>
          {direction === 'outgoing' && permit.can.decideAsOrganisation && onApprove && onReject ? (
            <Group gap="xs" wrap="nowrap">
              <Button size="xs" onClick={() => onApprove(permit)} aria-label={t('approveFor', { name })}>
                {t('approve')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                color="red"
                onClick={() => onReject(permit)}
                aria-label={t('rejectFor', { name })}
              >
                {t('reject')}
              </Button>
            </Group>
          ) : null}
          {direction === 'incoming' && permit.can.cancel && onCancel ? (
            <Button
              size="xs"
              variant="outline"
              color="red"
              onClick={() => onCancel(permit)}
              aria-label={t('cancelFor', { name })}
            >
              {t('cancelPermit')}
            </Button>
          ) : null}
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}
