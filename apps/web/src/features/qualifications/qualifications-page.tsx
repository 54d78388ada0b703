import { Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BackButton, EmptyState, ErrorAlert, Heading, LabelledValue, LoadingOverlay } from '../../components';
import { useAuth } from '../../lib/auth';
import { useMemberQualifications } from './api/member-qualifications';
import { formatDay } from '../../components/format-date';

/** Your Qualifications (/qualifications). */
export function QualificationsPage() {
  const { t } = useTranslation('participation');
  const { user } = useAuth();
  const qualifications = useMemberQualifications(user?.memberId ?? null);
  return (
    <Stack gap="md" maw={880}>
      <Group>
        <BackButton to="/participation" />
      </Group>
      <Heading order={1} level={3}>
        {t('qualifications.title')}
      </Heading>
      {qualifications.isPending ? <LoadingOverlay /> : null}
      {qualifications.isError ? <ErrorAlert>{t('loadError')}</ErrorAlert> : null}
      {qualifications.data && qualifications.data.length === 0 ? (
        <EmptyState title={t('qualifications.empty')} />
      ) : null}
      {qualifications.data && qualifications.data.length > 0 ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {qualifications.data.map((qualification) => (
            <Paper
              component="li"
              key={`${qualification.value}-${qualification.validFrom}`}
              p="md"
              radius="md"
              withBorder
            >
              <Stack gap="xs">
                <Heading order={2} level={7}>
                  {qualification.value}
                </Heading>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                  <LabelledValue label={t('qualifications.validFrom')} value={formatDay(qualification.validFrom)} />
                  <LabelledValue
                    label={t('qualifications.expiry')}
                    value={qualification.expiry ? formatDay(qualification.expiry) : t('qualifications.noExpiry')}
                  />
                  <LabelledValue
                    label={t('qualifications.certificate')}
                    value={qualification.certificateNumber ?? '—'}
                  />
                </SimpleGrid>
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
