import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackButton } from './back-button';
import { Heading } from './heading';
import { Text } from './text';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Where the back button goes; no back button without it. */
  backTo?: string;
  backLabel?: string;
}

/** A page's back button, title (the page's h1) and optional subtitle. */
export function PageHeader({ title, subtitle, backTo, backLabel }: PageHeaderProps) {
  return (
    <Stack gap="xs" align="flex-start">
      {backTo ? <BackButton to={backTo} label={backLabel} /> : null}
      <Heading order={1} level={3}>
        {title}
      </Heading>
      {subtitle ? <Text size={2}>{subtitle}</Text> : null}
    </Stack>
  );
}
