/**
 * A person as every screen shows them: the signed-in person's record and children (hooks), the
 * name as written everywhere (`fullName`), initials for the avatar, and the person fields form.
 */
export * from './children';
export * from './names';
export * from './person-query';
export * from './nationalities';
export * from './person-fields';
export * from './language';
// Not LanguageMenuItems: only the account menu's dropdown draws it, from its file (decision 035).
