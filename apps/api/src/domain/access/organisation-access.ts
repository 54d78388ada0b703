/**
 * The one organisation access check of organisation administration. The actor's active office
 * roles in the organisation (role parent 2, active today) are matched against the role table in
 * packages/shared (`canUseArea`); Team Managers and Team Coaches reach only the teams of their own
 * team-variation roles (`isLimitedToOwnTeams`). A refusal is a 403 whose detail is the area's
 * permission message; the errors plugin logs it.
 */
import {
  AREA_ROLES,
  canUseArea,
  isLimitedToOwnTeams,
  TEAM_SCOPED_ROLES,
  unionDay,
  type Reason,
  type OrganisationArea,
} from '@mywru/shared';
import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { preparedOnce, type DbOrTx } from '../../db/client';
import { organisations, personOrganisationRoles, roles, teamChildren, teamParents } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { activeOn, ROLE_PARENT_IDS } from '../role/queries';
import { AppError } from '../../lib/app-error';

/** The area's refusal: `organisation.permission.<area>`, declared for every area. */
function refusalOf(area: OrganisationAccessArea): AppError {
  return new AppError(`organisation.permission.${area}` satisfies Reason);
}

/** Role parent 2: volunteering and office roles (1 is playing). */
export type OrganisationAccessArea = OrganisationArea | 'hub';

export interface OrganisationAccess {
  organisationId: number;
  organisationName: string;
  /** The actor's active office roles there, distinct, by name. */
  roleValues: string[];
  /**
   * Null when the actor reaches the whole organisation in this area; otherwise the team parents of
   * their own Team Manager / Team Coach roles (possibly none).
   */
  teamParentIds: ReadonlySet<number> | null;
}

/**
 * The actor's office roles in the organisation held on the day (with the organisation's name). Asked
 * on every organisation page and action, so the statement is built once per database handle and
 * prepared under a fixed name, as Search People's page and the person read are (decision 009): on
 * PostgreSQL each pooled connection parses and plans it once, then binds the values. It is still
 * read on every request: roles are never cached (a role granted or ended applies to the next one).
 */
function prepareOfficeRoles(db: DbOrTx) {
  return db
    .select({ roleValue: roles.value, teamParentId: teamChildren.teamParentId, organisationName: organisations.name })
    .from(personOrganisationRoles)
    .innerJoin(roles, eq(roles.id, personOrganisationRoles.roleId))
    .innerJoin(organisations, eq(organisations.id, personOrganisationRoles.organisationId))
    .leftJoin(teamChildren, eq(teamChildren.id, personOrganisationRoles.teamChildId))
    .where(
      officeRolesHeld({
        personId: sql.placeholder('personId'),
        organisationId: sql.placeholder('organisationId'),
        today: sql.placeholder('today'),
      }),
    )
    .prepare('organisation_office_roles');
}

/** Who, where and on which day an access check asks about: values, or placeholders bound later. */
interface AccessAsked {
  personId: number | Placeholder;
  organisationId: number | Placeholder;
  today: string | Placeholder;
}

/** The person's office roles in the organisation held on the day (role rows joined to their roles). */
function officeRolesHeld(asked: AccessAsked): SQL | undefined {
  return and(
    eq(personOrganisationRoles.personId, asked.personId),
    eq(personOrganisationRoles.organisationId, asked.organisationId),
    eq(roles.roleParentId, ROLE_PARENT_IDS.volunteering),
    // The day is bound as a parameter, exactly as the day's string is.
    activeOn(asked.today),
  );
}

/**
 * The access check's rule for an area, as a condition a statement carries: the person holds there, on
 * the day, an office role the area's role table allows (`canUseArea`: any of the area's roles, any
 * office role for an area open to all). A read that checks access in its own statement (Search
 * People) then costs no round trip for the check, and reads nothing for someone refused: the
 * condition does not depend on the statement's rows, so the database asks it once, first. Only for
 * areas where no role is limited to its own teams, whose reach the statement could not tell.
 */
export function mayUseAreaCondition(db: DbOrTx, area: OrganisationArea, asked: AccessAsked): SQL {
  const allowed = AREA_ROLES[area];
  if (allowed !== 'any' && allowed.some((role) => (TEAM_SCOPED_ROLES as readonly string[]).includes(role))) {
    throw new Error(`the ${area} area limits some roles to their own teams: use requireOrganisationArea`);
  }
  const held = db
    .select({ one: sql`1` })
    .from(personOrganisationRoles)
    .innerJoin(roles, eq(roles.id, personOrganisationRoles.roleId))
    .where(and(officeRolesHeld(asked), allowed === 'any' ? undefined : inArray(roles.value, [...allowed])));
  return sql`exists (${held})`;
}

async function loadOfficeRoles(db: DbOrTx, personId: number, organisationId: number, today: string) {
  const prepared = preparedOnce(db, 'organisation_office_roles', () => prepareOfficeRoles(db));
  return prepared.execute({ personId, organisationId, today });
}

/** The actor's access to an area of an organisation, or null when the role table refuses it. */
export async function findOrganisationAccess(
  db: DbOrTx,
  actor: Actor,
  organisationId: number,
  area: OrganisationAccessArea,
  now: Date,
): Promise<OrganisationAccess | null> {
  const rows = await loadOfficeRoles(db, actor.personId, organisationId, unionDay(now));
  const roleValues = [...new Set(rows.map((row) => row.roleValue))].sort();
  const allowed = area === 'hub' ? roleValues.length > 0 : canUseArea(roleValues, area);
  const first = rows[0];
  if (!allowed || !first) return null;
  let teamParentIds: Set<number> | null = null;
  if (area !== 'hub' && isLimitedToOwnTeams(roleValues, area)) {
    const scoped = TEAM_SCOPED_ROLES as readonly string[];
    teamParentIds = new Set(
      rows
        .filter((row) => scoped.includes(row.roleValue) && row.teamParentId !== null)
        .map((row) => row.teamParentId as number),
    );
  }
  return { organisationId, organisationName: first.organisationName, roleValues, teamParentIds };
}

/**
 * The actor's access to an area of an organisation, or a 403 with the area's message. The same
 * 403 answers an organisation that does not exist, so ids cannot be probed.
 */
export async function requireOrganisationArea(
  db: DbOrTx,
  actor: Actor,
  organisationId: number,
  area: OrganisationAccessArea,
  now: Date,
): Promise<OrganisationAccess> {
  const access = await findOrganisationAccess(db, actor, organisationId, area, now);
  if (!access) throw refusalOf(area);
  return access;
}

/** Whether the access reaches this team parent (always, unless limited to own teams). */
export function reachesTeam(access: OrganisationAccess, teamParentId: number): boolean {
  return access.teamParentIds === null || access.teamParentIds.has(teamParentId);
}

/** Refuses with the area's message when the access does not reach the team. */
export function requireTeam(access: OrganisationAccess, teamParentId: number, area: OrganisationAccessArea): void {
  if (!reachesTeam(access, teamParentId)) throw refusalOf(area);
}

/** The organisation of a team parent, or null. */
export async function findTeamParentOrganisation(db: DbOrTx, teamParentId: number): Promise<number | null> {
  const [row] = await db
    .select({ organisationId: teamParents.organisationId })
    .from(teamParents)
    .where(eq(teamParents.id, teamParentId))
    .limit(1);
  return row?.organisationId ?? null;
}

/**
 * Access to an area for one team parent: its organisation's area, and the team itself for Team
 * Managers and Coaches. A team that does not exist is a 404.
 */
export async function requireTeamParentArea(
  db: DbOrTx,
  actor: Actor,
  teamParentId: number,
  area: OrganisationArea,
  now: Date,
): Promise<OrganisationAccess> {
  const organisationId = await findTeamParentOrganisation(db, teamParentId);
  if (organisationId === null) throw new AppError('team.not_found');
  const access = await requireOrganisationArea(db, actor, organisationId, area, now);
  requireTeam(access, teamParentId, area);
  return access;
}
