import { Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ageOn, type OrganisationType, type Person, type TeamCard } from '@mywru/shared';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorAlert, LoadingOverlay, Text, useAnnouncement } from '../../../components';
import { StatusBadge } from '../../../components/status-badge';
import { useTeamParents } from './api/team-parents';
import { useGameFormatLabel } from '../../../entities/game-format';
import { useSexLabels } from '../../../entities/sex';
import { useLookupNames } from '../../../lib/lookup-names';
import { teamFilterGroup, type SubjectOptions } from '../registration-subject';
import { restrictionText } from '../restriction-text';
import { RestrictionNotice } from './way-to-play-step';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/search';

/** Search inputs wait this long after the last key (spec section 5). */

function TeamCardView({
  card,
  subject,
  onChoose,
}: {
  card: TeamCard;
  subject: SubjectOptions;
  onChoose: (card: TeamCard) => void;
}) {
  const { t } = useTranslation('registrations');
  const gameFormatLabel = useGameFormatLabel();
  const sexLabels = useSexLabels();
  const lookup = useLookupNames();
  const team = lookup.name(card.team, card.teamCy);
  const isRestricted = card.restricted !== null;
  return (
    <Paper component="li" p="md" radius="md" withBorder>
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap={4}>
          <Text fw={600} size={1} component="h3" style={{ margin: 0 }}>
            {team}
          </Text>
          <Text size={3}>{card.organisation.name}</Text>
          <Group gap={6}>
            <StatusBadge tone="neutral">{gameFormatLabel(card.gameFormat.name)}</StatusBadge>
            <StatusBadge tone="neutral">{sexLabels.ofValue(card.sex?.value)}</StatusBadge>
          </Group>
          {card.eligibility === 'one-up' && !isRestricted ? <Text size={4}>{t('player.oneUp', subject)}</Text> : null}
          {card.restricted ? (
            <RestrictionNotice>{restrictionText(t, card.restricted, subject)}</RestrictionNotice>
          ) : null}
        </Stack>
        <Group justify="flex-end">
          <Button
            onClick={() => onChoose(card)}
            disabled={isRestricted}
            aria-label={t('player.chooseTeam', { team, organisation: card.organisation.name })}
          >
            {t('actions.select')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The order teams are listed in: those the person can join first (same grade, then one up), then the restricted ones. */
export function joinableFirst(cards: readonly TeamCard[]): TeamCard[] {
  const rank = (card: TeamCard) => (card.restricted ? 2 : card.eligibility === 'same' ? 0 : 1);
  return cards
    .map((card, index) => ({ card, index }))
    .sort((a, b) => rank(a.card) - rank(b.card) || a.index - b.index)
    .map(({ card }) => card);
}

export interface TeamStepProps {
  type: OrganisationType;
  /** The person being registered: their age grade and sex decide which teams the API offers. */
  person: Person;
  subject: SubjectOptions;
  onChoose: (card: TeamCard) => void;
  today?: Date;
}

/**
 * Step 4: the teams of the chosen way to play, 9 at a time, with a debounced search and 'Load
 * more'. It says whom the list is for ('Showing teams for women aged 19') and lists the teams the
 * person can join first.
 */
export function TeamStep({ type, person, subject, onChoose, today = new Date() }: TeamStepProps) {
  const { t } = useTranslation('registrations');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const teams = useTeamParents(type.id, person.wruId, debounced);
  const cards = joinableFirst(teams.data?.pages.flat() ?? []);
  useAnnouncement(
    teams.isSuccess
      ? cards.length === 0
        ? t('player.noTeams')
        : t('player.teamCount', { count: cards.length })
      : null,
    debounced,
  );

  return (
    <Stack gap="md">
      <TextInput
        label={t('player.searchTeams')}
        placeholder={t('player.searchTeamsPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        type="search"
      />
      {person.dob ? (
        <Text size={3} fw={600} data-testid="team-filter">
          {t(`player.filteredBy_${teamFilterGroup(person, today)}`, { age: ageOn(person.dob, today) })}
        </Text>
      ) : null}
      <div aria-busy={teams.isFetching}>
        {teams.isPending ? <LoadingOverlay /> : null}
        {teams.isError ? <ErrorAlert>{t('errors.loadTeams')}</ErrorAlert> : null}
        {teams.isSuccess && cards.length === 0 ? <EmptyState title={t('player.noTeams')} /> : null}
        {cards.length > 0 ? (
          <Stack gap="sm">
            <Text size={3}>{t('player.teamCount', { count: cards.length })}</Text>
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="md"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {cards.map((card) => (
                <TeamCardView key={card.teamParentId} card={card} subject={subject} onChoose={onChoose} />
              ))}
            </SimpleGrid>
          </Stack>
        ) : null}
      </div>
      {teams.hasNextPage ? (
        <Group justify="center">
          <Button variant="outline" onClick={() => void teams.fetchNextPage()} loading={teams.isFetchingNextPage}>
            {t('actions.loadMore')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
