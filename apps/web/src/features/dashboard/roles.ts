import type { OrganisationRoleRecord } from '@mywru/shared';

export const REFEREE_ROLE = 'Referee';

/** Manage Organisations shows when some role in some organisation is not 'Referee'. */
export function hasManagingRole(records: readonly OrganisationRoleRecord[]): boolean {
  return records.some((record) => record.roleValues.some((role) => role !== REFEREE_ROLE));
}

/** The Refereeing card shows when any role is 'Referee'. */
export function isReferee(records: readonly OrganisationRoleRecord[]): boolean {
  return records.some((record) => record.roleValues.includes(REFEREE_ROLE));
}

/** The organisations offered in Manage Organisations: those with a role other than 'Referee'. */
export function managedOrganisations(records: readonly OrganisationRoleRecord[]): OrganisationRoleRecord[] {
  return records.filter((record) => record.roleValues.some((role) => role !== REFEREE_ROLE));
}

/** "Cwm Valley RFC (Club Secretary | Team Coach)", each role named by `roleName` (the page's language). */
export function organisationLabel(
  record: OrganisationRoleRecord,
  roleName: (english: string, welsh: string | undefined) => string,
): string {
  const roles = record.roleValues.map((english, index) => roleName(english, record.roleValuesCy[index]));
  return `${record.organisationName} (${roles.join(' | ')})`;
}

/** The welcome shortens first names longer than 15 characters on small screens. */
export const WELCOME_NAME_MAX = 15;
export function shortenName(name: string, isSmallScreen: boolean): string {
  return isSmallScreen && name.length > WELCOME_NAME_MAX ? `${name.slice(0, WELCOME_NAME_MAX)}…` : name;
}

/** The registration season as the spec writes it: "2025–2026" with an en dash. */
export function seasonLabel(label: string): string {
  return label.replace('-', '–');
}
