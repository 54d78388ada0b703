import { volunteerDecisionCodeOf } from '@mywru/shared';
/**
 * Volunteer registrations as their readers see them: the member (own list), the organisation and
 * the union's work queue read the same rows (the registration with its role, organisation and
 * person) and answer the same wire shape.
 */
import type { DbsStatus, VolunteerApplication } from '@mywru/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organisations, persons, roles, volunteerRegistrations } from '../../db/schema';

/** The registration with its role, its organisation (none when unattached) and the person's name, birth date, guardian and DBS flags. */
export function volunteerRegistrationsWithDetails(db: DbOrTx) {
  return db
    .select({
      registration: volunteerRegistrations,
      roleValue: roles.value,
      roleValueCy: roles.valueCy,
      organisationName: organisations.name,
      firstName: persons.firstName,
      lastName: persons.lastName,
      dob: persons.dob,
      parentId: persons.parentId,
      hasInvalidDbs: persons.hasInvalidDbs,
      hasActiveDbsApplication: persons.hasActiveDbsApplication,
    })
    .from(volunteerRegistrations)
    .innerJoin(roles, eq(roles.id, volunteerRegistrations.roleId))
    .innerJoin(persons, eq(persons.id, volunteerRegistrations.personId))
    .leftJoin(organisations, eq(organisations.id, volunteerRegistrations.organisationId))
    .$dynamic();
}
export type VolunteerRegistrationWithDetails = NonNullable<
  Awaited<ReturnType<typeof findVolunteerRegistrationWithDetails>>
>;

export async function findVolunteerRegistrationWithDetails(db: DbOrTx, id: number) {
  const [row] = await volunteerRegistrationsWithDetails(db).where(eq(volunteerRegistrations.id, id)).limit(1);
  return row ?? null;
}

/** A registration on the wire, given the names of the teams it names and the person's DBS status today. */
export function presentVolunteerRegistration(
  {
    registration: r,
    ...row
  }: Pick<
    VolunteerRegistrationWithDetails,
    'registration' | 'roleValue' | 'roleValueCy' | 'organisationName' | 'firstName' | 'lastName' | 'dob'
  >,
  context: { teamNames: ReadonlyMap<number, string>; dbsStatus: DbsStatus },
): VolunteerApplication {
  const names = r.teamParentIds.map((id) => context.teamNames.get(id)).filter((name): name is string => Boolean(name));
  return {
    id: r.id,
    personId: r.personId,
    applicationStatus: volunteerDecisionCodeOf(r.applicationStatus),
    submittedOn: r.submittedOn.toISOString(),
    updatedOn: r.updatedOn.toISOString(),
    season: r.season,
    firstName: row.firstName,
    lastName: row.lastName,
    dob: row.dob,
    teamName: names.length > 0 ? names.join(', ') : null,
    roleValue: row.roleValue,
    roleValueCy: row.roleValueCy,
    dbsStatus: context.dbsStatus,
    requiresDbs: r.requiresDbs,
    requiresClubSecApproval: r.requiresClubSecApproval,
    requiresWruApproval: r.requiresUnionApproval,
    clubSecDecision: r.clubSecDecision,
    wruDecision: r.unionDecision,
    organisationName: row.organisationName,
    organisationUpdatedOn: r.organisationUpdatedOn?.toISOString() ?? null,
    wruUpdatedOn: r.unionUpdatedOn?.toISOString() ?? null,
  };
}
