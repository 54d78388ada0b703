import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  gameFormats,
  organisations,
  personOrganisationRoles,
  persons,
  roles,
  teamChildren,
  teamParents,
  teamTemplates,
  unionRoles,
} from '../../db/schema';
import { searchPersons } from '../../domain/person/queries';
import { activeOn, notEndedBy } from '../../domain/role/queries';

const grantor = alias(persons, 'grantor');

const holderColumns = {
  id: unionRoles.id,
  role: unionRoles.role,
  grantedAt: unionRoles.grantedAt,
  endedAt: unionRoles.endedAt,
  personId: persons.id,
  firstName: persons.firstName,
  lastName: persons.lastName,
  email: persons.email,
  grantedById: grantor.id,
  grantedByFirstName: grantor.firstName,
  grantedByLastName: grantor.lastName,
};

function holders(db: DbOrTx) {
  return db
    .select(holderColumns)
    .from(unionRoles)
    .innerJoin(persons, eq(persons.id, unionRoles.personId))
    .leftJoin(grantor, eq(grantor.id, unionRoles.grantedBy))
    .$dynamic();
}
export type UnionRoleHolderRow = NonNullable<Awaited<ReturnType<typeof findUnionRoleRow>>>;

/** Every active union role grant, by role, then the holder's name. */
export async function listActiveUnionRoleRows(db: DbOrTx) {
  return holders(db)
    .where(isNull(unionRoles.endedAt))
    .orderBy(asc(unionRoles.role), asc(persons.lastName), asc(persons.firstName), asc(unionRoles.id));
}

export async function findUnionRoleRow(db: DbOrTx, id: number) {
  const [row] = await holders(db).where(eq(unionRoles.id, id)).limit(1);
  return row ?? null;
}

export async function hasActiveUnionRole(db: DbOrTx, personId: number, role: string): Promise<boolean> {
  const rows = await db
    .select({ id: unionRoles.id })
    .from(unionRoles)
    .where(and(eq(unionRoles.personId, personId), eq(unionRoles.role, role), isNull(unionRoles.endedAt)))
    .limit(1);
  return rows.length > 0;
}

export async function insertUnionRole(
  db: DbOrTx,
  values: { personId: number; role: string; grantedBy: number; grantedAt: Date },
) {
  const [row] = await db.insert(unionRoles).values(values).returning({ id: unionRoles.id });
  if (!row) throw new Error('union role insert');
  return row.id;
}

/** Locks one grant; the answer says whether it is still active. */
export async function lockUnionRole(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: unionRoles.id, personId: unionRoles.personId, role: unionRoles.role, endedAt: unionRoles.endedAt })
    .from(unionRoles)
    .where(eq(unionRoles.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

/**
 * Locks every active grant of a role and answers them. Two administrators ending each other at
 * once run one after the other, and the second sees the first's end.
 */
export async function lockActiveGrantsOfRole(db: DbOrTx, role: string) {
  return db
    .select({ id: unionRoles.id, personId: unionRoles.personId })
    .from(unionRoles)
    .where(and(eq(unionRoles.role, role), isNull(unionRoles.endedAt)))
    .orderBy(asc(unionRoles.id))
    .for('update');
}

export async function endUnionRole(db: DbOrTx, id: number, endedAt: Date) {
  await db.update(unionRoles).set({ endedAt }).where(eq(unionRoles.id, id));
}

/** People born on or before `adultBorn` (or without a date of birth yet) by member id or name. */
export async function searchCandidates(db: DbOrTx, search: string, adultBorn: string, limit: number) {
  return searchPersons(db, {
    columns: { id: persons.id, firstName: persons.firstName, lastName: persons.lastName, email: persons.email },
    search,
    bornOnOrBefore: adultBorn,
    limit,
  });
}

export async function listActiveRolesOf(db: DbOrTx, personIds: readonly number[]) {
  if (personIds.length === 0) return [];
  return db
    .select({ personId: unionRoles.personId, role: unionRoles.role })
    .from(unionRoles)
    .where(and(inArray(unionRoles.personId, [...personIds]), isNull(unionRoles.endedAt)));
}

export async function listChildIds(db: DbOrTx, parentId: number): Promise<number[]> {
  const rows = await db
    .select({ id: persons.id })
    .from(persons)
    .where(eq(persons.parentId, parentId))
    .orderBy(asc(persons.id));
  return rows.map((r) => r.id);
}

/** Registered roles of the given persons with organisation, team child, team parent, template and format; newest first per person. */
export async function listRegisteredRoleRows(db: DbOrTx, personIds: readonly number[], activeOnDay: string | null) {
  if (personIds.length === 0) return [];
  const conditions = [inArray(personOrganisationRoles.personId, [...personIds])];
  if (activeOnDay) {
    const active = notEndedBy(activeOnDay);
    if (active) conditions.push(active);
  }
  return db
    .select({
      id: personOrganisationRoles.id,
      personId: persons.id,
      firstName: persons.firstName,
      lastName: persons.lastName,
      hasInvalidDbs: persons.hasInvalidDbs,
      organisationId: organisations.id,
      organisationName: organisations.name,
      roleName: roles.value,
      roleNameCy: roles.valueCy,
      roleParentId: roles.roleParentId,
      activeFrom: personOrganisationRoles.activeFrom,
      activeTo: personOrganisationRoles.activeTo,
      teamChildId: teamChildren.id,
      teamChildValue: teamChildren.value,
      teamParentId: teamParents.id,
      templateName: teamTemplates.name,
      templateNameCy: teamTemplates.nameCy,
      gameFormatId: gameFormats.id,
      gameFormatName: gameFormats.name,
    })
    .from(personOrganisationRoles)
    .innerJoin(persons, eq(persons.id, personOrganisationRoles.personId))
    .innerJoin(roles, eq(roles.id, personOrganisationRoles.roleId))
    .leftJoin(organisations, eq(organisations.id, personOrganisationRoles.organisationId))
    .leftJoin(teamChildren, eq(teamChildren.id, personOrganisationRoles.teamChildId))
    .leftJoin(teamParents, eq(teamParents.id, teamChildren.teamParentId))
    .leftJoin(teamTemplates, eq(teamTemplates.id, teamParents.teamTemplateId))
    .leftJoin(gameFormats, eq(gameFormats.id, teamTemplates.gameFormatId))
    .where(and(...conditions))
    .orderBy(asc(persons.id), desc(personOrganisationRoles.activeFrom), desc(personOrganisationRoles.id));
}

/** Organisations where the person holds a role today, with the team parents of those roles. */
export async function listActiveRoleOrganisations(db: DbOrTx, personId: number, today: string) {
  return db
    .selectDistinct({ organisationId: personOrganisationRoles.organisationId, teamParentId: teamChildren.teamParentId })
    .from(personOrganisationRoles)
    .leftJoin(teamChildren, eq(teamChildren.id, personOrganisationRoles.teamChildId))
    .where(and(eq(personOrganisationRoles.personId, personId), activeOn(today)));
}
