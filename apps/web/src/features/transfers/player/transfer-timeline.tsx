import { Timeline } from '@mantine/core';
import { isTransferEnded, type Transfer, type TransferTimelineStep } from '@mywru/shared';
import { IconArrowsExchange, IconCheck, IconHourglassHigh, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Heading, Text } from '../../../components';
import type { ConsentSubject } from '../../../entities/consent';
import { formatDateTime, formatDay } from '../../../components/format-date';
import { TransferStateBadge, transferStateOfWire } from './transfer-state';

const ENDS_BADLY = new Set<TransferTimelineStep['step']>([
  'player_cancelled',
  'organisation_objected',
  'union_rejected',
]);

function bulletOf(step: TransferTimelineStep['step']) {
  if (step === 'created') return <IconArrowsExchange size={14} aria-hidden />;
  if (ENDS_BADLY.has(step)) return <IconX size={14} aria-hidden />;
  return <IconCheck size={14} aria-hidden />;
}

/**
 * A transfer's timeline, oldest first: requested, the player's or guardian's answer, the sending
 * club's, the WRU's, each with its date (and the reason of an objection or a rejection); then where
 * it stands now in words and, while the sending club may still object, when that window closes.
 */
export function TransferTimeline({ transfer, subject }: { transfer: Transfer; subject: ConsentSubject }) {
  const { t } = useTranslation('transfers');
  const organisationOf = (step: TransferTimelineStep['step']) =>
    step === 'created' ? transfer.toOrganisationValue : transfer.fromOrganisationValue;
  const isEnded = isTransferEnded(transferStateOfWire(transfer.state));
  return (
    <section aria-labelledby="transfer-timeline-heading">
      <Heading order={2} level={6} id="transfer-timeline-heading" mb="sm">
        {t('player.timeline.title')}
      </Heading>
      <Timeline
        active={isEnded ? transfer.timeline.length - 1 : transfer.timeline.length}
        bulletSize={24}
        lineWidth={2}
        color="green"
        aria-label={t('player.timeline.label')}
      >
        {transfer.timeline.map((item) => (
          <Timeline.Item
            key={item.step}
            bullet={bulletOf(item.step)}
            color={ENDS_BADLY.has(item.step) ? 'red' : undefined}
            title={
              <Text component="span" fw={600} size={3} data-testid={`transfer-step-${item.step}`}>
                {t(`player.timeline.steps.${item.step}`, { organisation: organisationOf(item.step) })}
              </Text>
            }
          >
            <Text size={4} component="span" style={{ display: 'block' }}>
              {t('player.timeline.on', { date: formatDay(item.on) })}
            </Text>
            {item.reason ? (
              <Text size={3} component="span" style={{ display: 'block', whiteSpace: 'pre-line' }}>
                {t('player.timeline.reason', { reason: item.reason })}
              </Text>
            ) : null}
          </Timeline.Item>
        ))}
        {isEnded ? null : (
          <Timeline.Item
            bullet={<IconHourglassHigh size={14} aria-hidden />}
            color="blue"
            title={
              <Text component="span" fw={600} size={3} aria-current="step">
                {t('player.timeline.now')}
              </Text>
            }
          >
            <StateNow transfer={transfer} subject={subject} />
          </Timeline.Item>
        )}
      </Timeline>
      {isEnded ? (
        <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
          <StateNow transfer={transfer} subject={subject} />
        </div>
      ) : null}
    </section>
  );
}

/** Where the transfer stands, as a badge and a sentence addressed to the reader: the player, or the guardian. */
function StateNow({ transfer, subject }: { transfer: Transfer; subject: ConsentSubject }) {
  const { t } = useTranslation('transfers');
  const state = transferStateOfWire(transfer.state);
  const words = {
    ...subject,
    organisation: state === 'completed' ? transfer.toOrganisationValue : transfer.fromOrganisationValue,
    team: transfer.toTeamValue,
    date: transfer.objectionWindowClosesAt ? formatDateTime(transfer.objectionWindowClosesAt) : '',
  };
  return (
    <div data-testid="transfer-state-now">
      <TransferStateBadge state={state} />
      <Text size={3} mt={4}>
        {t(`player.stateDescriptions.${state}`, words)}
      </Text>
    </div>
  );
}
