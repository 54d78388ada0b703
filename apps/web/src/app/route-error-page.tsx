import { Code, Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Heading } from '../components/heading';
import { Text } from '../components/text';

export interface ErrorDescription {
  message: string;
  stack: string | null;
}

/** What the error screen shows: the message (or 'status statusText' for route responses) and any stack. */
export function describeRouteError(error: unknown): ErrorDescription {
  if (isRouteErrorResponse(error)) return { message: `${error.status} ${error.statusText}`.trim(), stack: null };
  if (error instanceof Error) return { message: error.message, stack: error.stack ?? null };
  if (typeof error === 'string') return { message: error, stack: null };
  return { message: JSON.stringify(error) ?? String(error), stack: null };
}

export function RouteErrorPage() {
  const { t } = useTranslation('common');
  const { message, stack } = describeRouteError(useRouteError());
  return (
    <Container component="main" id="main" size="md" py="xl">
      <Stack gap="md">
        <Heading order={1} level={4}>
          {t('error.unexpected')}
        </Heading>
        <Text component="h2" fw={600} style={{ fontStyle: 'italic' }}>
          {message}
        </Text>
        {stack ? (
          <Code block component="pre" style={{ whiteSpace: 'pre-wrap' }}>
            {stack}
          </Code>
        ) : null}
      </Stack>
    </Container>
  );
}
