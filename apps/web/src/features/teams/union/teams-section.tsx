import { ActionIcon, Alert, Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import type {
  UnionOrganisationDetails,
  UnionOrganisationOptions,
  UnionTeamChild,
  UnionTeamParent,
} from '@mywru/shared';
import { IconPencil, IconPlus, IconShirtSport, IconTrash } from '@tabler/icons-react';
import { lazy, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorAlert } from '../../../components/error-alert';
import { ErrorSummary, errorSummaryItems } from '../../../components/error-summary';
import { Heading } from '../../../components/heading';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { useAlertAnnouncement, useAnnouncement } from '../../../components/live-announcer';
import { loadedWhenOpened } from '../../../components/loaded-when-opened';
import { Text } from '../../../components/text';
import { useGameFormatLabel } from '../../../entities/game-format';
import { useSexLabels } from '../../../entities/sex';
import { RegistrationsToggle } from '../../../entities/team-parent/registrations-toggle';
import { useLookupNames } from '../../../lib/lookup-names';
import { useFormRefusalText, useReasonText } from '../../../lib/reason-text';
import {
  useAddTeamChild,
  useRemoveTeamChild,
  useRenameTeamChild,
  useSetTeamRegistrationAsUnion,
} from './api/union-teams';

/** The add-team dialog (its template Select) loads when first opened (decision 035). */
const AddTeamDialog = loadedWhenOpened(
  lazy(async () => ({ default: (await import('./add-team-dialog')).AddTeamDialog })),
);

export interface TeamsSectionProps {
  organisation: UnionOrganisationDetails;
  options: UnionOrganisationOptions;
}

/** A refused variation name shows next to the name; other refusals as the reason's words. */
const VARIATION_FIELDS = ['value'] as const;
const VARIATION_FIELD_OF_REASON = { 'team.variation_taken': 'value' } as const;

/**
 * The organisation's teams: add from a template, the registration toggle (confirmed before it is sent,
 * then announced, as on the club's Manage Teams), and variations to add, rename and remove.
 */
export function TeamsSection({ organisation, options }: TeamsSectionProps) {
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
              <TeamItem key={team.id} organisationId={organisation.id} team={team} />
            ))}
          </Stack>
        )}
      </Stack>
      <AddTeamDialog
        opened={adding}
        organisationId={organisation.id}
        options={options}
        onClose={() => setAdding(false)}
      />
    </Paper>
  );
}

function TeamItem({ organisationId, team }: { organisationId: number; team: UnionTeamParent }) {
  const { t } = useTranslation('union-organisations');
  const sexLabels = useSexLabels();
  const { t: tCommon } = useTranslation('common');
  const gameFormatLabel = useGameFormatLabel();
  const lookup = useLookupNames();
  /** The team's name in the page's language. */
  const teamName = lookup.name(team.name, team.nameCy);
  const refusalText = useFormRefusalText();
  const setRegistrations = useSetTeamRegistrationAsUnion();
  const addChild = useAddTeamChild();
  const [changed, setChanged] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [newVariation, setNewVariation] = useState('');
  const [newVariationError, setNewVariationError] = useState<string | null>(null);
  const newVariationId = `new-variation-${team.id}`;
  const params = { organisationId, teamParentId: team.id };
  // While the change is on its way the switch shows the value asked for; a failure puts it back.
  const enabled = setRegistrations.isPending ? setRegistrations.variables.body.value : team.enableRegistrations;
  const grade = t(`teams.grade.${team.teamTemplate.ageGrade}`, { defaultValue: team.teamTemplate.ageGrade });
  const sex = sexLabels.ofId(team.sexId);
  // The change is shown under the team and said through the app's live region.
  const notice =
    changed === null
      ? null
      : tCommon(changed ? 'registrationsToggle.opened' : 'registrationsToggle.closed', { team: teamName });
  useAnnouncement(notice);

  const toggle = (value: boolean) => {
    setError(null);
    setChanged(null);
    setRegistrations.mutate(
      { params, body: { value } },
      {
        onSuccess: (state) => setChanged(state.enableRegistrations),
        onError: () => setError(t('teams.toggleError')),
      },
    );
  };

  const addVariation = (event: FormEvent) => {
    event.preventDefault();
    setNewVariationError(null);
    addChild.mutate(
      { params, body: { value: newVariation.trim() } },
      {
        onSuccess: () => setNewVariation(''),
        onError: (failure) => {
          const refused = refusalText(failure, VARIATION_FIELDS, VARIATION_FIELD_OF_REASON);
          setNewVariationError(refused.fields.value ?? refused.message);
        },
      },
    );
  };

  return (
    <Paper component="li" withBorder radius="md" p="md" bg="gray.0">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 220px' }}>
            <Heading order={3} level={7}>
              {teamName}
            </Heading>
            <Text size={3}>
              {t('teams.summary', {
                template: lookup.name(team.teamTemplate.name, team.teamTemplate.nameCy),
                grade,
                format: gameFormatLabel(team.gameFormat.name),
                sex,
              })}
            </Text>
          </Stack>
          <RegistrationsToggle
            team={teamName}
            label={t('teams.registrations')}
            checked={enabled}
            disabled={setRegistrations.isPending}
            onConfirm={toggle}
          />
        </Group>
        {notice ? (
          <Alert color="green" variant="light" role="group">
            {notice}
          </Alert>
        ) : null}
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
                organisationId={organisationId}
                team={team}
                child={child}
                isLast={team.teamChildren.length === 1}
              />
            ))}
          </Stack>
        </Stack>
        <form onSubmit={addVariation} noValidate>
          <ErrorSummary errors={errorSummaryItems({ value: newVariationError }, { value: newVariationId })} />
          <Group align="flex-start" gap="xs" mt={newVariationError ? 'xs' : undefined}>
            <TextInput
              id={newVariationId}
              aria-label={t('teams.newVariationFor', { team: teamName })}
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
              loading={addChild.isPending}
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
  organisationId,
  team,
  child,
  isLast,
}: {
  organisationId: number;
  team: UnionTeamParent;
  child: UnionTeamChild;
  isLast: boolean;
}) {
  const { t } = useTranslation('union-organisations');
  const reasonText = useReasonText();
  const refusalText = useFormRefusalText();
  const renameChild = useRenameTeamChild();
  const removeChild = useRemoveTeamChild();
  const params = { organisationId, teamParentId: team.id, teamChildId: child.id };
  const [renaming, setRenaming] = useState(false);
  const [value, setValue] = useState(child.value);
  const renameInput = useRef<HTMLInputElement>(null);
  // The name field takes the focus when renaming starts, so keyboard users continue where they are.
  useEffect(() => {
    if (renaming) renameInput.current?.focus();
  }, [renaming]);
  const [error, setError] = useState<string | null>(null);
  // A refused rename is said by the form's error summary; a refused removal through the alert region.
  useAlertAnnouncement(renaming ? null : error);
  const renameId = `rename-variation-${child.id}`;

  const rename = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    renameChild.mutate(
      { params, body: { value: value.trim() } },
      {
        onSuccess: () => setRenaming(false),
        onError: (failure) => {
          const refused = refusalText(failure, VARIATION_FIELDS, VARIATION_FIELD_OF_REASON);
          setError(refused.fields.value ?? refused.message);
        },
      },
    );
  };

  const remove = () => {
    setError(null);
    removeChild.mutate({ params }, { onError: (failure) => setError(reasonText(failure)) });
  };

  if (renaming) {
    return (
      <li>
        <form onSubmit={rename} noValidate>
          <ErrorSummary errors={error ? [{ fieldId: renameId, message: error }] : []} />
          <Group align="flex-start" gap="xs" mt={error ? 'xs' : undefined}>
            <TextInput
              id={renameId}
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
              <Button type="submit" size="xs" loading={renameChild.isPending}>
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
                disabled={renameChild.isPending}
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
        <LazyTooltip label={t('teams.renameFor', { variation: child.value })} withinPortal>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => setRenaming(true)}
            aria-label={t('teams.renameFor', { variation: child.value })}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </LazyTooltip>
        <LazyTooltip
          label={cannotRemove ?? t('teams.removeFor', { variation: child.value })}
          withinPortal
          multiline
          w={240}
        >
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={remove}
            loading={removeChild.isPending}
            disabled={cannotRemove !== null}
            aria-label={t('teams.removeFor', { variation: child.value })}
            aria-describedby={cannotRemove ? `cannot-remove-${child.id}` : undefined}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </LazyTooltip>
        {cannotRemove ? (
          <span id={`cannot-remove-${child.id}`} hidden>
            {cannotRemove}
          </span>
        ) : null}
      </Group>
      {error ? (
        <Text size={3} style={{ color: 'var(--mantine-color-error)' }}>
          {error}
        </Text>
      ) : null}
    </li>
  );
}
