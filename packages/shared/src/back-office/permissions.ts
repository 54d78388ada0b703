/**
 * The union's own staff roles and what each reaches in the back office. The API refuses with this
 * table and the web app hides with it.
 */
export const UNION_ROLES = [
  'union_administrator',
  'registrations_officer',
  'safeguarding_officer',
  'competitions_officer',
] as const;
export type UnionRole = (typeof UNION_ROLES)[number];

export const UNION_ROLE_LABELS: Record<UnionRole, string> = {
  union_administrator: 'Union Administrator',
  registrations_officer: 'Registrations Officer',
  safeguarding_officer: 'Safeguarding Officer',
  competitions_officer: 'Competitions Officer',
};

/** The same names in Welsh (decision 034), as the web's union-roles texts word them. */
export const UNION_ROLE_LABELS_CY: Record<UnionRole, string> = {
  union_administrator: 'Gweinyddwr yr Undeb',
  registrations_officer: 'Swyddog Cofrestriadau',
  safeguarding_officer: 'Swyddog Diogelu',
  competitions_officer: 'Swyddog Cystadlaethau',
};

export const UNION_AREAS = [
  'work-queue',
  'dbs',
  'qualifications',
  'organisations',
  'union-roles',
  'audit-log',
  'transfers',
  'permits',
  'fixtures',
  'outbox',
  'settings',
] as const;
export type UnionArea = (typeof UNION_AREAS)[number];

const AREA_UNION_ROLES: Record<UnionArea, readonly UnionRole[]> = {
  'work-queue': ['registrations_officer'],
  transfers: ['registrations_officer'],
  permits: ['registrations_officer'],
  dbs: ['safeguarding_officer'],
  qualifications: ['safeguarding_officer'],
  fixtures: ['competitions_officer'],
  organisations: [],
  'union-roles': [],
  'audit-log': [],
  outbox: [],
  settings: [],
};

/** The Union Administrator reaches everything; every other union role only its own areas. */
export function canUseUnionArea(roles: readonly string[], area: UnionArea): boolean {
  if (roles.includes('union_administrator')) return true;
  return roles.some((role) => (AREA_UNION_ROLES[area] as readonly string[]).includes(role));
}

export function isUnionStaff(roles: readonly string[]): boolean {
  return roles.some((role) => (UNION_ROLES as readonly string[]).includes(role));
}
