/**
 * The spec's organisation role table, as data: which organisation roles reach which part of the
 * organisation hub. The API refuses with it and the web app hides cards with it.
 */
export const ORGANISATION_ROLES = [
  'Club Secretary',
  'Club Secretary Support',
  'Club Chair',
  'Club Safeguarding Officer',
  'Team Manager',
  'Team Coach',
  'Referee',
] as const;
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];

export const ORGANISATION_AREAS = [
  'registrations',
  'people',
  'teams',
  'transfers',
  'permits',
  'resources',
  'fixtures',
] as const;
export type OrganisationArea = (typeof ORGANISATION_AREAS)[number];

const MANAGERS: readonly OrganisationRole[] = ['Club Secretary', 'Club Secretary Support', 'Team Manager', 'Team Coach'];

export const AREA_ROLES: Record<OrganisationArea, readonly OrganisationRole[] | 'any'> = {
  people: ['Club Secretary', 'Club Chair', 'Club Safeguarding Officer'],
  teams: ['Club Secretary', 'Club Secretary Support', 'Club Chair', 'Team Manager', 'Team Coach'],
  fixtures: MANAGERS,
  registrations: MANAGERS,
  transfers: MANAGERS,
  permits: MANAGERS,
  resources: 'any',
};

/** Roles that act only for their own teams within the organisation. */
export const TEAM_SCOPED_ROLES: readonly OrganisationRole[] = ['Team Manager', 'Team Coach'];

/** Whether a person holding `roles` in an organisation may use `area` there. */
export function canUseArea(roles: readonly string[], area: OrganisationArea): boolean {
  if (roles.length === 0) return false;
  const allowed = AREA_ROLES[area];
  if (allowed === 'any') return true;
  return roles.some((role) => (allowed as readonly string[]).includes(role));
}

/** Whether the person's reach in an area is limited to their own teams (no organisation-wide role grants it). */
export function isLimitedToOwnTeams(roles: readonly string[], area: OrganisationArea): boolean {
  const allowed = AREA_ROLES[area];
  if (allowed === 'any') return false;
  const granting = roles.filter((role) => (allowed as readonly string[]).includes(role));
  return granting.length > 0 && granting.every((role) => (TEAM_SCOPED_ROLES as readonly string[]).includes(role));
}

/** Manage Organisations shows with at least one non-Referee role; Refereeing with any Referee role. */
export function showsManageOrganisations(roleValues: readonly string[]): boolean {
  return roleValues.some((role) => role !== 'Referee');
}
export function showsRefereeing(roleValues: readonly string[]): boolean {
  return roleValues.includes('Referee');
}
