import { ActionIcon, Button, Group, Paper, Stack, TextInput, Tooltip } from '@mantine/core';
import type {
  UnionOrganisationDetails,
  UnionOrganisationOptions,
  UnionTeamChild,
  UnionTeamParent,
} from '@mywru/shared';
import { IconPencil, IconPlus, IconShirtSport, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorAlert, Heading, Text } from '../../components';
import { RegistrationsToggle } from '../../entities/team-parent';
import { SuccessNotice } from '../../components/success-notice';
import { useGameFormatLabel } from '../../entities/game-format';
import { AddTeamDialog } from './add-team-dialog';
import type { useOrganisationChanges } from './api';

type Changes = ReturnType<typeof useOrganisationChanges>;

export interface TeamsSectionProps {
  organisation: UnionOrganisationDetails;
  options: UnionOrganisationOptions;
  changes: Changes;
}

/**
 * The organisation's teams: add from a template, the registration toggle (confirmed before it is sent,
 * then announced, as on the club's Manage Teams), and variations to add, rename and remove.
 */
export function TeamsSection({ organisation, options, changes }: TeamsSectionProps) {
  const { t } = useTranslation('union-organisations');
  const [adding, setAdding] = useState(false);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="teams-heading">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Heading order={2} level={5} id="teams-heading">
            {t('teams.section')}
          </Heading>
          <Button leftSection={<IconPlus size={16} aria-hidden />} size="sm" onClick={() => setAdding(true)}>
            {t('teams.add')}
          </Button>
        </Group>
        {!organisation.isActive && organisation.teamParents.length > 0 ? (
          <Text size={3}>{t('teams.inactiveNote')}</Text>
        ) : null}
        {organisation.teamParents.length === 0 ? (
          <EmptyState
            title={t('teams.empty')}
            description={t('teams.emptyHint')}
            icon={<IconShirtSport size={40} aria-hidden color="var(--mantine-color-gray-6)" />}
          />
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {organisation.teamParents.map((team) => (
              <TeamItem key={team.id} team={team} changes={changes} />
            ))}
          </Stack>
        )}
      </Stack>
      <AddTeamDialog opened={adding} options={options} onClose={() => setAdding(false)} onAdd={changes.addTeam} />
    </Paper>
  );
}

function TeamItem({ team, changes }: { team: UnionTeamParent; changes: Changes }) {
  const { t } = useTranslation('union-organisations');
  const { t: tCommon } = useTranslation('common');
  const gameFormatLabel = useGameFormatLabel();
  const [toggling, setToggling] = useState(false);
  const [changed, setChanged] = useState<boolean | null>(null);
  const [override, setOverride] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [newVariation, setNewVariation] = useState('');
  const [newVariationError, setNewVariationError] = useState<string | null>(null);
  const [addingVariation, setAddingVariation] = useState(false);
  const enabled = override ?? team.enableRegistrations;
  const grade = t(`teams.grade.${team.teamTemplate.ageGrade}`, { defaultValue: team.teamTemplate.ageGrade });
  const sex = team.sexId === null ? t('teams.sex.mixed') : t(`teams.sex.${team.sexId}`);

  const toggle = async (value: boolean) => {
    setError(null);
    setChanged(null);
    setOverride(value);
    setToggling(true);
    try {
      const state = await changes.setRegistrations(team.id, value);
      setChanged(state.enableRegistrations);
    } catch {
      setError(t('teams.toggleError'));
    } finally {
      setOverride(null);
      setToggling(false);
    }
  };

  const addVariation = async (event: FormEvent) => {
    event.preventDefault();
    setNewVariationError(null);
    setAddingVariation(true);
    const result = await changes.addVariation(team.id, newVariation.trim());
    setAddingVariation(false);
    if (result.ok) setNewVariation('');
    else setNewVariationError(result.errors.value?.[0] ?? result.message);
  };

  return (
    <Paper component="li" withBorder radius="md" p="md" bg="gray.0">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 220px' }}>
            <Heading order={3} level={7}>
              {team.name}
            </Heading>
            <Text size={3}>
              {t('teams.summary', {
                template: team.teamTemplate.name,
                grade,
                format: gameFormatLabel(team.gameFormat.name),
                sex,
              })}
            </Text>
          </Stack>
          <RegistrationsToggle
            team={team.name}
            label={t('teams.registrations')}
            checked={enabled}
            disabled={toggling}
            onConfirm={(value) => void toggle(value)}
          />
        </Group>
        <SuccessNotice
          message={
            changed === null
              ? null
              : tCommon(changed ? 'registrationsToggle.opened' : 'registrationsToggle.closed', { team: team.name })
          }
        />
        {error ? (
          <ErrorAlert withCloseButton onClose={() => setError(null)} closeButtonLabel={t('teams.dismiss')}>
            {error}
          </ErrorAlert>
        ) : null}
        <Stack gap={4}>
          <Text size={3} fw={600} id={`variations-${team.id}`}>
            {t('teams.variations')}
          </Text>
          <Stack
            gap={4}
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-labelledby={`variations-${team.id}`}
          >
            {team.teamChildren.map((child) => (
              <VariationItem
                key={child.id}
                team={team}
                child={child}
                isLast={team.teamChildren.length === 1}
                changes={changes}
              />
            ))}
          </Stack>
        </Stack>
        <form onSubmit={(event) => void addVariation(event)} noValidate>
          <Group align="flex-start" gap="xs">
            <TextInput
              aria-label={t('teams.newVariationFor', { team: team.name })}
              placeholder={t('teams.newVariation')}
              value={newVariation}
              onChange={(event) => setNewVariation(event.currentTarget.value)}
              error={newVariationError}
              maxLength={50}
              size="sm"
              style={{ flex: '1 1 180px' }}
            />
            <Button
              type="submit"
              size="sm"
              variant="outline"
              loading={addingVariation}
              leftSection={<IconPlus size={14} aria-hidden />}
            >
              {t('teams.addVariation')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}

function VariationItem({
  team,
  child,
  isLast,
  changes,
}: {
  team: UnionTeamParent;
  child: UnionTeamChild;
  isLast: boolean;
  changes: Changes;
}) {
  const { t } = useTranslation('union-organisations');
  const [renaming, setRenaming] = useState(false);
  const [value, setValue] = useState(child.value);
  const renameInput = useRef<HTMLInputElement>(null);
  // The name field takes the focus when renaming starts, so keyboard users continue where they are.
  useEffect(() => {
    if (renaming) renameInput.current?.focus();
  }, [renaming]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    const result = await changes.renameVariation(team.id, child.id, value.trim());
    setBusy(false);
    if (result.ok) setRenaming(false);
    else setError(result.errors.value?.[0] ?? result.message);
  };

  const remove = async () => {
    setError(null);
    setBusy(true);
    const result = await changes.removeVariation(team.id, child.id);
    setBusy(false);
    if (!result.ok) setError(result.message);
  };

  if (renaming) {
    return (
      <li>
        <form onSubmit={(event) => void rename(event)} noValidate>
          <Group align="flex-start" gap="xs">
            <TextInput
              label={t('teams.renameLabel', { variation: child.value })}
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              error={error}
              maxLength={50}
              size="sm"
              style={{ flex: '1 1 180px' }}
              ref={renameInput}
            />
            <Group gap="xs" mt={26}>
              <Button type="submit" size="xs" loading={busy}>
                {t('teams.saveName')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                onClick={() => {
                  setRenaming(false);
                  setValue(child.value);
                  setError(null);
                }}
                disabled={busy}
              >
                {t('teams.cancel')}
              </Button>
            </Group>
          </Group>
        </form>
      </li>
    );
  }

  const cannotRemove = child.isInUse ? t('teams.inUse') : isLast ? t('teams.lastVariation') : null;
  return (
    <li>
      <Group gap="xs" align="center" wrap="nowrap">
        <Text size={2} style={{ flex: '1 1 auto' }}>
          {child.value}
        </Text>
        <Tooltip label={t('teams.renameFor', { variation: child.value })} withinPortal>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => setRenaming(true)}
            aria-label={t('teams.renameFor', { variation: child.value })}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip
          label={cannotRemove ?? t('teams.removeFor', { variation: child.value })}
          withinPortal
          multiline
          w={240}
        >
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => void remove()}
            loading={busy}
            disabled={cannotRemove !== null}
            aria-label={t('teams.removeFor', { variation: child.value })}
            aria-describedby={cannotRemove ? `cannot-remove-${child.id}` : undefined}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        {cannotRemove ? (
          <span id={`cannot-remove-${child.id}`} hidden>
            {cannotRemove}
          </span>
        ) : null}
      </Group>
      {error ? (
        <div role="alert">
          <Text size={3} style={{ color: 'var(--mantine-color-error)' }}>
            {error}
          </Text>
        </div>
      ) : null}
    </li>
  );
}
