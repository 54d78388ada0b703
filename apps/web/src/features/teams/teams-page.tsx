import { Button, Container, Stack, Table, VisuallyHidden } from '@mantine/core';
import type { OrganisationTeam } from '@mywru/shared';
import { IconShirtSport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState, ErrorAlert, LoadingOverlay } from '../../components';
import { TableScrollRegion } from '../../components/table-scroll-region';
import { PageHeader } from '../../components/page-header';
import { RegistrationsToggle } from '../../entities/team-parent';
import { useGameFormatLabel } from '../../entities/game-format';
import { useSexLabels } from '../../entities/sex';
import { SuccessNotice } from '../../components/success-notice';
import { useOrganisationTeams, useSetTeamRegistration } from './api/teams';
import { isPermissionRefusal } from '../../lib/api-client';
import { useLookupNames } from '../../lib/lookup-names';

/**
 * Manage Teams: the organisation's teams, each with a registrations toggle (confirmed before it is
 * sent, then announced) and a link to its players.
 */
export function TeamsPage() {
  const { t } = useTranslation('organisation-teams');
  const { t: tCommon } = useTranslation('common');
  const organisationId = Number(useParams().organisationId);
  const teams = useOrganisationTeams(organisationId);
  const setTeamRegistration = useSetTeamRegistration(organisationId);
  const gameFormatLabel = useGameFormatLabel();
  const sexLabels = useSexLabels();
  const lookup = useLookupNames();
  /** The team's name in the page's language. */
  const teamName = (team: OrganisationTeam) => lookup.name(team.name, team.nameCy);
  /** Toggle values, by team id, as last answered by the server, until the list is fetched again. */
  const [overrides, setOverrides] = useState<Record<number, boolean>>({});
  const [pending, setPending] = useState<Record<number, boolean>>({});
  const [toggleError, setToggleError] = useState(false);
  const [changed, setChanged] = useState<{ team: string; value: boolean } | null>(null);

  const toggle = async (team: OrganisationTeam, value: boolean) => {
    const previous = overrides[team.id] ?? team.enableRegistrations;
    setToggleError(false);
    setChanged(null);
    setOverrides((current) => ({ ...current, [team.id]: value }));
    setPending((current) => ({ ...current, [team.id]: true }));
    try {
      const state = await setTeamRegistration.mutateAsync({ params: { id: team.id }, body: { value } });
      setOverrides((current) => ({ ...current, [team.id]: state.enableRegistrations }));
      setChanged({ team: teamName(team), value: state.enableRegistrations });
    } catch {
      setOverrides((current) => ({ ...current, [team.id]: previous }));
      setToggleError(true);
    } finally {
      setPending((current) => ({ ...current, [team.id]: false }));
    }
  };

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <PageHeader title={t('title')} subtitle={t('subtitle')} backTo={`/organisation/${organisationId}`} />
        {teams.isPending ? (
          <LoadingOverlay />
        ) : teams.isError ? (
          <ErrorAlert>{isPermissionRefusal(teams.error) ? t('permission') : t('loadError')}</ErrorAlert>
        ) : teams.data.length === 0 ? (
          <EmptyState
            title={t('empty')}
            icon={<IconShirtSport size={40} aria-hidden color="var(--mantine-color-gray-6)" />}
          />
        ) : (
          <>
            <SuccessNotice
              message={
                changed
                  ? tCommon(changed.value ? 'registrationsToggle.opened' : 'registrationsToggle.closed', {
                      team: changed.team,
                    })
                  : null
              }
            />
            {toggleError ? (
              <ErrorAlert withCloseButton onClose={() => setToggleError(false)} closeButtonLabel={t('dismiss')}>
                {t('toggleError')}
              </ErrorAlert>
            ) : null}
            <TableScrollRegion label={t('tableLabel')} minWidth={720}>
              <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('tableLabel')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('columns.team')}</Table.Th>
                    <Table.Th scope="col">{t('columns.format')}</Table.Th>
                    <Table.Th scope="col">{t('columns.sex')}</Table.Th>
                    <Table.Th scope="col">{t('columns.players')}</Table.Th>
                    <Table.Th scope="col">{t('columns.variations')}</Table.Th>
                    <Table.Th scope="col">{t('columns.registrations')}</Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {teams.data.map((team) => {
                    const enabled = overrides[team.id] ?? team.enableRegistrations;
                    return (
                      <Table.Tr key={team.id}>
                        <Table.Th scope="row" fw={600}>
                          {teamName(team)}
                        </Table.Th>
                        <Table.Td>{gameFormatLabel(team.teamTemplate.gameFormat.name)}</Table.Td>
                        <Table.Td>{sexLabels.ofValue(team.sex.value.trim())}</Table.Td>
                        <Table.Td>{team.playerCount}</Table.Td>
                        <Table.Td>{team.teamChildren.map((child) => child.value).join(', ')}</Table.Td>
                        <Table.Td>
                          <RegistrationsToggle
                            team={teamName(team)}
                            checked={enabled}
                            disabled={pending[team.id] === true}
                            onConfirm={(value) => void toggle(team, value)}
                          />
                        </Table.Td>
                        <Table.Td>
                          <Button
                            component={Link}
                            to={`/organisation/${organisationId}/teams/${team.id}`}
                            size="xs"
                            variant="outline"
                            aria-label={t('viewFor', { team: teamName(team) })}
                          >
                            {t('view')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </TableScrollRegion>
          </>
        )}
      </Stack>
    </Container>
  );
}
