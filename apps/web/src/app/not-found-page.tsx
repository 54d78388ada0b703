import { Button, Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Heading, Text } from '../components';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <Container component="main" id="main" size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Heading order={1} level={3}>
          {t('notFound.title')}
        </Heading>
        <Text>{t('notFound.message')}</Text>
        <Button component={Link} to="/">
          {t('notFound.goHome')}
        </Button>
      </Stack>
    </Container>
  );
}
