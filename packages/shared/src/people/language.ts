import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from './language-codes';

/**
 * The languages the portal speaks: English (the default and the fallback) and Welsh. A person's
 * chosen language is kept on their record; it sets the portal's language when they sign in and the
 * language of the e-mails they receive (a child's e-mails follow the guardian's).
 */
export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, spokenLanguageOf, supportedLanguageOf } from './language-codes';

export const LanguageSchema = z.enum(SUPPORTED_LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;

/** Body and answer of PUT /api/person/{id}/language. */
export const PersonLanguageSchema = z.object({ language: LanguageSchema }).strict();
export type PersonLanguage = z.infer<typeof PersonLanguageSchema>;
