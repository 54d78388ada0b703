/**
 * The union's organisation list filters, without zod: the organisations page draws its Active,
 * Inactive and All choice with them, and its first load need not carry the list's schemas
 * (decision 035).
 */
export const UNION_ORGANISATION_ACTIVE_FILTERS = ['all', 'active', 'inactive'] as const;
export type UnionOrganisationActiveFilter = (typeof UNION_ORGANISATION_ACTIVE_FILTERS)[number];
