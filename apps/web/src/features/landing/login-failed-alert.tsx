import { Anchor, Button, List, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert';
import { NEW_TAB_LINK, OpensInNewTab } from '../../components/new-tab';
import { Text } from '../../components/text';

/** After a failed sign-in (the server sends the browser to `/?login=failed`): 'Login failed' and what to do next. */
export function LoginFailedAlert({ onTryAgain, helpUrl }: { onTryAgain: () => void; helpUrl: string | undefined }) {
  const { t } = useTranslation(['landing', 'common']);
  return (
    <ErrorAlert title={t('common:error.signInFailed')} mt="lg">
      <Stack gap="xs" align="flex-start">
        <Text size={3}>{t('loginFailed.message')}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('loginFailed.forgotPassword')}</List.Item>
          <List.Item>
            {t('loginFailed.stillStuck')}{' '}
            {helpUrl ? (
              <Anchor href={helpUrl} {...NEW_TAB_LINK} fz="sm" c="inherit" underline="always">
                {t('cta.help')}
                <OpensInNewTab />
              </Anchor>
            ) : (
              t('cta.help')
            )}
          </List.Item>
        </List>
        <Button size="sm" onClick={onTryAgain}>
          {t('loginFailed.tryAgain')}
        </Button>
      </Stack>
    </ErrorAlert>
  );
}
