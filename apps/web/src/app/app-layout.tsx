// Mantine's sheets beyond the landing page's, before this frame's own (decision 035).
import './styles-rest.css';
import { ActionIcon, AppShell, Container, Group } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
// From their files, not the barrel: the barrel brings modules the frame does not draw (decision 035).
import { BETA_BANNER_HEIGHT, BetaBanner } from '../components/beta-banner';
import { BrandMark } from '../components/brand-mark';
import { useAuth } from '../lib/auth';
// The entity's files, not its barrel: the barrel brings the person fields and the date pickers (decision 035).
import { usePerson } from '../entities/person/person-query';
import { fullName, initialsOf } from '../entities/person/names';
import { AccountMenu } from './account-menu';
import { MobileBottomBar } from './mobile-bottom-bar';
import { SkipLink } from './skip-link';
import classes from './app-layout.module.css';
import { useIsMobile } from '../lib/use-is-mobile';

const HEADER_HEIGHT = 64;

/**
 * The signed-in frame: on wide screens the beta-release banner; a header with brand, member id and
 * account menu; on mobile a logout icon and a bottom bar. Renders the matched route, or `children`
 * (the not-found page of a signed-in member).
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('common');
  const { user, logout } = useAuth();
  const isMobile = useIsMobile();
  const memberId = user?.memberId ?? null;

  return (
    <AppShell
      header={{ height: isMobile ? HEADER_HEIGHT : HEADER_HEIGHT + BETA_BANNER_HEIGHT }}
      footer={isMobile ? { height: 64 } : undefined}
      padding={0}
    >
      <SkipLink />
      <AppShell.Header>
        <BetaBanner />
        <div className={classes.header}>
          <Link to="/dashboard" className={classes.brand}>
            <BrandMark size={32} title={t('logoAlt')} />
            <span className={classes.productName} aria-hidden>
              {t('productName')}
            </span>
          </Link>
          <Group gap="sm" wrap="nowrap">
            {memberId ? <span className={classes.memberId}>{t('memberId', { memberId })}</span> : null}
            <PersonAccountMenu onLogout={logout} />
            {isMobile ? (
              <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('account.logOut')} onClick={logout}>
                <IconLogout size={22} aria-hidden />
              </ActionIcon>
            ) : null}
          </Group>
        </div>
      </AppShell.Header>
      <AppShell.Main id="main" tabIndex={-1} className={classes.main}>
        <Container size="lg" py="lg">
          {children ?? <Outlet />}
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

/**
 * The account menu, named from the person's record once it is read (from the session until then):
 * the one part of the frame that reads the record, so its arrival redraws the menu, not the frame
 * and the page inside it.
 */
function PersonAccountMenu({ onLogout }: { onLogout: () => void }) {
  const { user } = useAuth();
  const { data: person } = usePerson(user?.memberId ?? null);
  const email = person?.email ?? user?.email ?? null;
  const name = fullName(person ?? {}) || (user?.name ?? null);
  const initials = initialsOf({ firstName: person?.firstName, lastName: person?.lastName, email });
  return <AccountMenu name={name} email={email} initials={initials} onLogout={onLogout} />;
}
