import { Anchor, Group, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorAlert, Heading, LoadingOverlay, Text } from '../../../components';
import { formatDay } from '../../../components/format-date';
import { useLookupNames } from '../../../lib/lookup-names';
import { useFamilyTransfers } from '../api/family-transfers';
import { TransferStateBadge } from './transfer-state';

/**
 * "Your transfers" on /actions: the member's and their children's transfers that are open or ended
 * in the last 90 days, each with where it stands and a link to its page and timeline.
 */
export function YourTransfers() {
  const { t } = useTranslation('transfers');
  const transfers = useFamilyTransfers();
  const lookup = useLookupNames();
  return (
    <Stack component="section" gap="sm" mt="md" aria-labelledby="your-transfers-heading">
      <Heading order={2} level={5} id="your-transfers-heading">
        {t('player.yourTransfers.title')}
      </Heading>
      <Text size={3}>{t('player.yourTransfers.description')}</Text>
      {transfers.isPending ? <LoadingOverlay /> : null}
      {transfers.isError ? <ErrorAlert>{t('player.yourTransfers.loadError')}</ErrorAlert> : null}
      {transfers.data && transfers.data.length === 0 ? <EmptyState title={t('player.yourTransfers.empty')} /> : null}
      {transfers.data && transfers.data.length > 0 ? (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('player.yourTransfers.listLabel')}
        >
          {transfers.data.map((transfer) => {
            const headingId = `your-transfer-${transfer.id}`;
            return (
              <Paper component="li" key={transfer.id} p="md" radius="md" withBorder>
                <Stack gap={4}>
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Heading order={3} level={7} id={headingId}>
                      {transfer.name}
                    </Heading>
                    <TransferStateBadge state={transfer.state} />
                  </Group>
                  <Text size={3}>
                    {t('player.yourTransfers.summary', {
                      fromTeam: lookup.name(transfer.fromTeamValue, transfer.fromTeamValueCy),
                      fromOrganisation: transfer.fromOrganisationValue,
                      toTeam: lookup.name(transfer.toTeamValue, transfer.toTeamValueCy),
                      toOrganisation: transfer.toOrganisationValue,
                    })}
                  </Text>
                  <Text size={3}>{t('player.yourTransfers.created', { date: formatDay(transfer.createdOn) })}</Text>
                  <Anchor
                    component={Link}
                    to={`/actions/transfer/${transfer.id}`}
                    fz="sm"
                    aria-describedby={headingId}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    {t('player.yourTransfers.view')}
                  </Anchor>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}
