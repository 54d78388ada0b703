import { ADULT_AGE, ageOn, dbsStatus, unionDay, type OrganisationPersonDetails } from '@mywru/shared';
import { auditChildRecordReads } from '../../domain/audit/audit';
import { findPerson } from '../../domain/person/queries';
import { listRoleRows, presentRoleRecords } from '../../domain/role/person-role-records';
import { loadPersonInOrganisation } from '../../domain/access/person-in-organisation';
import { listDbsRecordRows } from '../../domain/person/records';
import type { UseCaseContext } from '../../lib/use-case-context';

/**
 * GET /organisation/{organisationId}/people/{wruId}: the people details dialog. The person, their
 * active roles in this organisation, their DBS status (the records themselves are a separate,
 * audited read) and, for a minor, the parent's contact details (null when none is held: the page
 * then says it will show once the player has re-registered). A child's details read by anyone but
 * the child's guardian are audited ('child-record.read').
 */
export async function getOrganisationPerson(
  context: UseCaseContext,
  input: { organisationId: number; wruId: number },
): Promise<OrganisationPersonDetails> {
  const { db, now } = context;
  const { person } = await loadPersonInOrganisation(db, context.actor, input, now);
  const age = person.dob ? ageOn(person.dob, now) : null;
  const isMinor = age !== null && age < ADULT_AGE;
  await auditChildRecordReads(db, {
    actor: context.actor,
    now,
    requestId: context.requestId,
    organisationId: input.organisationId,
    people: [person],
    record: 'person-details',
  });
  const [roleRows, parent, records] = await Promise.all([
    listRoleRows(db, { personIds: [person.id], organisationIds: [input.organisationId], today: unionDay(now) }),
    isMinor && person.parentId !== null ? findPerson(db, person.parentId) : Promise.resolve(null),
    listDbsRecordRows(db, person.id),
  ]);
  return {
    wruId: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    dob: person.dob,
    age,
    sexId: person.sexId,
    isMinor,
    parent: parent
      ? { firstName: parent.firstName, lastName: parent.lastName, email: parent.email, phone: null }
      : null,
    dbsStatus: dbsStatus(
      {
        hasInvalidDbs: person.hasInvalidDbs,
        hasActiveApplication: person.hasActiveDbsApplication,
        expiries: records.map((r) => r.expiry),
      },
      now,
    ),
    roles: await presentRoleRecords(db, roleRows),
  };
}
