import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconBug, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BackButton, ErrorAlert, Heading, LoadingOverlay, Text } from '../../components';
import { NEW_TAB_LINK, OpensInNewTab } from '../../components/new-tab';
import { useAuth } from '../../lib/auth';
import { useRuntimeConfig } from '../../lib/runtime-config';

/** A `mailto:` link with a prefilled subject and body. */
export function faultReportLink(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The page the member came from, when it is one of ours. */
function previousPage(): string {
  try {
    const referrer = document.referrer ? new URL(document.referrer) : null;
    return referrer && referrer.origin === window.location.origin ? referrer.pathname : '';
  } catch {
    return '';
  }
}

/** Help & Support: the FAQ on the help site (new tab) and 'Report a fault' as a prefilled e-mail. */
export function SupportPage() {
  const { t } = useTranslation('support');
  const { user } = useAuth();
  const config = useRuntimeConfig();

  if (config.isPending) return <LoadingOverlay />;
  const supportEmail = config.data?.supportEmail ?? null;
  const body = [
    t('fault.memberId', { memberId: user?.memberId ?? '' }),
    t('fault.page', { page: previousPage() }),
    t('fault.whatHappened'),
    '',
  ].join('\n');

  return (
    <Stack gap="md" maw={720}>
      <Group>
        <BackButton to="/dashboard" />
      </Group>
      <Heading order={1} level={3}>
        {t('title')}
      </Heading>
      <Paper p={{ base: 'md', sm: 'lg' }} radius="md" withBorder>
        <Stack gap="md">
          <Text>{t('intro')}</Text>
          <Group gap="sm">
            {config.data ? (
              <Button
                component="a"
                href={config.data.helpSiteUrl}
                {...NEW_TAB_LINK}
                rightSection={<IconExternalLink size={18} aria-hidden />}
              >
                {t('faq')}
                <OpensInNewTab />
              </Button>
            ) : null}
            {supportEmail ? (
              <Button component="a" variant="outline" href={faultReportLink(supportEmail, t('fault.subject'), body)} leftSection={<IconBug size={18} aria-hidden />}>
                {t('reportFault')}
              </Button>
            ) : null}
          </Group>
          {supportEmail ? <Text size={3}>{t('faultHint', { email: supportEmail })}</Text> : <ErrorAlert>{t('noEmail')}</ErrorAlert>}
        </Stack>
      </Paper>
    </Stack>
  );
}
