/** The union's own back-office roles (stored as text in union_roles.role). */
export const UNION_ROLES = {
  /** Everything. */
  administrator: 'union_administrator',
  /** Referred applications, volunteer approvals, transfers, permits. */
  registrationsOfficer: 'registrations_officer',
  /** DBS records, invalid flags. */
  safeguardingOfficer: 'safeguarding_officer',
  /** Fixtures, referee allocation, results. */
  competitionsOfficer: 'competitions_officer',
} as const;

export type UnionRole = (typeof UNION_ROLES)[keyof typeof UNION_ROLES];

export const UNION_ROLE_VALUES: readonly UnionRole[] = Object.values(UNION_ROLES);
