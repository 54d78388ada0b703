import { Button, Group, Stack, Table, VisuallyHidden } from '@mantine/core';
import {
  decisionReadingOf,
  organisationDecisionReadingOf,
  type DecisionReading,
  type OrganisationDecisionReading,
  type TransferListItem,
} from '@mywru/shared';
import { useTranslation } from 'react-i18next';
import { Text } from '../../../components';
import { formatDay } from '../../../components/format-date';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { fullName } from '../../../entities/person';
import { useTeamName } from '../team-name';

const DECISION_TONES: Record<DecisionReading, StatusTone> = {
  complete: 'success',
  rejected: 'danger',
  pending: 'warning',
};
const ORGANISATION_DECISION_TONES: Record<OrganisationDecisionReading, StatusTone> = {
  approved: 'success',
  objected: 'danger',
  pending: 'warning',
};

export interface TransfersTableProps {
  /** The table's accessible name (also the name of its scroll region). */
  label: string;
  transfers: TransferListItem[];
  /** Outgoing rows the caller may decide show Approve and Object. */
  onApprove?: (transfer: TransferListItem) => void;
  onObject?: (transfer: TransferListItem) => void;
}

/** The player's name as the table shows it; '' when neither name is recorded. */
export function transferPlayerName(transfer: Pick<TransferListItem, 'firstName' | 'lastName'>): string {
  return fullName(transfer);
}

/**
 * One direction of Manage Transfers: the player (name, date of birth), from and to (organisation,
 * team, variation), the day it was made and the three decisions as the spec reads their codes, the
 * objection's reason when the sending organisation objected. Wide, so it scrolls sideways on a phone.
 */
export function TransfersTable({ label, transfers, onApprove, onObject }: TransfersTableProps) {
  const { t } = useTranslation('transfers', { keyPrefix: 'organisation.manage' });
  const hasActions = onApprove !== undefined && transfers.some((transfer) => transfer.canOrganisationDecide);
  return (
    <TableScrollRegion label={label} minWidth={hasActions ? 1080 : 940}>
      <Table striped verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.player')}</Table.Th>
            <Table.Th scope="col">{t('columns.from')}</Table.Th>
            <Table.Th scope="col">{t('columns.to')}</Table.Th>
            <Table.Th scope="col">{t('columns.created')}</Table.Th>
            <Table.Th scope="col">{t('columns.playerDecision')}</Table.Th>
            <Table.Th scope="col">{t('columns.organisationDecision')}</Table.Th>
            <Table.Th scope="col">{t('columns.unionDecision')}</Table.Th>
            {hasActions ? (
              <Table.Th scope="col">
                <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transfers.map((transfer) => (
            <TransferRow
              key={transfer.id}
              transfer={transfer}
              hasActions={hasActions}
              onApprove={onApprove}
              onObject={onObject}
            />
          ))}
        </Table.Tbody>
      </Table>
    </TableScrollRegion>
  );
}

function TeamCell({ team }: { team: TransferListItem['fromTeamChild'] }) {
  const teamName = useTeamName();
  return (
    <Table.Td>
      <Stack gap={0}>
        <Text size={3} fw={600} component="span">
          {team.organisationName}
        </Text>
        <Text size={3} component="span">
          {teamName(team.teamTemplateName, team.teamTemplateNameCy, team.displayName)}
        </Text>
      </Stack>
    </Table.Td>
  );
}

function TransferRow({
  transfer,
  hasActions,
  onApprove,
  onObject,
}: {
  transfer: TransferListItem;
  hasActions: boolean;
  onApprove?: (transfer: TransferListItem) => void;
  onObject?: (transfer: TransferListItem) => void;
}) {
  const { t } = useTranslation('transfers', { keyPrefix: 'organisation.manage' });
  const name = transferPlayerName(transfer) || t('noName');
  const player = decisionReadingOf(transfer.playerDecision);
  const organisation = organisationDecisionReadingOf(transfer.organisationDecision);
  const union = decisionReadingOf(transfer.wrudecision);
  return (
    <Table.Tr>
      <Table.Th scope="row" style={{ fontWeight: 'normal' }}>
        <Stack gap={0}>
          <Text size={3} fw={600} component="span">
            {name}
          </Text>
          {transfer.dob ? (
            <Text size={4} component="span">
              {t('dob', { date: formatDay(transfer.dob) })}
            </Text>
          ) : null}
        </Stack>
      </Table.Th>
      <TeamCell team={transfer.fromTeamChild} />
      <TeamCell team={transfer.toTeamChild} />
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={transfer.createdOn}>{formatDay(transfer.createdOn)}</time>
      </Table.Td>
      <Table.Td>
        <StatusBadge tone={DECISION_TONES[player]}>{t(`decisions.${player}`)}</StatusBadge>
      </Table.Td>
      <Table.Td style={{ maxWidth: 240 }}>
        <Stack gap={4} align="flex-start">
          <StatusBadge tone={ORGANISATION_DECISION_TONES[organisation]}>
            {t(`organisationDecisions.${organisation}`)}
          </StatusBadge>
          {organisation === 'objected' && transfer.organisationObjectionReason ? (
            <Text size={4} component="span" style={{ overflowWrap: 'anywhere' }}>
              {t('objectionReason', { reason: transfer.organisationObjectionReason })}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>
        <StatusBadge tone={DECISION_TONES[union]}>{t(`decisions.${union}`)}</StatusBadge>
      </Table.Td>
      {hasActions ? (
        <Table.Td>
          {transfer.canOrganisationDecide && onApprove && onObject ? (
            <Group gap="xs" wrap="nowrap">
              <Button size="xs" onClick={() => onApprove(transfer)} aria-label={t('approveFor', { name })}>
                {t('approve')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                color="red"
                onClick={() => onObject(transfer)}
                aria-label={t('objectFor', { name })}
              >
                {t('object')}
              </Button>
            </Group>
          ) : null}
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}
