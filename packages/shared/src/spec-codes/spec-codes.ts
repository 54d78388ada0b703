/**
 * The spec's numeric codes, named once (decision 026). The wire keeps the numbers the spec fixes;
 * code reads the names.
 */

/** Person.sexId (portal-core, the person): 1 = male, 2 = female. */
export const SEX_IDS = { male: 1, female: 2 } as const;

/** The label the spec's lists show for a sex id (`sex: { value }`); empty when none or unknown. */
export function sexValueOf(sexId: number | null | undefined): string {
  if (sexId === SEX_IDS.male) return 'Male';
  if (sexId === SEX_IDS.female) return 'Female';
  return '';
}

/** Role.roleParentId (portal-core, the person role record): 1 = playing; 2 = volunteering. */
export const ROLE_PARENT_IDS = { playing: 1, volunteering: 2 } as const;

/**
 * A volunteer application's `applicationStatus` and `clubSecDecision` (portal-core, the volunteer
 * application): 1 = approved, 2 = rejected; anything else (null) = awaiting.
 */
export const VOLUNTEER_DECISION_CODES = { approved: 1, rejected: 2 } as const;
export type VolunteerDecisionCode = (typeof VOLUNTEER_DECISION_CODES)[keyof typeof VOLUNTEER_DECISION_CODES];

export type VolunteerDecisionState = 'approved' | 'rejected' | 'awaiting';

/** What a volunteer decision code means. */
export function volunteerDecisionOf(code: number | null | undefined): VolunteerDecisionState {
  if (code === VOLUNTEER_DECISION_CODES.approved) return 'approved';
  if (code === VOLUNTEER_DECISION_CODES.rejected) return 'rejected';
  return 'awaiting';
}

/** A stored code as the wire's: 1 or 2, else null (awaiting). */
export function volunteerDecisionCodeOf(code: number | null | undefined): VolunteerDecisionCode | null {
  return code === VOLUNTEER_DECISION_CODES.approved || code === VOLUNTEER_DECISION_CODES.rejected ? code : null;
}
