import { ROLE_PARENT_IDS } from '@mywru/shared';
import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import type { PersonRoleRecord } from '@mywru/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, LoadingOverlay, Text } from '../../../components';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { useReasonText } from '../../../lib/reason-text';
import { isPermissionRefusal } from '../../../lib/api-client';
import { useChangeTeam, usePlayingRoles } from './api/organisation-applications';

export interface ChangeTeamTarget {
  personId: number;
  name: string;
}

export interface ChangeTeamDialogProps {
  opened: boolean;
  organisationId: number;
  target: ChangeTeamTarget | null;
  onClose: () => void;
  /** Called after at least one change was saved. */
  onSaved: () => void;
}

/** Playing roles whose team has more than one variation: the only ones that can change team. */
export function changeableRoles(roles: readonly PersonRoleRecord[]): PersonRoleRecord[] {
  return roles.filter(
    (role) =>
      role.roleParentId === ROLE_PARENT_IDS.playing &&
      role.teamChild !== null &&
      (role.teamParent?.teamChildren.length ?? 0) > 1,
  );
}

/** The saves to make: only the selections that differ from the role's current variation. */
export function changedSelections(roles: readonly PersonRoleRecord[], selected: Record<number, string | null>) {
  return roles.flatMap((role) => {
    const choice = selected[role.personOrganisationRoleId];
    if (!choice || Number(choice) === role.teamChild?.id) return [];
    return [{ personOrganisationRoleId: role.personOrganisationRoleId, newTeamChildId: Number(choice) }];
  });
}

/** Change Team: move a player's roles to another variation of the same team; only changed selections are saved. */
export function ChangeTeamDialog({ opened, organisationId, target, onClose, onSaved }: ChangeTeamDialogProps) {
  const { t } = useTranslation('organisation-applications');
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={t('changeTeam.title')}>
      {target ? (
        <ChangeTeamBody
          key={target.personId}
          organisationId={organisationId}
          target={target}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </ResponsiveModal>
  );
}

function ChangeTeamBody({
  organisationId,
  target,
  onClose,
  onSaved,
}: Omit<ChangeTeamDialogProps, 'opened'> & { target: ChangeTeamTarget }) {
  const { t } = useTranslation('organisation-applications');
  const roles = usePlayingRoles(target.personId, organisationId, true);
  const [selected, setSelected] = useState<Record<number, string | null>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changeTeam = useChangeTeam(organisationId);
  const reasonText = useReasonText();

  if (roles.isPending) return <LoadingOverlay />;
  if (roles.isError) return <ErrorAlert>{t('loadError')}</ErrorAlert>;

  const playing = roles.data.filter((role) => role.roleParentId === ROLE_PARENT_IDS.playing);
  const changeable = changeableRoles(playing);
  const changes = changedSelections(changeable, selected);

  const save = async () => {
    setBusy(true);
    setError(null);
    for (const change of changes) {
      try {
        await changeTeam.mutateAsync({ params: { organisationId }, query: change });
      } catch (failure) {
        setBusy(false);
        setError(isPermissionRefusal(failure) ? t('permission.message') : reasonText(failure));
        return;
      }
    }
    setBusy(false);
    onSaved();
    onClose();
  };

  return (
    <Stack gap="md">
      <Text fw={600}>{target.name}</Text>
      {changeable.length === 0 ? (
        <Alert color="gray" variant="light">
          {t('changeTeam.noChanges')}
        </Alert>
      ) : null}
      {playing.map((role) => {
        const variations = role.teamParent?.teamChildren ?? [];
        const teamName = role.teamParent?.name ?? role.roleName;
        if (variations.length === 0) {
          return (
            <Text key={role.personOrganisationRoleId} size={3}>
              {teamName}: {t('changeTeam.noVariations')}
            </Text>
          );
        }
        if (variations.length === 1) return null;
        return (
          <Select
            key={role.personOrganisationRoleId}
            label={teamName}
            data={variations.map((child) => ({ value: String(child.id), label: child.value }))}
            value={selected[role.personOrganisationRoleId] ?? (role.teamChild ? String(role.teamChild.id) : null)}
            onChange={(value) => setSelected((current) => ({ ...current, [role.personOrganisationRoleId]: value }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        );
      })}
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <Group justify="flex-end">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        {changeable.length > 0 ? (
          <Button onClick={() => void save()} loading={busy} disabled={changes.length === 0}>
            {t('changeTeam.save')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
