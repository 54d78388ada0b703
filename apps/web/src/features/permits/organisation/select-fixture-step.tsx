import { Button, Group, Radio, Stack, Tabs } from '@mantine/core';
import { isBeforeKickOff, type PermitFixture } from '@mywru/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorAlert, LoadingOverlay, Text } from '../../../components';
import { LoadMoreButton } from '../../../components/load-more-button';
import { StatusBadge } from '../../../components/status-badge';
import { usePermitFixtures, type PermitFixtureWhen } from '../api/permit-fixtures';
import { formatKickOff, useFixtureName } from '../permit-names';

export interface SelectFixtureStepProps {
  organisationId: number;
  wruId: number;
  fromOrganisationId: number;
  playerName: string;
  fixture: PermitFixture | null;
  onFixture: (fixture: PermitFixture) => void;
  onBack: () => void;
  onContinue: () => void;
}

/** Whether a fixture may be chosen: not claimed by a referee, and not kicked off (the API refuses both). */
export function isFixtureSelectable(fixture: PermitFixture, now = new Date()): boolean {
  return !fixture.hasReferee && isBeforeKickOff(fixture.date, now);
}

/**
 * Select Fixture: the receiving organisation's fixtures the player may play on a permit, in the tabs
 * Upcoming (soonest first) and Previous (latest first), 3 shown and 3 more per 'Load More'. A claimed
 * fixture shows as Claimed and cannot be chosen; nor can one that has kicked off.
 */
export function SelectFixtureStep(props: SelectFixtureStepProps) {
  const { t } = useTranslation('permits', { keyPrefix: 'organisation.create.fixture' });
  const { t: tCreate } = useTranslation('permits', { keyPrefix: 'organisation.create' });
  const [tab, setTab] = useState<PermitFixtureWhen>('upcoming');
  const [error, setError] = useState<string | null>(null);

  const next = () => {
    if (!props.fixture) {
      setError(t('required'));
      return;
    }
    props.onContinue();
  };

  return (
    <Stack gap="md">
      <Text>{t('intro', { name: props.playerName })}</Text>
      <Tabs
        value={tab}
        onChange={(value) => setTab(value === 'previous' ? 'previous' : 'upcoming')}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('tabsLabel')}>
          <Tabs.Tab value="upcoming">{t('upcoming')}</Tabs.Tab>
          <Tabs.Tab value="previous">{t('previous')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upcoming" pt="md">
          <FixtureList
            {...props}
            when="upcoming"
            error={error}
            onFixture={(fixture) => {
              setError(null);
              props.onFixture(fixture);
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="previous" pt="md">
          <FixtureList
            {...props}
            when="previous"
            error={error}
            onFixture={(fixture) => {
              setError(null);
              props.onFixture(fixture);
            }}
          />
        </Tabs.Panel>
      </Tabs>
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={props.onBack}>
          {tCreate('back')}
        </Button>
        <Button onClick={next}>{tCreate('continue')}</Button>
      </Group>
    </Stack>
  );
}

function FixtureList({
  organisationId,
  wruId,
  fromOrganisationId,
  fixture: chosen,
  onFixture,
  when,
  error,
}: SelectFixtureStepProps & { when: PermitFixtureWhen; error: string | null }) {
  const { t } = useTranslation('permits', { keyPrefix: 'organisation.create.fixture' });
  const fixtureName = useFixtureName();
  const list = usePermitFixtures({ organisationId, wruId, fromOrganisationId, when });
  const fixtures = list.data?.pages.flatMap((page) => page.items) ?? [];
  const now = new Date();

  if (list.isPending) return <LoadingOverlay />;
  if (list.isError) return <ErrorAlert>{t('loadError')}</ErrorAlert>;
  if (fixtures.length === 0)
    return (
      <EmptyState title={t('empty')} description={when === 'upcoming' ? t('emptyUpcoming') : t('emptyPrevious')} />
    );

  return (
    <Stack gap="sm">
      {when === 'previous' ? <Text size={3}>{t('previousNote')}</Text> : null}
      <Radio.Group
        label={t('choose')}
        value={chosen ? String(chosen.fixtureId) : null}
        onChange={(value) => {
          const fixture = fixtures.find((item) => String(item.fixtureId) === value);
          if (fixture) onFixture(fixture);
        }}
        error={error}
        required
      >
        <Stack gap="xs" mt="xs">
          {fixtures.map((fixture) => {
            const kickOff = formatKickOff(fixture.date);
            const selectable = isFixtureSelectable(fixture, now);
            return (
              <Radio
                key={fixture.fixtureId}
                value={String(fixture.fixtureId)}
                disabled={!selectable}
                label={
                  <Group gap="xs" component="span">
                    <span>{fixtureName(fixture)}</span>
                    {fixture.hasReferee ? <StatusBadge tone="neutral">{t('claimed')}</StatusBadge> : null}
                    {!fixture.hasReferee && !selectable ? (
                      <StatusBadge tone="neutral">{t('kickedOff')}</StatusBadge>
                    ) : null}
                  </Group>
                }
                description={
                  <Stack gap={0} component="span">
                    <span>{t('kickOff', { date: kickOff.day, time: kickOff.time })}</span>
                    <span>{fixture.competitionName}</span>
                    {fixture.venue ? <span>{t('venue', { venue: fixture.venue })}</span> : null}
                    {fixture.hasReferee ? <span>{t('claimedHint')}</span> : null}
                  </Stack>
                }
              />
            );
          })}
        </Stack>
      </Radio.Group>
      <LoadMoreButton pages={list} label={t('loadMore')} />
    </Stack>
  );
}
