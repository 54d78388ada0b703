import { Code, Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Heading } from '../components/heading';
import { Text } from '../components/text';

export interface ErrorDescription {
  message: string;
  stack: string | null;
}

/** What the error screen shows of a thrown value: its message and any stack. */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof Error) return { message: error.message, stack: error.stack ?? null };
  if (typeof error === 'string') return { message: error, stack: null };
  return { message: JSON.stringify(error) ?? String(error), stack: null };
}

/**
 * 'Unexpected Application Error!', the message and any stack: the router's error page and the
 * landing page's root (which has no router, decision 035) show the same screen.
 */
export function ErrorScreen({ message, stack }: ErrorDescription) {
  const { t } = useTranslation('common');
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
