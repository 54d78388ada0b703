import { z } from 'zod';

/**
 * The languages the portal speaks: English (the default and the fallback) and Welsh. A person's
 * chosen language is kept on their record; it sets the portal's language when they sign in and the
 * language of the e-mails they receive (a child's e-mails follow the guardian's).
 */
export const SUPPORTED_LANGUAGES = ['en', 'cy'] as const;
export const DEFAULT_LANGUAGE = 'en';

export const LanguageSchema = z.enum(SUPPORTED_LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;

/** Body and answer of PUT /api/person/{id}/language. */
export const PersonLanguageSchema = z.object({ language: LanguageSchema }).strict();
export type PersonLanguage = z.infer<typeof PersonLanguageSchema>;

/** A stored or detected language when it is one the portal speaks ('cy-GB' counts as 'cy'), else English. */
export function supportedLanguageOf(value: string | null | undefined): Language {
  const primary = (value ?? '').toLowerCase().split('-')[0];
  return SUPPORTED_LANGUAGES.find((language) => language === primary) ?? DEFAULT_LANGUAGE;
}
