import { unionDay } from '@mywru/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { personOrganisationRoles } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { findPerson, type PersonRow } from '../person/queries';
import { activeOn } from '../role/queries';
import { requireOrganisationArea, type OrganisationAccess } from './organisation-access';

/** Whether the person holds a role in the organisation today. */
export async function hasActiveRole(
  db: DbOrTx,
  personId: number,
  organisationId: number,
  today: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: personOrganisationRoles.id })
    .from(personOrganisationRoles)
    .where(
      and(
        eq(personOrganisationRoles.personId, personId),
        eq(personOrganisationRoles.organisationId, organisationId),
        activeOn(today),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The People area of an organisation, for one person who holds a role there today. A person who
 * does not exist and one without a role there get the same 404, so member ids cannot be probed.
 * The club's person dialog and its DBS and qualification reads share it.
 */
export async function loadPersonInOrganisation(
  db: DbOrTx,
  actor: Actor,
  input: { organisationId: number; wruId: number },
  now: Date,
): Promise<{ access: OrganisationAccess; person: PersonRow }> {
  const access = await requireOrganisationArea(db, actor, input.organisationId, 'people', now);
  const person = await findPerson(db, input.wruId);
  if (!person || !(await hasActiveRole(db, person.id, input.organisationId, unionDay(now)))) {
    throw AppError.notFound('person.not_in_organisation');
  }
  return { access, person };
}
