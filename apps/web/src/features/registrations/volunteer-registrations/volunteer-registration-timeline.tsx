import { Timeline } from '@mantine/core';
import { volunteerTimeline, type VolunteerApplication } from '@mywru/shared';
import { IconCheck, IconClock, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Text } from '../../../components';

/** A volunteer application's steps: submitted, WRU check, club decision, final, DBS check (each only when required). */
export function VolunteerTimeline({ application }: { application: VolunteerApplication }) {
  const { t } = useTranslation('track');
  const steps = volunteerTimeline(application);
  // The last step reached (done or declined) before the first pending one.
  const firstPending = steps.findIndex((step) => step.state === 'pending');
  const active = firstPending === -1 ? steps.length - 1 : Math.max(0, firstPending - 1);
  return (
    <Timeline active={active} bulletSize={24} lineWidth={2} color="green">
      {steps.map((step) => {
        const bullet =
          step.state === 'declined' ? (
            <IconX size={14} aria-hidden />
          ) : step.state === 'done' ? (
            <IconCheck size={14} aria-hidden />
          ) : (
            <IconClock size={14} aria-hidden />
          );
        return (
          <Timeline.Item
            key={step.key}
            bullet={bullet}
            color={step.state === 'declined' ? 'red' : undefined}
            lineVariant={step.state === 'pending' ? 'dashed' : 'solid'}
            title={
              <Text component="span" fw={600} size={3} data-testid={`volunteer-step-${step.key}`}>
                {t(`volunteer.steps.${step.key}`)}
              </Text>
            }
          >
            <Text size={4} component="span">
              {t(`volunteer.states.${step.state}`)}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
