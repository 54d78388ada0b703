import { Alert, Button, Group, Loader, Radio, Stack } from '@mantine/core';
import {
  SQUAD_SIZE_LIMIT,
  defaultFromTeamChild,
  seasonCountLevel,
  showsSquadSizeNotice,
  type TransferEligibilityItem,
  type TransferFromRole,
} from '@mywru/shared';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay, Text } from '../../../components';
import { useGameFormatLabel } from '../../../entities/game-format';
import { ApiError } from '../../../lib/api-client';
import { useReasonText } from '../../../lib/reason-text';
import { useOrganisationHub } from '../../../entities/organisation';
import { useTransferEligibility } from '../api/transfer-eligibility';
import { useTransferFromRoles } from '../api/transfer-from-roles';
import { useTransferSeasonCount } from '../api/transfer-season-count';
import { useTeamName } from '../team-name';
import { FocusedErrorAlert } from '../../../components/focused-error-alert';

/** The chosen to-team: the team parent and one of its variations (team children). */
export interface ToTeam {
  team: TransferEligibilityItem;
  child: TransferEligibilityItem['teamChildren'][number];
}

export interface SelectTeamsStepProps {
  organisationId: number;
  wruId: number;
  lastName: string;
  fromRole: TransferFromRole | null;
  toTeam: ToTeam | null;
  onFromRole: (role: TransferFromRole) => void;
  onToTeam: (team: ToTeam | null) => void;
  onBack: () => void;
  onContinue: () => void;
}

/** The registered role chosen first: the one whose team child is named '1st team', else the lowest id. */
export function defaultFromRole(roles: readonly TransferFromRole[]): TransferFromRole | null {
  const child = defaultFromTeamChild(roles.map((role) => role.roleDetails.teamChild));
  return child ? (roles.find((role) => role.roleDetails.teamChild.id === child.id) ?? null) : null;
}

/** A failed read in words: a refusal the API explains in its reason, else the step's own message. */
function useLoadErrorText() {
  const reasonText = useReasonText();
  return (error: unknown, fallback: string) =>
    error instanceof ApiError &&
    error.reason !== null &&
    error.status !== null &&
    error.status < 500 &&
    error.status !== 404
      ? reasonText(error)
      : fallback;
}

/**
 * Select Teams: the person's registered roles as from-teams (the '1st team' default), then this
 * organisation's team variations the person may join from that team, with the squad-size notice
 * and the season count of the chosen one. Continue waits for both teams and the count, and stays
 * disabled at the union's limit.
 */
export function SelectTeamsStep({
  organisationId,
  wruId,
  lastName,
  fromRole,
  toTeam,
  onFromRole,
  onToTeam,
  onBack,
  onContinue,
}: SelectTeamsStepProps) {
  const { t } = useTranslation('transfers', { keyPrefix: 'organisation.create.selectTeams' });
  const teamName = useTeamName();
  const { t: tCreate } = useTranslation('transfers', { keyPrefix: 'organisation.create' });
  const gameFormatLabel = useGameFormatLabel();
  const loadErrorText = useLoadErrorText();
  const roles = useTransferFromRoles(wruId, lastName, organisationId);
  const fromTeamChildId = fromRole?.roleDetails.teamChild.id ?? null;
  const eligibility = useTransferEligibility(wruId, lastName, organisationId, fromTeamChildId);
  const organisation = useOrganisationHub(organisationId);
  const count = useTransferSeasonCount(organisationId, toTeam?.child.id ?? null);

  // The default from-team is chosen as soon as the registered roles arrive.
  const fallback = roles.data && fromRole === null ? defaultFromRole(roles.data) : null;
  useEffect(() => {
    if (fallback) onFromRole(fallback);
  }, [fallback, onFromRole]);

  const level = count.data ? seasonCountLevel(count.data.count, count.data.maxTransferredPlayers) : null;
  const isCountReady = toTeam !== null && count.isSuccess && !count.isFetching;
  const canContinue = fromRole !== null && isCountReady && level !== 'limit';
  const needsTeams = fromRole === null || toTeam === null;

  const childrenOf = (items: TransferEligibilityItem[]) =>
    items.flatMap((team) => team.teamChildren.map((child) => ({ team, child })));

  return (
    <Stack gap="lg">
      {roles.isPending ? (
        <LoadingOverlay />
      ) : roles.isError ? (
        <FocusedErrorAlert message={loadErrorText(roles.error, t('fromTeamsError'))} />
      ) : roles.data.length === 0 ? (
        <Text>{t('noFromTeams')}</Text>
      ) : (
        <Radio.Group
          label={t('fromLegend')}
          description={t('fromDescription')}
          value={fromRole ? String(fromRole.roleDetails.teamChild.id) : null}
          onChange={(value) => {
            const role = roles.data.find((item) => String(item.roleDetails.teamChild.id) === value);
            if (!role) return;
            onFromRole(role);
            onToTeam(null);
          }}
        >
          <Stack gap="xs" mt="xs">
            {roles.data.map((role) => (
              <Radio
                key={role.roleDetails.teamChild.id}
                value={String(role.roleDetails.teamChild.id)}
                label={t('role', {
                  organisation: role.organisation,
                  team: teamName(
                    role.roleDetails.teamParent.teamTemplate.name,
                    role.roleDetails.teamParent.teamTemplate.nameCy,
                    role.roleDetails.teamChild.value,
                  ),
                })}
                description={gameFormatLabel(role.roleDetails.teamParent.gameFormat.name)}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}

      {fromRole === null ? null : eligibility.isPending ? (
        <LoadingOverlay />
      ) : eligibility.isError ? (
        <FocusedErrorAlert message={loadErrorText(eligibility.error, t('teamsError'))} />
      ) : childrenOf(eligibility.data).length === 0 ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} role="status">
          {t('noTeams', {
            format: gameFormatLabel(fromRole.roleDetails.teamParent.gameFormat.name),
            organisation: organisation.data?.name ?? t('thisOrganisation'),
          })}
        </Alert>
      ) : (
        <Radio.Group
          label={t('toLegend')}
          description={t('toDescription')}
          value={toTeam ? String(toTeam.child.id) : null}
          onChange={(value) =>
            onToTeam(childrenOf(eligibility.data).find(({ child }) => String(child.id) === value) ?? null)
          }
        >
          <Stack gap="xs" mt="xs">
            {childrenOf(eligibility.data).map(({ team, child }) => (
              <Radio
                key={child.id}
                value={String(child.id)}
                label={teamName(team.team, team.teamCy, child.value)}
                description={gameFormatLabel(team.gameFormat.name)}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}

      {toTeam &&
      showsSquadSizeNotice({ name: toTeam.team.team, ageGrade: toTeam.team.ageGrade }, toTeam.child.playerCount) ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('squadNotice', { limit: SQUAD_SIZE_LIMIT, count: toTeam.child.playerCount })}
        </Alert>
      ) : null}

      <div aria-live="polite">
        {toTeam === null ? null : count.isFetching ? (
          <Group gap="xs">
            <Loader size="xs" color="red" aria-hidden />
            <Text size={3}>{t('checkingCount')}</Text>
          </Group>
        ) : count.isError ? (
          <FocusedErrorAlert message={loadErrorText(count.error, t('seasonCountError'))} />
        ) : count.data && level === 'warning' ? (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {t('seasonWarning', { count: count.data.count, max: count.data.maxTransferredPlayers })}
          </Alert>
        ) : count.data && level === 'limit' ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {t('seasonLimit', { max: count.data.maxTransferredPlayers })}
          </Alert>
        ) : null}
      </div>

      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={onBack}>
          {tCreate('back')}
        </Button>
        <Group gap="sm" justify="flex-end">
          {needsTeams ? (
            <Text size={3} id="transfer-teams-hint">
              {t('continueHint')}
            </Text>
          ) : null}
          <Button
            onClick={onContinue}
            disabled={!canContinue}
            aria-describedby={needsTeams ? 'transfer-teams-hint' : undefined}
          >
            {tCreate('continue')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
