import { unionDay, type OrganisationArea, type PersonRoleQuery, type PersonRoleRecord } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { auditChildRecordReads } from '../../domain/audit/audit';
import { findOrganisationAccess } from '../../domain/access/organisation-access';
import { canActFor } from '../../domain/access/person-access';
import { findPerson } from '../../domain/person/queries';
import { listRoleRows, presentRoleRecords } from '../../domain/role/person-role-records';
import type { UseCaseContext } from '../../lib/use-case-context';
import { listActiveRoleOrganisations } from './queries';

/** The organisation areas in which an official sees a member's roles. */
const AREAS_SEEING_ROLES: readonly OrganisationArea[] = ['people', 'registrations', 'teams'];

/**
 * The organisations in which the actor, as an official, may see this person's roles: those where
 * the person holds a role today and the actor may use People, Registrations or Teams (Team
 * Managers and Coaches: only when the person's role there is on one of their teams).
 */
async function organisationsSeenBy(
  db: DbOrTx,
  actor: Actor,
  personId: number,
  now: Date,
  only: number | undefined,
): Promise<number[]> {
  const held = await listActiveRoleOrganisations(db, personId, unionDay(now));
  const organisationIds = [
    ...new Set(held.map((row) => row.organisationId).filter((id): id is number => id !== null)),
  ].filter((id) => only === undefined || id === only);
  const reachable: number[] = [];
  for (const organisationId of organisationIds) {
    const teamsThere = held.filter((row) => row.organisationId === organisationId).map((row) => row.teamParentId);
    for (const area of AREAS_SEEING_ROLES) {
      const access = await findOrganisationAccess(db, actor, organisationId, area, now);
      if (!access) continue;
      const scope = access.teamParentIds;
      if (scope === null || teamsThere.some((id) => id !== null && scope.has(id))) {
        reachable.push(organisationId);
        break;
      }
    }
  }
  return reachable;
}

/**
 * GET /person/{wruId}/role: Person role records. The person themselves (or their guardian) sees all
 * their roles; an official sees the roles in the organisations where they manage this person. With
 * lastName, the list is empty unless it matches the person's last name (any case). An official's
 * read of a child's roles is audited ('child-record.read').
 */
export async function listPersonRoleRecords(
  context: UseCaseContext,
  input: { wruId: number; query: PersonRoleQuery },
): Promise<PersonRoleRecord[]> {
  const { db, actor, now, requestId } = context;
  const query = input.query;
  const person = await findPerson(db, input.wruId);
  if (!person) throw AppError.forbidden();
  let organisationIds: number[] | null;
  if (canActFor(actor, person)) {
    organisationIds = query.organisationId === undefined ? null : [query.organisationId];
  } else {
    organisationIds = await organisationsSeenBy(db, actor, person.id, now, query.organisationId);
    if (organisationIds.length === 0) throw AppError.forbidden();
  }
  if (query.lastName && query.lastName.toLowerCase() !== (person.lastName ?? '').trim().toLowerCase()) return [];
  await auditChildRecordReads(db, {
    actor,
    now,
    requestId,
    organisationId: organisationIds?.length === 1 ? organisationIds[0] : null,
    people: [person],
    record: 'roles',
  });
  const rows = await listRoleRows(db, {
    personIds: [person.id],
    organisationIds,
    today: query.activeOnly ? unionDay(now) : null,
    playingOnly: query.playingRolesOnly,
    excludeTransferred: query.excludeTransferred,
  });
  return presentRoleRecords(db, rows);
}
