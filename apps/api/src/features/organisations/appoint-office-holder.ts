import {
  ageOn,
  ORGANISATION_ROLES,
  unionDay,
  type NewUnionAppointment,
  type UnionOrganisationDetails,
} from '@mywru/shared';
import type { UseCaseContext } from '../../lib/use-case-context';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { presentOrganisation } from '../../domain/organisation/present';
import {
  findLiveAppointment,
  findOrganisationRow,
  insertAppointments,
  listOfficeRoles,
  listTeamChildrenOfOrganisation,
} from '../../domain/organisation/queries';
import { fieldRefusal } from './check-fields-as-union';
import { lockPerson } from '../../domain/person/queries';

/**
 * POST /union/organisations/{id}/office-holders: appoints a person to an organisation role (Club
 * Secretary and the others of the role table) from today. Team Manager and Team Coach are held for
 * team variations of this organisation, one appointment each; the other roles for none. A person
 * younger than the role's minimum age is refused (400); an appointment the person already holds
 * (same role and variation, not ended) is a 409. Audited in the same transaction.
 */
export async function appointOfficeHolder(
  context: UseCaseContext,
  input: { organisationId: number; appointment: NewUnionAppointment },
): Promise<UnionOrganisationDetails> {
  const { db, actor, now } = context;
  await requireUnionArea(db, actor, 'organisations');
  const { personId, roleId } = input.appointment;
  const teamChildIds = [...new Set(input.appointment.teamChildIds)];
  const today = unionDay(now);

  return db.transaction(async (tx) => {
    const organisation = await findOrganisationRow(tx, input.organisationId);
    if (!organisation) throw new AppError('organisation.not_found');
    const role = (await listOfficeRoles(tx, ORGANISATION_ROLES)).find((candidate) => candidate.id === roleId);
    if (!role) throw fieldRefusal('roleId', 'organisation.role_unknown');
    // Locks the person: two appointments of the same person at once are decided one after the other.
    const person = await lockPerson(tx, personId);
    if (!person) throw fieldRefusal('personId', 'organisation.person_unknown');
    if (person.dob !== null && ageOn(person.dob, now) < role.minAge)
      throw fieldRefusal('personId', 'organisation.person_too_young');

    if (role.teamRequired && teamChildIds.length === 0)
      throw fieldRefusal('teamChildIds', 'organisation.teams_required');
    if (!role.teamRequired && teamChildIds.length > 0)
      throw fieldRefusal('teamChildIds', 'organisation.teams_not_allowed');
    const teams = await listTeamChildrenOfOrganisation(tx, organisation.id, teamChildIds);
    if (teams.length !== teamChildIds.length)
      throw fieldRefusal('teamChildIds', 'organisation.team_not_of_organisation');

    const targets: (number | null)[] = role.teamRequired ? teamChildIds : [null];
    for (const teamChildId of targets) {
      const live = await findLiveAppointment(tx, {
        personId: person.id,
        organisationId: organisation.id,
        roleId: role.id,
        teamChildId,
        today,
      });
      if (live) throw new AppError('organisation.already_appointed');
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
      requestId: context.requestId,
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
