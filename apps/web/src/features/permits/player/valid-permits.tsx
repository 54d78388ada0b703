import { Group, Paper, Stack } from '@mantine/core';
import { formatPermitDate } from '@mywru/shared';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, Heading, LoadingOverlay, Text } from '../../../components';
import { usePersonPermits } from '../api/person-permits';
import { useFixtureName } from '../permit-names';
import { PermitStatusBadge } from '../permit-status-badge';

export interface ValidPermitsProps {
  personId: number;
  /** The person's name, for a child's list (the signed-in member's own reads 'you'). */
  name: string;
  isSelf: boolean;
}

/**
 * The permits a person may play on (Your Roles, for the member and each child): fixtures from 30
 * days back on, each with its date (dd/mm/yy), the fixture, the club they play for and the badge.
 */
export function ValidPermits({ personId, name, isSelf }: ValidPermitsProps) {
  const { t } = useTranslation('permits-player');
  const permits = usePersonPermits(personId);
  const fixtureName = useFixtureName();
  const headingId = `permits-${personId}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Heading order={3} level={7} id={headingId}>
        {t('validPermits.title')}
      </Heading>
      <Text size={3}>
        {isSelf ? t('validPermits.description') : t('validPermits.descriptionChild', { name })}
      </Text>
      {permits.isPending ? <LoadingOverlay /> : null}
      {permits.isError ? <ErrorAlert>{t('validPermits.loadError')}</ErrorAlert> : null}
      {permits.data && permits.data.length === 0 ? <Text size={3}>{t('validPermits.empty')}</Text> : null}
      {permits.data && permits.data.length > 0 ? (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('validPermits.listLabel', { name })}
        >
          {permits.data.map((permit) => (
            <Paper component="li" key={permit.id} p="sm" radius="md" withBorder>
              <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text size={3} fw={600}>
                    {t('validPermits.summary', {
                      date: formatPermitDate(permit.fixtureDate),
                      fixture: fixtureName(permit),
                      competition: permit.competitionName,
                    })}
                  </Text>
                  <Text size={3}>{t('validPermits.playingFor', { organisation: permit.toOrganisationName })}</Text>
                </Stack>
                <PermitStatusBadge status={permit.status} />
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
