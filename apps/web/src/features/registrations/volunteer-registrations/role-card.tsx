import { Button, Group, Paper, Stack } from '@mantine/core';
import { isOldEnoughForRole, requiresDbs, type VolunteerRole } from '@mywru/shared';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Text } from '../../../components';
import { StatusBadge } from '../../../components/status-badge';
import { TablerIconBadge } from '../../../components/tabler-icon';
import { useLookupNames } from '../../../lib/lookup-names';

export interface RoleCardProps {
  role: VolunteerRole;
  age: number;
  /** Names of the teams chosen so far: a role needing DBS for child teams is flagged for an "Under" team. */
  teamNames: readonly string[];
  onChoose?: (role: VolunteerRole) => void;
  component?: 'li' | 'div';
}

/** A volunteer role: its icon in its colour, what it is, from what age, whether DBS is required, and 'Select' or 'Not eligible'. */
export function RoleCard({ role, age, teamNames, onChoose, component = 'li' }: RoleCardProps) {
  const { t } = useTranslation('registrations');
  const isEligible = isOldEnoughForRole(age, role);
  const isDbsRequired = requiresDbs(role, teamNames);
  const name = useLookupNames().name(role.roleValue, role.roleValueCy);
  return (
    <Paper component={component} p="md" radius="md" withBorder data-testid="role-card">
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap={4}>
          <Group gap="sm" wrap="nowrap" align="center">
            <TablerIconBadge name={role.tablerIcon} colour={role.backgroundColour} />
            <Text fw={600} size={1} component="h3" style={{ margin: 0 }}>
              {name}
            </Text>
          </Group>
          {role.description ? <Text size={3}>{role.description}</Text> : null}
          <Group gap={6}>
            <StatusBadge tone="neutral">{t('volunteer.minAge', { age: role.minAge })}</StatusBadge>
            {isDbsRequired ? (
              <StatusBadge tone="danger" leftSection={<IconShieldCheck size={14} aria-hidden />}>
                {t('volunteer.dbsRequired')}
              </StatusBadge>
            ) : null}
          </Group>
          {!isDbsRequired && role.dbsRequiredForChildTeams ? (
            <Text size={4}>{t('volunteer.dbsForChildTeams')}</Text>
          ) : null}
        </Stack>
        {onChoose ? (
          <Group justify="flex-end">
            {isEligible ? (
              <Button onClick={() => onChoose(role)} aria-label={t('volunteer.chooseRole', { role: name })}>
                {t('actions.select')}
              </Button>
            ) : (
              <Button disabled>{t('volunteer.notEligible')}</Button>
            )}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
