import { Alert, Container, Paper, Stack } from '@mantine/core';
import { UNION_TIME_ZONE, type OutboxMessage } from '@mywru/shared';
import { IconInfoCircle, IconMailbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorAlert, Heading, LoadingOverlay, Text } from '../../components';
import { PageHeader } from '../../components/page-header';
import { isPermissionRefusal } from '../../lib/api-client';
import { useOutbox } from './api/outbox';
import { MessageText } from './message-text';

function sentAt(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { timeZone: UNION_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * The outbox (Union Administrator only): on a server with no SMTP server configured, every e-mail
 * the portal would send is kept here instead, newest first, links included. Where SMTP is
 * configured, the page says there is no outbox.
 */
export function OutboxPage() {
  const { t } = useTranslation('union-outbox');
  const outbox = useOutbox();

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <PageHeader title={t('title')} backTo="/union" />
        {outbox.isPending ? (
          <LoadingOverlay />
        ) : outbox.isError ? (
          <ErrorAlert>{isPermissionRefusal(outbox.error) ? t('permission') : t('loadError')}</ErrorAlert>
        ) : !outbox.data.isKept ? (
          <Alert icon={<IconInfoCircle aria-hidden />} title={t('smtp.title')}>
            {t('smtp.body')}
          </Alert>
        ) : (
          <>
            <Alert icon={<IconInfoCircle aria-hidden />} title={t('kept.title')}>
              {t('kept.body')}
            </Alert>
            {outbox.data.messages.length === 0 ? (
              <EmptyState
                title={t('empty')}
                icon={<IconMailbox size={40} aria-hidden color="var(--mantine-color-gray-6)" />}
              />
            ) : (
              <Stack gap="md">
                <Text size={3}>{t('shown', { count: outbox.data.messages.length })}</Text>
                {outbox.data.messages.map((message) => (
                  <Message key={message.id} message={message} />
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}

function Message({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation('union-outbox');
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={message.subject}>
      <Heading order={2} level={7}>
        {message.subject}
      </Heading>
      <Text size={3}>
        {t('to', { to: message.to })} · <time dateTime={message.createdAt}>{sentAt(message.createdAt)}</time>
      </Text>
      <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
        <MessageText text={message.text} />
      </div>
    </Paper>
  );
}
