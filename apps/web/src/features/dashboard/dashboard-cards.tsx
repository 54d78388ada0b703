import { Badge, Group, Paper, SimpleGrid, Stack, UnstyledButton } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconChecklist,
  IconClipboardList,
  IconHelpCircle,
  IconKey,
  IconUserEdit,
  IconUserPlus,
  IconFlag,
  IconHistory,
  IconBuildingBank,
} from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Heading } from '../../components/heading';
import { Text } from '../../components/text';
import classes from '../../components/nav-card.module.css';

export type CardKey =
  | 'register'
  | 'track'
  | 'profile'
  | 'password'
  | 'support'
  | 'participation'
  | 'actions'
  | 'manageOrganisations'
  | 'union'
  | 'refereeing';

export const CARD_ICONS: Record<CardKey, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  register: IconUserPlus,
  track: IconClipboardList,
  profile: IconUserEdit,
  password: IconKey,
  support: IconHelpCircle,
  participation: IconHistory,
  actions: IconChecklist,
  manageOrganisations: IconBuildingCommunity,
  union: IconBuildingBank,
  refereeing: IconFlag,
};

/** Mobile groups (spec: Manage, Account, Support). */
export const CARD_GROUPS: Record<'manage' | 'account' | 'support', CardKey[]> = {
  manage: ['register', 'track', 'participation', 'actions', 'manageOrganisations', 'union', 'refereeing'],
  account: ['profile', 'password'],
  support: ['support'],
};

/** The desktop order, two columns. */
export const CARD_ORDER: CardKey[] = [
  'register',
  'track',
  'profile',
  'password',
  'support',
  'participation',
  'actions',
  'manageOrganisations',
  'union',
  'refereeing',
];

export type CardAction = { to: string } | { onClick: () => void } | { disabled: true };

function CardContent({ cardKey, badge, details }: { cardKey: CardKey; badge?: ReactNode; details?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const Icon = CARD_ICONS[cardKey];
  return (
    <Group wrap="nowrap" align="flex-start" gap="md">
      <span className={classes.icon}>
        <Icon size={26} aria-hidden />
      </span>
      <Stack gap={4} style={{ flex: 1 }}>
        <Group gap="xs">
          <Heading order={3} level={7}>
            {t(`cards.${cardKey}.title`)}
          </Heading>
          {badge}
        </Group>
        <Text size={3}>{t(`cards.${cardKey}.description`)}</Text>
        {details}
      </Stack>
    </Group>
  );
}

/** One dashboard card: a link, a button opening a modal, or a disabled 'Coming Soon' card; `details` below the description. */
export function DashboardCard({ cardKey, action, details }: { cardKey: CardKey; action: CardAction; details?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  if ('disabled' in action) {
    return (
      <Paper p="md" radius="md" withBorder className={classes.card} data-disabled aria-disabled="true" data-testid={`card-${cardKey}`}>
        <CardContent cardKey={cardKey} badge={<Badge color="gray" variant="light">{t('comingSoon')}</Badge>} />
      </Paper>
    );
  }
  const content = <CardContent cardKey={cardKey} details={details} />;
  return (
    <Paper radius="md" withBorder className={classes.card} data-testid={`card-${cardKey}`}>
      {'to' in action ? (
        <UnstyledButton component={Link} to={action.to} className={classes.action}>
          {content}
        </UnstyledButton>
      ) : (
        <UnstyledButton onClick={action.onClick} className={classes.action} aria-haspopup="dialog">
          {content}
        </UnstyledButton>
      )}
    </Paper>
  );
}

export interface DashboardCardsProps {
  isMobile: boolean;
  actions: Partial<Record<CardKey, CardAction>>;
  /** What a card shows below its description (e.g. the Union card's counts). */
  details?: Partial<Record<CardKey, ReactNode>>;
}

/** Two columns on desktop; on mobile grouped under Manage, Account and Support. Cards without an action are hidden. */
export function DashboardCards({ isMobile, actions, details = {} }: DashboardCardsProps) {
  const { t } = useTranslation('dashboard');
  const render = (keys: CardKey[]) =>
    keys.flatMap((key) => {
      const action = actions[key];
      return action ? [<DashboardCard key={key} cardKey={key} action={action} details={details[key]} />] : [];
    });
  if (!isMobile) {
    return (
      <SimpleGrid cols={2} spacing="md">
        {render(CARD_ORDER)}
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="lg">
      {(Object.keys(CARD_GROUPS) as (keyof typeof CARD_GROUPS)[]).map((group) => (
        <section key={group} aria-labelledby={`dashboard-group-${group}`}>
          <Heading order={2} level={6} id={`dashboard-group-${group}`} mb="xs">
            {t(`groups.${group}`)}
          </Heading>
          <Stack gap="sm">{render(CARD_GROUPS[group])}</Stack>
        </section>
      ))}
    </Stack>
  );
}
