import { Paper, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, Heading, LoadingOverlay } from '../../components';
import { useAuth } from '../../lib/auth';
import { usePerson } from '../../lib/person';

/** Edit Personal Details: for now the member id and e-mail held; the form arrives with the profile issue. */
export function ProfilePage() {
  const { t } = useTranslation(['profile', 'common']);
  const { user } = useAuth();
  const memberId = user?.memberId ?? null;
  const person = usePerson(memberId);

  return (
    <Stack gap="md">
      <Heading order={1} level={3}>
        {t('title')}
      </Heading>
      {memberId === null || person.isError ? (
        <ErrorAlert>{t('common:error.loadData')}</ErrorAlert>
      ) : person.isPending ? (
        <LoadingOverlay />
      ) : (
        <Paper p="lg" radius="md" withBorder>
          <Table variant="vertical" withRowBorders={false}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={160}>{t('memberId')}</Table.Th>
                <Table.Td data-testid="profile-member-id">{person.data.wruId}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('email')}</Table.Th>
                <Table.Td data-testid="profile-email">{person.data.email ?? t('notProvided')}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
