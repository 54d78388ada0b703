import { Anchor, Button, Container, Group, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BetaBanner } from '../../components/beta-banner';
import { BrandMark } from '../../components/brand-mark';
import { Heading } from '../../components/heading';
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

function HelpButton({ href }: { href: string | undefined }) {
  const { t } = useTranslation('landing');
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
      target="_blank"
      rel="noopener noreferrer"
      variant="outline"
      size="md"
      rightSection={<IconExternalLink size={16} aria-hidden />}
    >
      {t('cta.help')}
      <VisuallyHidden>{t('cta.opensInNewTab')}</VisuallyHidden>
    </Button>
  );
}

// Loaded only after a failed sign-in (decision 035): the alert and its Mantine parts stay out of the landing page's first load.
const LoginFailedAlert = lazy(async () => ({ default: (await import('./login-failed-alert')).LoginFailedAlert }));

export function LandingPage() {
  const { t } = useTranslation(['landing', 'common']);
  const { isAuthenticated, login } = useAuth();
  const { data: config } = useRuntimeConfig();
  const scrolled = useScrolled();
  // Read from the address, not the router: the landing page has a root of its own without one (decision 035).
  const hasLoginFailed = useLoginFailedInAddress() && !isAuthenticated;
  const year = useCopyrightYear();
  const helpUrl = config?.helpSiteUrl;
  const legalUrl = config?.legalUrl;

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
        {hasLoginFailed ? (
          <Container size="lg">
            <Suspense fallback={null}>
              <LoginFailedAlert onTryAgain={() => login('/dashboard')} helpUrl={helpUrl} />
            </Suspense>
          </Container>
        ) : null}
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
              {isAuthenticated ? (
                // A plain link: the dashboard loads the app, with its router, from the server.
                <Button component="a" href="/dashboard" size="md" color="white" c="red.8">
                  {t('cta.dashboard')}
                </Button>
              ) : (
                // A form as well as a button: a tap before the script has taken over the page drawn at
                // build time still starts sign-in (the same address as login()).
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
              )}
              <HelpButton href={helpUrl} />
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

      <footer className={classes.footer}>
        <Container size="lg" className={classes.footerInner}>
          <Text size={3}>{t('footer.copyright', { year })}</Text>
          <nav aria-label={t('footer.help')}>
            <Group gap="lg">
              {legalUrl ? (
                <Anchor href={legalUrl} target="_blank" rel="noopener noreferrer" c="gray.8" fz="sm">
                  {t('footer.legal')}
                  <VisuallyHidden>{t('cta.opensInNewTab')}</VisuallyHidden>
                </Anchor>
              ) : null}
              {helpUrl ? (
                <Anchor href={helpUrl} target="_blank" rel="noopener noreferrer" c="gray.8" fz="sm">
                  {t('footer.help')}
                  <VisuallyHidden>{t('cta.opensInNewTab')}</VisuallyHidden>
                </Anchor>
              ) : null}
            </Group>
          </nav>
        </Container>
      </footer>
    </div>
  );
}
