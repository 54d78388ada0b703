/**
 * The portal's language ('English' / 'Cymraeg'): the switcher on the landing page and in the
 * account menu, and the person's stored choice. Switching changes the page at once (i18next keeps it
 * in the browser) and, signed in, keeps it on the person's record (PUT /api/person/{id}/language),
 * so it follows them to another device and sets the language of their e-mails. On sign-in the
 * stored choice is applied; a person with none yet who is using Welsh keeps it, which is stored.
 */
import { Button, Group } from '@mantine/core';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, supportedLanguageOf, type Language } from '@mywru/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../components/live-announcer';
import { useAuth } from '../../lib/auth';
import { callEndpoint, lazyEndpoint } from '../../lib/endpoint-call';
import { useReasonText } from '../../lib/reason-text';

/** PUT /api/person/{id}/language, its contract loaded with the first save (decision 035: the landing page's switcher). */
const setPersonLanguageEndpoint = lazyEndpoint(
  'PUT',
  '/api/person/:id/language',
  async () => (await import('@mywru/shared/people/endpoints')).setPersonLanguageEndpoint,
);

/** The language shown now, and the way to choose another. */
export function useLanguageChoice(): { language: Language; choose: (language: Language) => void } {
  const { i18n, t } = useTranslation('common');
  const { user } = useAuth();
  const alert = useAlert();
  const reasonText = useReasonText();
  const language = supportedLanguageOf(i18n.resolvedLanguage ?? i18n.language);
  const memberId = user?.memberId ?? null;
  const choose = (next: Language) => {
    void i18n.changeLanguage(next);
    // A call, not a mutation of the query client (decision 035): the save invalidates no read (the
    // page is already in the new language), nothing waits for it, and it must work on the landing
    // page's root, which has no query client. A failure is said, as before.
    if (memberId) {
      callEndpoint(setPersonLanguageEndpoint, { params: { id: Number(memberId) }, body: { language: next } }).catch(
        (error: unknown) => alert(t('language.notSaved', { reason: reasonText(error) })),
      );
    }
  };
  return { language, choose };
}

/**
 * Once per signed-in person: switches to the language on their record, or, when they have none
 * yet (a new account), keeps the one they are using on it.
 */
export function usePersonLanguageOnSignIn(): void {
  const { i18n } = useTranslation();
  const { user } = useAuth();
  const appliedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!user?.memberId || appliedFor.current === user.sub) return;
    appliedFor.current = user.sub;
    const current = supportedLanguageOf(i18n.resolvedLanguage ?? i18n.language);
    if (user.language) {
      if (user.language !== current) void i18n.changeLanguage(user.language);
    } else if (current !== DEFAULT_LANGUAGE) {
      // A person with no language on their record is written to in English, so only another
      // language needs keeping. Best effort: the choice stays in the browser if this fails, and is
      // sent again next sign-in.
      void callEndpoint(setPersonLanguageEndpoint, {
        params: { id: Number(user.memberId) },
        body: { language: current },
      }).catch(() => undefined);
    }
  }, [i18n, user]);
}

/** Mounted once inside the auth provider: applies or keeps the person's language on sign-in. */
export function PersonLanguageOnSignIn() {
  usePersonLanguageOnSignIn();
  return null;
}

/**
 * 'English' / 'Cymraeg' as a pair of toggle buttons, each named in its own language. They are also a
 * form asking for `/?lng=<language>` (the server sends the landing page in that language), so a
 * choice made before the script has taken over the page drawn at build time still counts; once it
 * has, a click changes the language in place.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const { language, choose } = useLanguageChoice();
  return (
    <form method="get" action="/">
      <Group gap={4} role="group" aria-label={t('language.label')} wrap="nowrap">
        {SUPPORTED_LANGUAGES.map((option) => (
          <Button
            key={option}
            type="submit"
            name="lng"
            value={option}
            size="compact-sm"
            variant={option === language ? 'filled' : 'subtle'}
            color={option === language ? 'red.8' : 'gray.8'}
            aria-pressed={option === language}
            lang={option}
            onClick={(event) => {
              event.preventDefault();
              if (option !== language) choose(option);
            }}
          >
            {t(`language.names.${option}`)}
          </Button>
        ))}
      </Group>
    </form>
  );
}
