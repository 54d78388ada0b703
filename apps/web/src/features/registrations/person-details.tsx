import { Alert, Button, Paper, SimpleGrid, Stack } from '@mantine/core';
import type { Person } from '@mywru/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Text } from '../../components';
import { STATUS_TONES } from '../../components/status-badge';
import { formatDay } from '../../components/format-date';
import { fullName } from '../../entities/person';

/** Whether the person has what registering needs: names and a date of birth. */
export function hasRegistrationDetails(person: Person): boolean {
  return Boolean(person.firstName && person.lastName && person.dob);
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size={4} fw={600} component="div">
        {label}
      </Text>
      <Text component="div">{value || '—'}</Text>
    </div>
  );
}

/** A read-only summary of a person's details to confirm, with a way to complete missing ones. */
export function PersonDetails({ person, showsEmail = true }: { person: Person; showsEmail?: boolean }) {
  const { t } = useTranslation('registrations');
  return (
    <Paper p="md" radius="md" withBorder bg="gray.0">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Detail label={t('details.name')} value={fullName(person)} />
          <Detail label={t('details.memberId')} value={String(person.wruId)} />
          <Detail label={t('details.dob')} value={person.dob ? formatDay(person.dob) : ''} />
          {showsEmail ? <Detail label={t('details.email')} value={person.email ?? ''} /> : null}
        </SimpleGrid>
        {hasRegistrationDetails(person) ? null : (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('details.incompleteTitle')}
            styles={{ title: { color: STATUS_TONES.warning.color }, icon: { color: STATUS_TONES.warning.color } }}
          >
            <Stack gap="xs" align="flex-start">
              <Text size={3}>{t('details.incomplete')}</Text>
              <Button component={Link} to="/profile" variant="outline" size="xs">
                {t('details.update')}
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
