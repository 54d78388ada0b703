import { Button, Group, Stack } from '@mantine/core';
import type { TransferAction } from '@mywru/shared';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Heading, Text } from '../../../components';
import { formatDay } from '../../../components/format-date';
import { fullName } from '../../../entities/person';
import { useLookupNames } from '../../../lib/lookup-names';
import { CancelTransferDialog, type TransferToCancel } from './cancel-transfer-dialog';

export interface TransferActionItemProps {
  item: TransferAction;
  /** Called with what to announce once the transfer is cancelled (the item then leaves the list). */
  onAnswered?: (message: string) => void;
}

/**
 * A transfer awaiting the player's or guardian's approval, as an item of /actions: whom it is for,
 * from and to, when it was made; Proceed opens /actions/transfer/{id}, Cancel asks first.
 */
export function TransferActionItem({ item, onAnswered }: TransferActionItemProps) {
  const { t } = useTranslation('transfers');
  const [toCancel, setToCancel] = useState<TransferToCancel | null>(null);
  const lookup = useLookupNames();
  const fromTeam = lookup.name(item.fromTeamValue, item.fromTeamValueCy);
  const toTeam = lookup.name(item.toTeamValue, item.toTeamValueCy);
  const name = fullName(item.subject);
  const headingId = `transfer-action-${item.transferId}`;
  const from = t('player.teamAt', { team: fromTeam, organisation: item.fromOrganisationValue });
  const to = t('player.teamAt', { team: toTeam, organisation: item.toOrganisationValue });
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <IconArrowsExchange size={28} aria-hidden color="var(--mantine-color-red-7)" style={{ flexShrink: 0 }} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Heading order={2} level={7} id={headingId}>
          {item.subject.isChild ? t('player.actionItem.title_child', { name }) : t('player.actionItem.title')}
        </Heading>
        <Text size={3}>
          {t('player.actionItem.from', { team: fromTeam, organisation: item.fromOrganisationValue })}
        </Text>
        <Text size={3}>
          {t('player.actionItem.to', { team: toTeam, organisation: item.toOrganisationValue })}
        </Text>
        <Text size={3}>{t('player.actionItem.created', { date: formatDay(item.createdOn) })}</Text>
        <Group gap="sm" mt="xs">
          <Button component={Link} to={`/actions/transfer/${item.transferId}`} aria-describedby={headingId}>
            {t('player.actionItem.proceed')}
          </Button>
          <Button
            variant="outline"
            color="red"
            aria-describedby={headingId}
            onClick={() => setToCancel({ id: item.transferId, name, isChild: item.subject.isChild, from, to })}
          >
            {t('player.actionItem.cancel')}
          </Button>
        </Group>
      </Stack>
      <CancelTransferDialog
        transfer={toCancel}
        onClose={() => setToCancel(null)}
        onCancelled={() => onAnswered?.(t('player.cancelledNotice'))}
      />
    </Group>
  );
}
