import { Group, SimpleGrid, Stack, UnstyledButton } from '@mantine/core';
import { IconCertificate, IconShieldCheck, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackButton, Heading, Text } from '../../components';

function HubCard({
  to,
  icon,
  title,
  description,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  description: string;
}) {
  return (
    <UnstyledButton
      component={Link}
      to={to}
      p="lg"
      style={{
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 12,
        background: 'var(--mantine-color-white)',
        display: 'block',
      }}
    >
      <Stack gap="xs">
        {icon}
        <Text fw={600} size={1} component="span">
          {title}
        </Text>
        <Text size={3} component="span">
          {description}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}

/** Your Participation (/participation): cards to qualifications, DBS and roles. */
export function ParticipationPage() {
  const { t } = useTranslation('participation');
  const iconProps = { size: 32, 'aria-hidden': true, color: 'var(--mantine-color-red-7)' } as const;
  return (
    <Stack gap="md" maw={880}>
      <Group>
        <BackButton to="/dashboard" />
      </Group>
      <Heading order={1} level={3}>
        {t('hub.title')}
      </Heading>
      <Text>{t('hub.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <HubCard
          to="/qualifications"
          icon={<IconCertificate {...iconProps} />}
          title={t('hub.qualifications')}
          description={t('hub.qualificationsDescription')}
        />
        <HubCard
          to="/participation/dbs"
          icon={<IconShieldCheck {...iconProps} />}
          title={t('hub.dbs')}
          description={t('hub.dbsDescription')}
        />
        <HubCard
          to="/participation/roles"
          icon={<IconUsersGroup {...iconProps} />}
          title={t('hub.roles')}
          description={t('hub.rolesDescription')}
        />
      </SimpleGrid>
    </Stack>
  );
}
