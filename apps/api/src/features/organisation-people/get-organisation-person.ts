import { ADULT_AGE, ageOn, dbsStatus, isoDay, type OrganisationPersonDetails } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { auditChildRecordReads } from '../../domain/audit/audit';
import { listRoleRows, presentRoleRecords } from '../../domain/role/person-role-records';
import { loadPersonInOrganisation } from '../../domain/access/person-in-organisation';
import { listDbsRecordRows } from '../../domain/person/records';
import { findPerson } from '../../domain/person/queries';

/**
 * GET /organisation/{organisationId}/people/{wruId}: the people details dialog. The person, their
 * active roles in this organisation, their DBS status (the records themselves are a separate,
 * audited read) and, for a minor, the parent's contact details (null when none is held: the page
 * then says it will show once the player has re-registered). A child's details read by anyone but
 * the child's guardian are audited ('child-record.read').
 */
export async function getOrganisationPerson(options: {
  db: DbOrTx;
  actor: Actor;
  input: { organisationId: number; wruId: number };
  now: Date;
  requestId: string;
}): Promise<OrganisationPersonDetails> {
  const { db, now } = options;
  const { person } = await loadPersonInOrganisation(db, options.actor, options.input, now);
  const age = person.dob ? ageOn(person.dob, now) : null;
  const isMinor = age !== null && age < ADULT_AGE;
  await auditChildRecordReads(db, {
    actor: options.actor,
    now,
    requestId: options.requestId,
    organisationId: options.input.organisationId,
    people: [person],
    record: 'person-details',
  });
  const [roleRows, parent, records] = await Promise.all([
    listRoleRows(db, { personIds: [person.id], organisationIds: [options.input.organisationId], today: isoDay(now) }),
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
