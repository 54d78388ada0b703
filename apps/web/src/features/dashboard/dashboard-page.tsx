import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, Heading, LoadingOverlay, Text } from '../../components';
import { useAuth } from '../../lib/auth';
import { usePerson } from '../../lib/person';

/** Minimal dashboard: a welcome with the first name when known, and the member id. The full dashboard follows. */
export function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'common']);
  const { user } = useAuth();
  const memberId = user?.memberId ?? null;
  const person = usePerson(memberId);

  if (memberId === null) return <ErrorAlert>{t('common:error.loadData')}</ErrorAlert>;
  if (person.isPending) return <LoadingOverlay />;

  const firstName = person.data?.firstName?.trim();
  return (
    <Stack gap="md">
      {person.isError ? <ErrorAlert>{t('common:error.loadData')}</ErrorAlert> : null}
      <Paper p="lg" radius="md" withBorder>
        <Heading order={1} level={3}>
          {firstName ? t('welcomeName', { name: firstName }) : t('welcome')}
        </Heading>
        <Text mt="xs">{t('memberId', { memberId })}</Text>
      </Paper>
    </Stack>
  );
}
