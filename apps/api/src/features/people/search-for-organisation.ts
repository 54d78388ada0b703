import { ageOn, PEOPLE_PAGE_SIZE, unionDay, type OrganisationPerson, type PeopleSearchQuery } from '@mywru/shared';
import { auditChildRecordReads } from '../../domain/audit/audit';
import { requireOrganisationArea } from '../../domain/access/organisation-access';
import { ROLE_PARENT_IDS } from '../../domain/role/queries';
import type { UseCaseContext } from '../../lib/use-case-context';
import { searchOrganisationPeople } from './queries';

/**
 * GET /organisation/{organisationId}/people/all: Search People. Persons with an active role in the
 * organisation, filtered to players or volunteers, searched by member id or any part of the name,
 * 20 a page ('Load more' while a page comes back full), with a summary of their roles there (read
 * in the page's one statement, which checks the actor's access too).
 * Each child answered is an audited read ('child-record.read', one row per child).
 */
export async function searchPeopleForOrganisation(
  context: UseCaseContext,
  input: { organisationId: number; query: PeopleSearchQuery },
): Promise<OrganisationPerson[]> {
  const { db, now } = context;
  const today = unionDay(now);
  // The statement checks the People area's access itself and answers nothing to someone refused;
  // an empty page is asked of the access check, which tells a refusal (403) from no match.
  const rows = await searchOrganisationPeople(db, {
    actorPersonId: context.actor.personId,
    organisationId: input.organisationId,
    today,
    search: input.query.search ?? null,
    role: input.query.role,
    limit: PEOPLE_PAGE_SIZE,
    offset: (input.query.page - 1) * PEOPLE_PAGE_SIZE,
  });
  if (rows.length === 0) await requireOrganisationArea(db, context.actor, input.organisationId, 'people', now);
  await auditChildRecordReads(db, {
    actor: context.actor,
    now,
    requestId: context.requestId,
    organisationId: input.organisationId,
    people: rows,
    record: 'people-search',
  });
  return rows.map((row) => {
    const own = row.roles;
    // One entry a role name; the Welsh names follow the English ones' order.
    const roleNames = new Map(own.map((role) => [role.roleName, role.roleNameCy]));
    return {
      wruId: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      dob: row.dob,
      age: row.dob ? ageOn(row.dob, today) : null,
      roleValues: [...roleNames.keys()],
      roleValuesCy: [...roleNames.values()],
      teamNames: [
        ...new Set(
          own
            .filter((role) => role.teamParentName !== null)
            .map((role) =>
              role.teamChildValue ? `${role.teamParentName} – ${role.teamChildValue}` : (role.teamParentName as string),
            ),
        ),
      ],
      isPlayer: own.some((role) => role.roleParentId === ROLE_PARENT_IDS.playing),
      isVolunteer: own.some((role) => role.roleParentId !== ROLE_PARENT_IDS.playing),
    };
  });
}
