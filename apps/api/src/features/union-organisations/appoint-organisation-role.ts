import {
  ageOn,
  isoDay,
  ORGANISATION_ROLES,
  UNION_ORGANISATION_MESSAGES,
  type NewUnionAppointment,
  type UnionOrganisationDetails,
} from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { presentOrganisation } from './present';
import {
  findLiveAppointment,
  findOrganisationRow,
  insertAppointments,
  listOfficeRoles,
  listTeamChildrenOfOrganisation,
} from './queries';
import { lockPerson } from '../../domain/person/queries';

function invalid(field: string, message: string): AppError {
  return AppError.legacy('validation_failed', message, { [field]: [message] });
}

/**
 * POST /union/organisations/{id}/office-holders: appoints a person to an organisation role (Club
 * Secretary and the others of the role table) from today. Team Manager and Team Coach are held for
 * team variations of this organisation, one appointment each; the other roles for none. A person
 * younger than the role's minimum age is refused (400); an appointment the person already holds
 * (same role and variation, not ended) is a 409. Audited in the same transaction.
 */
export async function appointOrganisationRole(options: {
  db: Db;
  actor: Actor;
  input: { organisationId: number; appointment: NewUnionAppointment };
  now: Date;
  requestId: string;
}): Promise<UnionOrganisationDetails> {
  const { db, actor, input, now } = options;
  await requireUnionArea(db, actor, 'organisations');
  const { personId, roleId } = input.appointment;
  const teamChildIds = [...new Set(input.appointment.teamChildIds)];
  const today = isoDay(now);

  return db.transaction(async (tx) => {
    const organisation = await findOrganisationRow(tx, input.organisationId);
    if (!organisation) throw AppError.notFound('The organisation was not found');
    const role = (await listOfficeRoles(tx, ORGANISATION_ROLES)).find((candidate) => candidate.id === roleId);
    if (!role) throw invalid('roleId', UNION_ORGANISATION_MESSAGES.roleUnknown);
    // Locks the person: two appointments of the same person at once are decided one after the other.
    const person = await lockPerson(tx, personId);
    if (!person) throw invalid('personId', UNION_ORGANISATION_MESSAGES.personUnknown);
    if (person.dob !== null && ageOn(person.dob, now) < role.minAge)
      throw invalid('personId', UNION_ORGANISATION_MESSAGES.personTooYoung);

    if (role.teamRequired && teamChildIds.length === 0)
      throw invalid('teamChildIds', UNION_ORGANISATION_MESSAGES.teamsRequired);
    if (!role.teamRequired && teamChildIds.length > 0)
      throw invalid('teamChildIds', UNION_ORGANISATION_MESSAGES.teamsNotAllowed);
    const teams = await listTeamChildrenOfOrganisation(tx, organisation.id, teamChildIds);
    if (teams.length !== teamChildIds.length)
      throw invalid('teamChildIds', UNION_ORGANISATION_MESSAGES.teamNotOfOrganisation);

    const targets: (number | null)[] = role.teamRequired ? teamChildIds : [null];
    for (const teamChildId of targets) {
      const live = await findLiveAppointment(tx, {
        personId: person.id,
        organisationId: organisation.id,
        roleId: role.id,
        teamChildId,
        today,
      });
      if (live) throw AppError.conflict(UNION_ORGANISATION_MESSAGES.alreadyAppointed);
    }
    const ids = await insertAppointments(tx, {
      personId: person.id,
      organisationId: organisation.id,
      roleId: role.id,
      teamChildIds: targets,
      activeFrom: today,
      createdAt: now,
    });
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'organisation-role.appointed',
      subjectType: 'person_organisation_role',
      subjectId: ids.join(','),
      personId: person.id,
      organisationId: organisation.id,
      requestId: options.requestId,
      details: {
        roleId: role.id,
        role: role.value,
        teamChildIds: role.teamRequired ? teamChildIds : [],
        activeFrom: today,
      },
    });
    return presentOrganisation(tx, organisation.id, now);
  });
}
