import { Anchor, Button, Container, Group } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BetaBanner } from '../../components/beta-banner';
import { BrandMark } from '../../components/brand-mark';
import { Heading } from '../../components/heading';
import { NEW_TAB_LINK, OpensInNewTab } from '../../components/new-tab';
import { Text } from '../../components/text';
import { LanguageSwitcher } from '../../entities/person/language';
import { LOGIN_PATH, useAuth } from '../../lib/auth';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { FeatureSections } from './feature-sections';
import { useCopyrightYear, useLoginFailedInAddress } from './prerendered';
import { Roadmap } from './roadmap';
import { RotatingTagline } from './rotating-tagline';
import { useScrolled } from './use-scrolled';
import classes from './landing.module.css';

/**
 * The parts that read who is signed in or the runtime configuration are components of their own: when
 * either answer arrives just after the page is hydrated, only they are drawn again, not the whole page
 * (an update from an external store is drawn at once, in one task; decision 035, twelfth round).
 */
function HelpButton() {
  const { t } = useTranslation('landing');
  const href = useRuntimeConfig().data?.helpSiteUrl;
  if (!href) {
    return (
      <Button variant="outline" size="md" disabled>
        {t('cta.help')}
      </Button>
    );
  }
  return (
    <Button
      component="a"
      href={href}
      {...NEW_TAB_LINK}
      variant="outline"
      size="md"
      rightSection={<IconExternalLink size={16} aria-hidden />}
    >
      {t('cta.help')}
      <OpensInNewTab />
    </Button>
  );
}

/** 'Log In or Create Account', or the way to the dashboard for someone signed in. */
function SignInButton() {
  const { t } = useTranslation('landing');
  const { isAuthenticated, login } = useAuth();
  if (isAuthenticated) {
    // A plain link: the dashboard loads the app, with its router, from the server.
    return (
      <Button component="a" href="/dashboard" size="md" color="white" c="red.8">
        {t('cta.dashboard')}
      </Button>
    );
  }
  // A form as well as a button: a tap before the script has taken over the page drawn at build time
  // still starts sign-in (the same address as login()).
  return (
    <form method="get" action={LOGIN_PATH} className={classes.ctaForm}>
      <input type="hidden" name="returnTo" value="/dashboard" />
      <Button
        type="submit"
        size="md"
        color="white"
        c="red.8"
        onClick={(event) => {
          event.preventDefault();
          login('/dashboard');
        }}
      >
        {t('cta.login')}
      </Button>
    </form>
  );
}

// Loaded only after a failed sign-in (decision 035): the alert and its Mantine parts stay out of the landing page's first load.
const LoginFailedAlert = lazy(async () => ({ default: (await import('./login-failed-alert')).LoginFailedAlert }));

/** The 'Login failed' alert, when the address says the sign-in failed and no one is signed in. */
function LoginFailedNotice() {
  const { isAuthenticated, login } = useAuth();
  const helpUrl = useRuntimeConfig().data?.helpSiteUrl;
  // Read from the address, not the router: the landing page has a root of its own without one (decision 035).
  const hasLoginFailed = useLoginFailedInAddress() && !isAuthenticated;
  if (!hasLoginFailed) return null;
  return (
    <Container size="lg">
      <Suspense fallback={null}>
        <LoginFailedAlert onTryAgain={() => login('/dashboard')} helpUrl={helpUrl} />
      </Suspense>
    </Container>
  );
}

/** A footer link to a page of the union's site, in a new tab; nothing until the configuration gives its address. */
function FooterLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (!href) return null;
  return (
    <Anchor href={href} {...NEW_TAB_LINK} c="gray.8" fz="sm">
      {children}
      <OpensInNewTab />
    </Anchor>
  );
}

/** The copyright line and the legal and help links, which come with the runtime configuration. */
function Footer() {
  const { t } = useTranslation('landing');
  const { data: config } = useRuntimeConfig();
  const year = useCopyrightYear();
  return (
    <footer className={classes.footer}>
      <Container size="lg" className={classes.footerInner}>
        <Text size={3}>{t('footer.copyright', { year })}</Text>
        <nav aria-label={t('footer.help')}>
          <Group gap="lg">
            <FooterLink href={config?.legalUrl}>{t('footer.legal')}</FooterLink>
            <FooterLink href={config?.helpSiteUrl}>{t('footer.help')}</FooterLink>
          </Group>
        </nav>
      </Container>
    </footer>
  );
}

export function LandingPage() {
  const { t } = useTranslation(['landing', 'common']);
  const scrolled = useScrolled();

  return (
    <div className={classes.page}>
      <a href="#main" className="skip-link">
        {t('common:skipToContent')}
      </a>
      <BetaBanner />
      <header className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <BrandMark size={36} />
          <span className={classes.headerName}>{t('common:productName')}</span>
          <div className={classes.headerLanguage}>
            <LanguageSwitcher />
          </div>
        </Container>
      </header>

      <main id="main" tabIndex={-1} className={classes.main} data-scrolled={scrolled}>
        <LoginFailedNotice />
        <section className={classes.hero} aria-labelledby="landing-title">
          <Container size="lg" className={classes.heroInner}>
            <Heading order={1} level={1} colour="secondary" id="landing-title" className={classes.heroTitle}>
              {t('common:productName')}
            </Heading>
            <RotatingTagline />
            <Text colour="secondary" size={1} className={classes.intro}>
              {t('intro')}
            </Text>
            <Group gap="md" className={classes.ctas}>
              <SignInButton />
              <HelpButton />
              <Button size="md" hidden disabled style={{ display: 'none' }} tabIndex={-1}>
                {t('cta.unavailable')}
              </Button>
            </Group>
          </Container>
        </section>

        <Container size="lg">
          <FeatureSections isRevealed={scrolled} />
          <Roadmap />
        </Container>
      </main>

      <Footer />
    </div>
  );
}
