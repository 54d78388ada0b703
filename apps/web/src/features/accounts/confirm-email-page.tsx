import { Alert, Button, Container, Group, Paper, Stack } from '@mantine/core';
import { messages } from '@mywru/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BrandMark, ErrorAlert, Heading, LoadingOverlay, Text, useAnnouncement } from '../../components';
import { ApiError } from '../../lib/api-client';
import { useConfirmEmailChange } from './api/confirm-email-change';

/** Why a link did not work, by the API's code, as the page says it. */
const FAILURE_KEYS: Record<string, string> = {
  link_expired: 'confirmEmail.expired',
  link_used: 'confirmEmail.used',
  link_superseded: 'confirmEmail.superseded',
  not_found: 'confirmEmail.invalid',
};

/**
 * The page a confirmation link opens (`/confirm-email/:token`): it follows the link at once, signed in
 * or not, asking nothing more, and says plainly what happened.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation('account');
  const { token = '' } = useParams();
  const confirmation = useConfirmEmailChange(token);
  const code = confirmation.error instanceof ApiError ? confirmation.error.code : null;
  useAnnouncement(
    confirmation.isSuccess
      ? [
          t('confirmEmail.doneTitle'),
          t('confirmEmail.done', { email: confirmation.data.email }),
          t('confirmEmail.signedOut'),
        ].join(' ')
      : null,
  );

  return (
    <Container component="main" id="main" size="sm" py={{ base: 'lg', sm: 64 }}>
      <Paper p={{ base: 'md', sm: 'xl' }} radius="md" withBorder>
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <BrandMark size={32} />
            <Heading order={1} level={3}>
              {t('confirmEmail.title')}
            </Heading>
          </Group>
          {confirmation.isPending ? (
            <LoadingOverlay />
          ) : confirmation.isSuccess ? (
            <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
              <Stack gap="xs">
                <Text fw={700}>{t('confirmEmail.doneTitle')}</Text>
                <Text>{t('confirmEmail.done', { email: confirmation.data.email })}</Text>
                <Text>{t('confirmEmail.signedOut')}</Text>
              </Stack>
            </Alert>
          ) : (
            <ErrorAlert title={t('confirmEmail.failedTitle')}>
              {code === 'duplicate_email'
                ? messages.duplicateEmail
                : t(FAILURE_KEYS[code ?? ''] ?? 'confirmEmail.failed')}
            </ErrorAlert>
          )}
          {confirmation.isPending ? null : (
            <Button component={Link} to="/dashboard" style={{ alignSelf: 'flex-start' }}>
              {t('confirmEmail.continue')}
            </Button>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
