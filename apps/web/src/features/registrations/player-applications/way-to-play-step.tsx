import { Alert, Button, Group, List, Paper, SimpleGrid, Stack } from '@mantine/core';
import type { EligibilitySummaryItem, OrganisationType } from '@mywru/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, LoadingOverlay, Text } from '../../../components';
import { STATUS_TONES, StatusBadge } from '../../../components/status-badge';
import { useEligibilitySummary } from './api/eligibility-summary';
import { useOrganisationTypes } from './api/organisation-types';
import { TablerIconBadge } from '../../../components/tabler-icon';
import { useGameFormatLabel } from '../../../entities/game-format';
import { useLookupNames } from '../../../lib/lookup-names';
import type { SubjectOptions } from '../registration-subject';
import { restrictionText } from '../restriction-text';

/** The orange notice of an eligibility restriction. */
export function RestrictionNotice({ title, children }: { title?: string; children: React.ReactNode }) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={title}
      p="sm"
      styles={{
        title: { color: STATUS_TONES.warning.color },
        icon: { color: STATUS_TONES.warning.color },
        message: { color: STATUS_TONES.warning.color },
      }}
    >
      {children}
    </Alert>
  );
}

function EligibilitySummaryText({
  summary,
  subject,
}: {
  summary: EligibilitySummaryItem | undefined;
  subject: SubjectOptions;
}) {
  const { t } = useTranslation('registrations');
  const gameFormatLabel = useGameFormatLabel();
  if (!summary || summary.eligibleFor === 'all') {
    return <StatusBadge tone="success">{t('player.eligibleAll')}</StatusBadge>;
  }
  if (summary.eligibleFor === 'none') {
    return <StatusBadge tone="neutral">{t('player.eligibleNone')}</StatusBadge>;
  }
  return (
    <Stack gap={6}>
      <StatusBadge tone="warning">{t('player.eligibleSome')}</StatusBadge>
      <RestrictionNotice title={t('player.restrictionsTitle')}>
        <List size="sm" spacing={4}>
          {summary.restrictions.map((restriction) => (
            <List.Item key={restriction.gameFormatId}>
              <Text size={3} component="span">
                <strong>{gameFormatLabel(restriction.gameFormat)}:</strong> {restrictionText(t, restriction, subject)}
                {restriction.restrictedTo
                  ? ` ${t('player.restrictedTo', { ...subject, organisation: restriction.restrictedTo.organisationName })}`
                  : ''}
              </Text>
            </List.Item>
          ))}
        </List>
      </RestrictionNotice>
    </Stack>
  );
}

/** Step 3: the way to play (organisation types), each with the person's eligibility summary. */
export function WayToPlayStep({
  personId,
  subject,
  onChoose,
}: {
  personId: number;
  subject: SubjectOptions;
  onChoose: (type: OrganisationType) => void;
}) {
  const { t } = useTranslation('registrations');
  const types = useOrganisationTypes();
  const summary = useEligibilitySummary(personId);
  const lookups = useLookupNames();
  if (types.isPending || summary.isPending) return <LoadingOverlay />;
  if (types.isError || summary.isError) return <ErrorAlert>{t('errors.loadData')}</ErrorAlert>;
  const shown = types.data.filter((type) => type.showOnRegistration);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {shown.map((type) => {
        const item = summary.data.find((entry) => entry.organisationTypeId === type.id);
        const isClosed = item?.eligibleFor === 'none';
        return (
          <Paper component="li" key={type.id} p="md" radius="md" withBorder>
            <Stack gap="sm" h="100%" justify="space-between">
              <Stack gap="xs">
                <Group gap="sm" wrap="nowrap" align="center">
                  <TablerIconBadge name={type.tablerIcon} />
                  <Text fw={600} size={1} component="h3" style={{ margin: 0 }}>
                    {lookups.name(type.nameEn, type.nameCy)}
                  </Text>
                </Group>
                <Text size={3}>{lookups.name(type.descriptionEn, type.descriptionCy)}</Text>
                <EligibilitySummaryText summary={item} subject={subject} />
              </Stack>
              <Group justify="flex-end">
                <Button
                  onClick={() => onChoose(type)}
                  disabled={isClosed}
                  aria-label={t('player.chooseType', { type: lookups.name(type.nameEn, type.nameCy) })}
                >
                  {t('actions.select')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
