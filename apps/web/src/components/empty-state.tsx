import { Stack } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Heading } from './heading';
import { Text } from './text';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}

/** The one empty state: an icon, the spec's wording and an optional action. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      {icon ?? <IconInbox size={40} aria-hidden color="var(--mantine-color-gray-6)" />}
      <Heading order={3} level={6}>
        {title}
      </Heading>
      {description ? <Text size={3}>{description}</Text> : null}
      {action}
    </Stack>
  );
}
