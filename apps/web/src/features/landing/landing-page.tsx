import { Anchor, Button, Container, Group, List, Stack, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BetaBanner } from '../../components/beta-banner';
import { BrandMark } from '../../components/brand-mark';
import { ErrorAlert } from '../../components/error-alert';
import { Heading } from '../../components/heading';
import { Text } from '../../components/text';
import { LanguageSwitcher } from '../../entities/person/language';
import { useAuth } from '../../lib/auth';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { FeatureSections } from './feature-sections';
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

/** After a failed sign-in (the server sends the browser to `/?login=failed`): 'Login failed' and what to do next. */
function LoginFailedAlert({ onTryAgain, helpUrl }: { onTryAgain: () => void; helpUrl: string | undefined }) {
  const { t } = useTranslation(['landing', 'common']);
  return (
    <ErrorAlert title={t('common:error.signInFailed')} mt="lg">
      <Stack gap="xs" align="flex-start">
        <Text size={3}>{t('loginFailed.message')}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('loginFailed.forgotPassword')}</List.Item>
          <List.Item>
            {t('loginFailed.stillStuck')}{' '}
            {helpUrl ? (
              <Anchor href={helpUrl} target="_blank" rel="noopener noreferrer" fz="sm" c="inherit" underline="always">
                {t('cta.help')}
                <VisuallyHidden>{t('cta.opensInNewTab')}</VisuallyHidden>
              </Anchor>
            ) : (
              t('cta.help')
            )}
          </List.Item>
        </List>
        <Button size="sm" onClick={onTryAgain}>
          {t('loginFailed.tryAgain')}
        </Button>
      </Stack>
    </ErrorAlert>
  );
}

export function LandingPage() {
  const { t } = useTranslation(['landing', 'common']);
  const { isAuthenticated, login } = useAuth();
  const { data: config } = useRuntimeConfig();
  const scrolled = useScrolled();
  const [searchParams] = useSearchParams();
  const hasLoginFailed = searchParams.get('login') === 'failed' && !isAuthenticated;
  const year = new Date().getFullYear();
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
            <LoginFailedAlert onTryAgain={() => login('/dashboard')} helpUrl={helpUrl} />
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
                <Button component={Link} to="/dashboard" size="md" color="white" c="red.8">
                  {t('cta.dashboard')}
                </Button>
              ) : (
                <Button size="md" color="white" c="red.8" onClick={() => login('/dashboard')}>
                  {t('cta.login')}
                </Button>
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
