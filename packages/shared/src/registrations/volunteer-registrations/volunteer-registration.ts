import { VOLUNTEER_DECISION_CODES } from '../../spec-codes/spec-codes';
/**
 * Volunteer roles and registrations: who may take a role, when DBS is required, and how the
 * approvals combine into the final state and the tracking timeline.
 */

export interface VolunteerRoleRules {
  minAge: number;
  dbsRequired: boolean;
  dbsRequiredForChildTeams: boolean;
  organisationRequired: boolean;
  teamRequired: boolean;
  allowUnattached: boolean;
}

export function isOldEnoughForRole(age: number, role: Pick<VolunteerRoleRules, 'minAge'>): boolean {
  return age >= role.minAge;
}

/** People 17 or younger see roles sorted by minimum age, lowest first; others keep the given order. */
export function sortRolesForAge<T extends { minAge: number }>(roles: readonly T[], age: number): T[] {
  if (age > 17) return [...roles];
  return [...roles].sort((a, b) => a.minAge - b.minAge);
}

/** A team counts as a child team when its name starts with "under". */
export function isChildTeamName(name: string): boolean {
  return name.trim().toLowerCase().startsWith('under');
}

/** DBS is required when the role needs it, or needs it for child teams and a chosen team is one. */
export function requiresDbs(
  role: Pick<VolunteerRoleRules, 'dbsRequired' | 'dbsRequiredForChildTeams'>,
  teamNames: readonly string[],
): boolean {
  return role.dbsRequired || (role.dbsRequiredForChildTeams && teamNames.some(isChildTeamName));
}

/** A DBS application is opened when DBS is required and the person's DBS is not valid. */
export function triggersDbs(dbsRequiredForThis: boolean, dbsStatus: string): boolean {
  return dbsRequiredForThis && dbsStatus !== 'valid';
}
/** Messages of the volunteer choice problems (`volunteerChoiceProblems`). */
export const VOLUNTEER_CHOICE_MESSAGES: Record<string, string> = {
  organisation: 'This role needs an organisation: choose one, as this role cannot be taken up unattached',
  teams: 'This role needs at least one team: choose the teams you will volunteer with',
  ageGradeAcknowledgement:
    'A DBS check is required for the teams you chose: you must acknowledge the age grades before continuing',
};

export interface VolunteerChoice {
  organisationId: number | null;
  teamParentIds: readonly number[];
  ageGradeAcknowledged: boolean;
}

/** What is missing before the volunteer wizard may submit (empty when it may). */
export function volunteerChoiceProblems(
  role: VolunteerRoleRules,
  choice: VolunteerChoice,
  dbsRequiredForThis: boolean,
): string[] {
  const problems: string[] = [];
  const unattached = choice.organisationId === null;
  if (unattached && role.organisationRequired && !role.allowUnattached) problems.push('organisation');
  if (!unattached && role.teamRequired && choice.teamParentIds.length === 0) problems.push('teams');
  if (dbsRequiredForThis && !choice.ageGradeAcknowledged) problems.push('ageGradeAcknowledgement');
  return problems;
}

export interface VolunteerApprovals {
  requiresClubSecApproval: boolean;
  requiresWruApproval: boolean;
  /** 1 approved, 2 rejected, else pending. */
  clubSecDecision: number | null;
  wruDecision: boolean | null;
}

/** null = awaiting, 1 = approved (every required approval given), 2 = rejected (any required one refused). */
export function volunteerApplicationStatus(a: VolunteerApprovals): 1 | 2 | null {
  const clubRejected = a.requiresClubSecApproval && a.clubSecDecision === VOLUNTEER_DECISION_CODES.rejected;
  const unionRejected = a.requiresWruApproval && a.wruDecision === false;
  if (clubRejected || unionRejected) return 2;
  const clubDone = !a.requiresClubSecApproval || a.clubSecDecision === VOLUNTEER_DECISION_CODES.approved;
  const unionDone = !a.requiresWruApproval || a.wruDecision === true;
  return clubDone && unionDone ? 1 : null;
}

export type TimelineState = 'done' | 'declined' | 'pending';
export interface VolunteerTimelineStep {
  key: 'submitted' | 'union' | 'club' | 'final' | 'dbs';
  state: TimelineState;
}

/** Steps: submitted, union check (if required), club decision (if required), final, DBS check (if required). */
export function volunteerTimeline(
  a: VolunteerApprovals & { requiresDbs: boolean; dbsStatus: string },
): VolunteerTimelineStep[] {
  const steps: VolunteerTimelineStep[] = [{ key: 'submitted', state: 'done' }];
  if (a.requiresWruApproval) {
    steps.push({
      key: 'union',
      state: a.wruDecision === true ? 'done' : a.wruDecision === false ? 'declined' : 'pending',
    });
  }
  if (a.requiresClubSecApproval) {
    steps.push({
      key: 'club',
      state:
        a.clubSecDecision === VOLUNTEER_DECISION_CODES.approved
          ? 'done'
          : a.clubSecDecision === VOLUNTEER_DECISION_CODES.rejected
            ? 'declined'
            : 'pending',
    });
  }
  const status = volunteerApplicationStatus(a);
  steps.push({ key: 'final', state: status === 1 ? 'done' : status === 2 ? 'declined' : 'pending' });
  if (a.requiresDbs) {
    steps.push({
      key: 'dbs',
      state: a.dbsStatus === 'valid' ? 'done' : a.dbsStatus === 'invalid' ? 'declined' : 'pending',
    });
  }
  return steps;
}
