import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { personOrganisationRoles, teamChildren } from '../../db/schema';
import { activeOn } from '../../domain/role/queries';

/** Organisations where the person holds a role today, with the team parents of those roles. */
export async function listActiveRoleOrganisations(db: DbOrTx, personId: number, today: string) {
  return db
    .selectDistinct({ organisationId: personOrganisationRoles.organisationId, teamParentId: teamChildren.teamParentId })
    .from(personOrganisationRoles)
    .leftJoin(teamChildren, eq(teamChildren.id, personOrganisationRoles.teamChildId))
    .where(and(eq(personOrganisationRoles.personId, personId), activeOn(today)));
}
