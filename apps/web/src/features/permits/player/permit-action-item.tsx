import { Button, Group, Stack } from '@mantine/core';
import { formatPermitDate, type PermitAction } from '@mywru/shared';
import { IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Heading, Text } from '../../../components';
import { fullName } from '../../../entities/person';
import { DeclinePermitDialog, type PermitToDecline } from './decline-permit-dialog';

export interface PermitActionItemProps {
  item: PermitAction;
  /** Called with what to announce once the permit is declined (the item then leaves the list). */
  onAnswered?: (message: string) => void;
}

/**
 * A permit awaiting the player's or guardian's approval, as an item of /actions: whom it is for, the
 * fixture and its date, the club they would play for; Proceed opens /actions/permit/{id} (the
 * consents), Decline asks first.
 */
export function PermitActionItem({ item, onAnswered }: PermitActionItemProps) {
  const { t } = useTranslation(['permits-player', 'permits']);
  const [toDecline, setToDecline] = useState<PermitToDecline | null>(null);
  const name = fullName(item.subject);
  const headingId = `permit-action-${item.permitId}`;
  const fixture = t('permits:fixtureName', { home: item.homeTeamName, away: item.awayTeamName });
  const date = formatPermitDate(item.fixtureDate);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <IconTicket size={28} aria-hidden color="var(--mantine-color-red-7)" style={{ flexShrink: 0 }} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Heading order={2} level={7} id={headingId}>
          {item.subject.isChild ? t('actionItem.title_child', { name }) : t('actionItem.title')}
        </Heading>
        <Text size={3}>{t('actionItem.fixture', { fixture })}</Text>
        <Text size={3}>{t('actionItem.date', { date })}</Text>
        <Text size={3}>{t('actionItem.playingFor', { organisation: item.toOrganisationName })}</Text>
        <Text size={3}>{t('actionItem.from', { organisation: item.fromOrganisationName })}</Text>
        <Text size={3}>{t('actionItem.created', { date: formatPermitDate(item.createdOn) })}</Text>
        <Group gap="sm" mt="xs">
          <Button component={Link} to={`/actions/permit/${item.permitId}`} aria-describedby={headingId}>
            {t('actionItem.proceed')}
          </Button>
          <Button
            variant="outline"
            color="red"
            aria-describedby={headingId}
            onClick={() =>
              setToDecline({
                id: item.permitId,
                name,
                isChild: item.subject.isChild,
                to: item.toOrganisationName,
                fixture,
                date,
              })
            }
          >
            {t('decline')}
          </Button>
        </Group>
      </Stack>
      <DeclinePermitDialog
        permit={toDecline}
        onClose={() => setToDecline(null)}
        onDeclined={() => onAnswered?.(t('declinedNotice'))}
      />
    </Group>
  );
}
