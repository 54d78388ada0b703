/**
 * A person's organisation roles (person_organisation_roles): when one is held, and which role
 * parent it belongs to. Every feature that asks "held on this day?" uses these, in SQL or in code.
 */
import { and, gte, isNotNull, isNull, lt, lte, or, type Placeholder } from 'drizzle-orm';
import { personOrganisationRoles } from '../../db/schema';

export { ROLE_PARENT_IDS } from '../../db/lookups/roles';

/**
 * A day as these rules compare it: the day's string, or a placeholder bound to it when a prepared
 * statement runs (Search People prepares its statement once and binds the day per search).
 */
export type Day = string | Placeholder;

/** Not ended before the day: held on it, or beginning later. */
export function notEndedBy(day: Day) {
  return or(isNull(personOrganisationRoles.activeTo), gte(personOrganisationRoles.activeTo, day));
}

/** Ended before the day (the opposite of `notEndedBy`). */
export function endedBefore(day: string) {
  return and(isNotNull(personOrganisationRoles.activeTo), lt(personOrganisationRoles.activeTo, day));
}

/** Held at some point between the two days, inclusive: begun by the last, not ended before the first. */
export function activeDuring(from: Day, to: Day) {
  return and(lte(personOrganisationRoles.activeFrom, to), notEndedBy(from));
}

/** Held on the day: begun on or before it, not ended before it. */
export function activeOn(day: Day) {
  return activeDuring(day, day);
}

/** The same rule as `activeOn`, for a role already read. */
export function isActiveOn(role: { activeFrom: string; activeTo: string | null }, day: string): boolean {
  return role.activeFrom <= day && (role.activeTo === null || role.activeTo >= day);
}

/** The same rule as `endedBefore`, for a role already read. */
export function hasEndedBefore(role: { activeTo: string | null }, day: string): boolean {
  return role.activeTo !== null && role.activeTo < day;
}
