import { Alert, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import type { RegisteredRole } from '@mywru/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton, EmptyState, ErrorAlert, Heading, LabelledValue, LoadingOverlay, Text } from '../../components';
import { StatusBadge } from '../../components/status-badge';
import { useAuth } from '../../lib/auth';
import { useGameFormatLabel } from '../../entities/game-format';
import { useLookupNames } from '../../lib/lookup-names';
import { useMemberRoles } from './api/member-roles';
import { formatDay } from '../../components/format-date';

function RoleCard({ role }: { role: RegisteredRole }) {
  const { t } = useTranslation('participation');
  const gameFormatLabel = useGameFormatLabel();
  const lookups = useLookupNames();
  const { roleDetails } = role;
  const team = roleDetails.teamParent
    ? [lookups.name(roleDetails.teamParent.teamTemplate.name, roleDetails.teamParent.teamTemplate.nameCy), roleDetails.teamChild?.value]
        .filter(Boolean)
        .join(' – ')
    : (roleDetails.teamChild?.value ?? null);
  return (
    <Paper component="li" p="md" radius="md" withBorder>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Heading order={3} level={7}>
            {lookups.name(roleDetails.roleName, roleDetails.roleNameCy)}
          </Heading>
          <StatusBadge tone={roleDetails.activeTo ? 'neutral' : 'success'}>
            {roleDetails.activeTo ? t('roles.ended') : t('roles.active')}
          </StatusBadge>
        </Group>
        <Text size={3}>{role.organisation ?? t('roles.unattached')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          {team ? <LabelledValue label={t('roles.team')} value={team} /> : null}
          {roleDetails.teamParent ? (
            <LabelledValue
              label={t('roles.gameFormat')}
              value={gameFormatLabel(roleDetails.teamParent.gameFormat.name)}
            />
          ) : null}
          <LabelledValue
            label={t('roles.period')}
            value={
              roleDetails.activeTo
                ? t('roles.fromTo', { from: formatDay(roleDetails.activeFrom), to: formatDay(roleDetails.activeTo) })
                : t('roles.since', { from: formatDay(roleDetails.activeFrom) })
            }
          />
        </SimpleGrid>
        {role.hasInvalidDbs ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} p="xs">
            {t('roles.notApproved')}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * A person's permits to play (the permits feature's section), which the app composes in: features do
 * not import each other.
 */
export type PersonPermitsComponent = ComponentType<{ personId: number; name: string; isSelf: boolean }>;

/**
 * Your Roles (/participation/roles): your registered roles and your dependants', grouped by person,
 * each person's followed by their permits to play when the app composes them in.
 */
export function RolesPage({ PersonPermits }: { PersonPermits?: PersonPermitsComponent } = {}) {
  const { t } = useTranslation('participation');
  const { user } = useAuth();
  const memberId = user?.memberId ?? null;
  const roles = useMemberRoles(memberId);
  const groups = new Map<number, { name: string; roles: RegisteredRole[] }>();
  for (const role of roles.data ?? []) {
    const group = groups.get(role.personId) ?? { name: role.personName, roles: [] };
    group.roles.push(role);
    groups.set(role.personId, group);
  }
  // You first, then your dependants.
  const ordered = [...groups.entries()].sort(([a], [b]) =>
    String(a) === memberId ? -1 : String(b) === memberId ? 1 : 0,
  );
  return (
    <Stack gap="md" maw={880}>
      <Group>
        <BackButton to="/participation" />
      </Group>
      <Heading order={1} level={3}>
        {t('roles.title')}
      </Heading>
      {roles.isPending ? <LoadingOverlay /> : null}
      {roles.isError ? <ErrorAlert>{t('loadError')}</ErrorAlert> : null}
      {roles.data && roles.data.length === 0 ? <EmptyState title={t('roles.empty')} /> : null}
      {ordered.map(([personId, group]) => (
        <Stack key={personId} gap="sm" component="section" aria-labelledby={`roles-${personId}`}>
          <Heading order={2} level={6} id={`roles-${personId}`}>
            {String(personId) === memberId ? t('roles.yours') : group.name}
          </Heading>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {group.roles.map((role) => (
              <RoleCard key={role.id} role={role} />
            ))}
          </Stack>
          {PersonPermits ? (
            <PersonPermits personId={personId} name={group.name} isSelf={String(personId) === memberId} />
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}
