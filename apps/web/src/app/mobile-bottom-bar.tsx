import { Group, UnstyledButton } from '@mantine/core';
import { IconFileDescription, IconHome, IconUser, IconUsersPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import classes from './app-layout.module.css';

/**
 * The spec's bottom bar: Home, Get Involved, Applications, Profile. The spec has the last two link to the
 * root (a placeholder of the old app); they lead to Track Registrations and Edit Personal Details
 * instead (decision 020).
 */
export const BOTTOM_BAR_ITEMS = [
  { key: 'home', to: '/dashboard', Icon: IconHome },
  { key: 'getInvolved', to: '/register', Icon: IconUsersPlus },
  { key: 'applications', to: '/track', Icon: IconFileDescription },
  { key: 'profile', to: '/profile', Icon: IconUser },
] as const;

export function MobileBottomBar() {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('nav.label')} className={classes.bottomBar}>
      <Group grow gap={0} h="100%" wrap="nowrap">
        {BOTTOM_BAR_ITEMS.map(({ key, to, Icon }) => (
          <UnstyledButton key={key} component={NavLink} to={to} end className={classes.bottomBarItem}>
            <Icon size={22} aria-hidden />
            <span>{t(`nav.${key}`)}</span>
          </UnstyledButton>
        ))}
      </Group>
    </nav>
  );
}
