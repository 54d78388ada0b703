import { Timeline, VisuallyHidden } from '@mantine/core';
import { isReferred, playerTimelineStep, type PlayerApplication } from '@mywru/shared';
import { IconCheck, IconClock, IconHourglassHigh, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Text } from '../../../components';
import { RelativeTimeText } from '../relative-time-text';

export type PlayerTimelineKey = 'referred' | 'awaitingClub' | 'rejected' | 'approved' | 'decision';

interface Item {
  key: PlayerTimelineKey;
  at: string | null;
}

/**
 * The items of a player application's timeline and which is current: referred (step 0) when it
 * was referred, awaiting club (1), then the decision: rejected (2) or approved (3), else pending.
 */
export function playerTimelineItems(application: PlayerApplication): { items: Item[]; active: number } {
  const step = playerTimelineStep(application.status.value);
  const changedOn = (predicate: (value: string) => boolean) =>
    application.statusChanges.filter((change) => predicate(change.value)).at(-1)?.changedOn ?? null;
  const wasReferred =
    application.statusChanges.some((change) => isReferred(change.value)) || isReferred(application.status.value);
  const items: Item[] = [];
  if (wasReferred) items.push({ key: 'referred', at: changedOn(isReferred) });
  const reachedClub = step === 1 || application.statusChanges.some((change) => change.value === 'awaiting_org');
  if (reachedClub || !application.decidedByUnion)
    items.push({ key: 'awaitingClub', at: changedOn((value) => value === 'awaiting_org') });
  if (step === 2) items.push({ key: 'rejected', at: application.status.changedOn });
  else if (step === 3) items.push({ key: 'approved', at: application.status.changedOn });
  else items.push({ key: 'decision', at: null });
  const currentKey: PlayerTimelineKey =
    step === 0 ? 'referred' : step === 1 ? 'awaitingClub' : step === 2 ? 'rejected' : 'approved';
  return {
    items,
    active: Math.max(
      0,
      items.findIndex((item) => item.key === currentKey),
    ),
  };
}

/** Whether the union approved a referral: the application moved on from a referred status to the club. */
export function wasClearedByUnion(application: PlayerApplication): boolean {
  const values = application.statusChanges.map((change) => change.value);
  return values.some((value, index) => isReferred(value) && values[index + 1] === 'awaiting_org');
}

/**
 * A player application's progress as a Mantine timeline; a decision after a referral reads as the
 * WRU's, and a referral the WRU approved reads as cleared by it.
 */
export function PlayerTimeline({ application, now }: { application: PlayerApplication; now: Date }) {
  const { t } = useTranslation('track');
  const { items, active } = playerTimelineItems(application);
  const decider = application.decidedByUnion
    ? t('player.byUnion')
    : t('player.byClub', { organisation: application.organisationName });
  const title = (key: PlayerTimelineKey) => {
    if (key === 'approved') return t('player.steps.approved', { decider });
    if (key === 'rejected') return t('player.steps.rejected', { decider });
    if (key === 'referred' && wasClearedByUnion(application)) return t('player.steps.clearedByUnion');
    return t(`player.steps.${key}`);
  };
  return (
    <Timeline active={active} bulletSize={24} lineWidth={2} color={items[active]?.key === 'rejected' ? 'red' : 'green'}>
      {items.map((item, index) => {
        const isCurrent = index === active;
        // The current step is in progress until it is the decision itself: an hourglass, not a tick.
        const isInProgress = isCurrent && (item.key === 'referred' || item.key === 'awaitingClub');
        const bullet =
          item.key === 'rejected' ? (
            <IconX size={14} aria-hidden />
          ) : isInProgress ? (
            <IconHourglassHigh size={14} aria-hidden />
          ) : index <= active ? (
            <IconCheck size={14} aria-hidden />
          ) : (
            <IconClock size={14} aria-hidden />
          );
        return (
          <Timeline.Item
            key={item.key}
            bullet={bullet}
            color={isInProgress ? 'blue' : undefined}
            title={
              <Text
                component="span"
                fw={600}
                size={3}
                aria-current={isCurrent ? 'step' : undefined}
                data-testid={isCurrent ? 'current-step' : undefined}
              >
                {title(item.key)}
                {isCurrent ? <VisuallyHidden> ({t('currentStep')})</VisuallyHidden> : null}
              </Text>
            }
          >
            {isInProgress ? (
              <Text
                size={4}
                component="span"
                fw={600}
                style={{ display: 'block', color: 'var(--mantine-color-blue-9)' }}
              >
                {t('inProgress')}
              </Text>
            ) : null}
            {item.at && index <= active ? (
              <Text size={4} component="span">
                <RelativeTimeText at={item.at} now={now} />
              </Text>
            ) : null}
            {item.key === 'referred' ? (
              <Text size={4} component="span" style={{ display: 'block' }}>
                {t('player.referredHint')}
              </Text>
            ) : null}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
