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

/** Full name from the person record, else the session's name. */
export function fullNameOf(firstName: string | null | undefined, lastName: string | null | undefined, fallback: string | null): string | null {
  const joined = [firstName, lastName].filter((part) => part && part.trim()).join(' ');
  return joined || fallback;
}
