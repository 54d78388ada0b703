// Mantine's sheets beyond the landing page's, before this frame's own (decision 035).
import './styles-rest.css';
import { Button, Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BetaBanner } from '../components/beta-banner';
import { Heading } from '../components/heading';
import { LoadingOverlay } from '../components/loading-overlay';
import { Text } from '../components/text';
import { useAuth } from '../lib/auth';
import { AppLayout } from './app-layout';

/** What the not-found page says, with Go Home (the landing page, or the dashboard for a signed-in member). */
function NotFoundMessage({ home }: { home: string }) {
  const { t } = useTranslation('common');
  return (
    <Stack align="center" ta="center" gap="md" py={{ base: 'xl', sm: 60 }}>
      <Heading order={1} level={3}>
        {t('notFound.title')}
      </Heading>
      <Text>{t('notFound.message')}</Text>
      <Button component={Link} to={home}>
        {t('notFound.goHome')}
      </Button>
    </Stack>
  );
}

/** The not-found page of a signed-out visitor: no signed-in chrome. */
export function NotFoundPage() {
  return (
    <>
      <BetaBanner />
      <Container component="main" id="main" size="sm" py={20}>
        <NotFoundMessage home="/" />
      </Container>
    </>
  );
}

/** Unknown paths: a signed-in member keeps the header and navigation; anyone else sees the plain page. */
export function NotFoundRoute() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <LoadingOverlay fullPage />;
  if (!isAuthenticated) return <NotFoundPage />;
  return (
    <AppLayout>
      <NotFoundMessage home="/dashboard" />
    </AppLayout>
  );
}
