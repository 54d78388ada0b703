export interface DisplayNameParts {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

function firstLetter(value: string | null | undefined): string {
  return value?.trim().charAt(0).toUpperCase() ?? '';
}

/** Avatar initials: first letters of first and last name, or the first letter of the e-mail when names are missing. */
export function initialsOf({ firstName, lastName, email }: DisplayNameParts): string {
  const fromNames = `${firstLetter(firstName)}${firstLetter(lastName)}`;
  if (firstLetter(firstName) && firstLetter(lastName)) return fromNames;
  return firstLetter(email) || fromNames;
}

/** The name shown in the account menu: omitted (null) when missing or equal to the e-mail. */
export function accountMenuName(name: string | null | undefined, email: string | null | undefined): string | null {
  const trimmed = name?.trim();
  if (!trimmed) return null;
  if (email && trimmed.toLowerCase() === email.trim().toLowerCase()) return null;
  return trimmed;
}

/** "First Last" from the names present (a blank part is left out), or '' when neither is known. */
export function fullName({ firstName, lastName }: Pick<DisplayNameParts, 'firstName' | 'lastName'>): string {
  return [firstName, lastName].filter((part) => part?.trim()).join(' ');
}
