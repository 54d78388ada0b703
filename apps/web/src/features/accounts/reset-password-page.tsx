import { Alert, Button, Paper, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, Heading, LoadingOverlay, Text, useAnnounce } from '../../components';
import { useAuth } from '../../lib/auth';
import { usePerson } from '../../entities/person';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useRequestPasswordChange } from './api/change-password';

/** Reset Password: e-mails the signed-in person a link to set a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation(['account', 'common']);
  const { user } = useAuth();
  const person = usePerson(user?.memberId ?? null);
  const config = useRuntimeConfig();
  const change = useRequestPasswordChange();
  const announce = useAnnounce();

  if (config.isPending || (person.isPending && person.fetchStatus !== 'idle')) return <LoadingOverlay />;

  const email = person.data?.email ?? user?.email ?? null;
  const clientId = config.data?.oidcClientId;

  return (
    <Stack gap="md" maw={640}>
      <Heading order={1} level={3}>
        {t('resetPassword.title')}
      </Heading>
      {!email ? (
        <ErrorAlert>{t('resetPassword.noEmail')}</ErrorAlert>
      ) : (
        <Paper p="lg" radius="md" withBorder>
          <Stack gap="md">
            <Text>{t('resetPassword.explanation')}</Text>
            <Text fw={600} data-testid="reset-email" style={{ overflowWrap: 'anywhere' }}>
              {email}
            </Text>
            {change.isSuccess ? (
              <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
                <Text>{t('resetPassword.sent')}</Text>
              </Alert>
            ) : (
              <Button
                onClick={() =>
                  clientId && change.mutate({ clientId, email }, { onSuccess: () => announce(t('resetPassword.sent')) })
                }
                loading={change.isPending}
                disabled={!clientId}
                loaderProps={{ 'aria-label': t('resetPassword.sending') } as object}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('resetPassword.send')}
              </Button>
            )}
            {change.isError || config.isError ? <ErrorAlert>{t('resetPassword.failed')}</ErrorAlert> : null}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
