import { Group, Paper, Stack, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Heading } from './heading';
import { StatusBadge } from './status-badge';
import { Text } from './text';
import classes from './nav-card.module.css';

export interface NavCardProps {
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Where the card goes; without it the card is shown disabled with `disabledLabel`. */
  to?: string;
  /** The badge of a disabled card (e.g. 'Coming soon'). */
  disabledLabel?: ReactNode;
  /** What waits behind the card (e.g. counts), under its description. */
  badges?: ReactNode;
  testId?: string;
}

/** A card linking to a page, or a disabled card with a badge when it has nowhere to go yet. */
export function NavCard({ icon, title, description, to, disabledLabel, badges, testId }: NavCardProps) {
  const content = (
    <Group wrap="nowrap" align="flex-start" gap="md">
      <span className={classes.icon}>{icon}</span>
      <Stack gap={4} style={{ flex: 1 }}>
        <Group gap="xs">
          <Heading order={2} level={7}>
            {title}
          </Heading>
          {to === undefined && disabledLabel ? <StatusBadge tone="neutral">{disabledLabel}</StatusBadge> : null}
        </Group>
        {description ? <Text size={3}>{description}</Text> : null}
        {badges}
      </Stack>
    </Group>
  );
  if (to === undefined) {
    return (
      <Paper
        p="md"
        radius="md"
        withBorder
        className={classes.card}
        data-disabled
        aria-disabled="true"
        data-testid={testId}
      >
        {content}
      </Paper>
    );
  }
  return (
    <Paper radius="md" withBorder className={classes.card} data-testid={testId}>
      <UnstyledButton component={Link} to={to} className={classes.action}>
        {content}
      </UnstyledButton>
    </Paper>
  );
}
