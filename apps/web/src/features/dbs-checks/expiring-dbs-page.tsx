import { Anchor, Container, Group, Paper, Stack } from '@mantine/core';
import type { ExpiringDbs } from '@mywru/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorAlert, LoadingOverlay, Text } from '../../components';
import { formatDay } from '../../components/format-date';
import { PageHeader } from '../../components/page-header';
import { StatusBadge } from '../../components/status-badge';
import { useExpiringDbs } from './api/expiring-dbs';
import { isPermissionRefusal } from '../../lib/api-client';
import { fullName } from '../../entities/person';

/** Days left at or under which a check is shown as urgent. */
const URGENT_DAYS = 30;

/** /union/dbs/expiring: people whose latest DBS check expires within 90 days, soonest first, each linking to their page. */
export function ExpiringDbsPage() {
  const { t } = useTranslation('union-people');
  const expiring = useExpiringDbs();
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <PageHeader title={t('expiring.title')} subtitle={t('expiring.subtitle')} backTo="/union" />
        {expiring.isPending ? (
          <LoadingOverlay />
        ) : expiring.isError ? (
          <ErrorAlert>{isPermissionRefusal(expiring.error) ? t('permission') : t('loadError')}</ErrorAlert>
        ) : expiring.data.length === 0 ? (
          <EmptyState title={t('expiring.empty')} description={t('expiring.emptyDescription')} />
        ) : (
          <Stack
            gap="sm"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={t('expiring.listLabel')}
          >
            {expiring.data.map((item) => (
              <ExpiringRow key={item.person.id} item={item} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

function ExpiringRow({ item }: { item: ExpiringDbs }) {
  const { t } = useTranslation('union-people');
  const name = fullName(item.person) || t('person.unnamed');
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" gap="sm" align="center">
        <Stack gap={2} style={{ flex: '1 1 220px' }}>
          <Text fw={600} component="h2" style={{ margin: 0 }}>
            <Anchor component={Link} to={`/union/people/${item.person.id}`} aria-label={t('expiring.open', { name })}>
              {name}
            </Anchor>
          </Text>
          <Text size={3}>
            {t('memberId', { id: item.person.id })} · {t('dbs.certificate')} {item.certificateNumber}
          </Text>
          <Text size={3}>{t('expiring.expires', { date: formatDay(item.expiry) })}</Text>
        </Stack>
        <StatusBadge tone={item.daysLeft <= URGENT_DAYS ? 'danger' : 'warning'}>
          {item.daysLeft === 0 ? t('expiring.today') : t('expiring.daysLeft', { count: item.daysLeft })}
        </StatusBadge>
      </Group>
    </Paper>
  );
}
