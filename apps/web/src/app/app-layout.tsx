import { ActionIcon, AppShell, Container, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { BrandMark } from '../components';
import { useAuth } from '../lib/auth';
import { usePerson } from '../lib/person';
import { APP_MOBILE_QUERY } from '../lib/theme';
import { fullNameOf, initialsOf } from '../lib/user-display';
import { AccountMenu } from './account-menu';
import { MobileBottomBar } from './mobile-bottom-bar';
import { SkipLink } from './skip-link';
import classes from './app-layout.module.css';

/** The signed-in frame: header with brand, member id and account menu; on mobile a logout icon and a bottom bar. */
export function AppLayout() {
  const { t } = useTranslation('common');
  const { user, logout } = useAuth();
  const isMobile = useMediaQuery(APP_MOBILE_QUERY) ?? false;
  const memberId = user?.memberId ?? null;
  const { data: person } = usePerson(memberId);

  const email = person?.email ?? user?.email ?? null;
  const name = fullNameOf(person?.firstName, person?.lastName, user?.name ?? null);
  const initials = initialsOf({ firstName: person?.firstName, lastName: person?.lastName, email });

  return (
    <AppShell header={{ height: 64 }} footer={isMobile ? { height: 64 } : undefined} padding={0}>
      <SkipLink />
      <AppShell.Header className={classes.header}>
        <Link to="/dashboard" className={classes.brand}>
          <BrandMark size={32} title={t('logoAlt')} />
          <span className={classes.productName} aria-hidden>
            {t('productName')}
          </span>
        </Link>
        <Group gap="sm" wrap="nowrap">
          {memberId ? <span className={classes.memberId}>{t('memberId', { memberId })}</span> : null}
          <AccountMenu name={name} email={email} initials={initials} onLogout={logout} />
          {isMobile ? (
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('account.logOut')} onClick={logout}>
              <IconLogout size={22} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
      </AppShell.Header>
      <AppShell.Main id="main" tabIndex={-1} className={classes.main}>
        <Container size="lg" py="lg">
          <Outlet />
        </Container>
      </AppShell.Main>
      {isMobile ? (
        <AppShell.Footer>
          <MobileBottomBar />
        </AppShell.Footer>
      ) : null}
    </AppShell>
  );
}
