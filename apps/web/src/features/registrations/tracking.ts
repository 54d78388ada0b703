import { isFinal, isHiddenFromTracking, type PlayerApplication, type VolunteerApplication } from '@mywru/shared';

/** When a player application's final decision was made, or null while it is open. */
export function playerFinalDecisionOn(application: PlayerApplication): string | null {
  return isFinal(application.status.value) ? application.status.changedOn : null;
}

/** When a volunteer application's final decision was made, or null while it awaits one. */
export function volunteerFinalDecisionOn(application: VolunteerApplication): string | null {
  return application.applicationStatus === null ? null : application.updatedOn;
}

/** The applications Track Registrations shows: none decided over a year ago, newest first. */
export function trackedPlayerApplications(applications: readonly PlayerApplication[], now: Date): PlayerApplication[] {
  return applications
    .filter((application) => !isHiddenFromTracking({ finalDecisionOn: playerFinalDecisionOn(application) }, now))
    .sort((a, b) => Date.parse(b.createdOn) - Date.parse(a.createdOn));
}

export function trackedVolunteerApplications(
  applications: readonly VolunteerApplication[],
  now: Date,
): VolunteerApplication[] {
  return applications
    .filter((application) => !isHiddenFromTracking({ finalDecisionOn: volunteerFinalDecisionOn(application) }, now))
    .sort((a, b) => Date.parse(b.submittedOn) - Date.parse(a.submittedOn));
}
