import { isoDay } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { requireOrganisationArea, type OrganisationAccess } from '../../domain/access/organisation-access';
import { hasActiveRole } from './queries';
import type { PersonRow } from '../../domain/person/queries';
import { findPerson } from '../../domain/person/queries';

export const NOT_IN_ORGANISATION = 'This person has no role in this organisation';

/**
 * The People area of an organisation, for one person who holds a role there today. A person who
 * does not exist and one without a role there get the same 404, so member ids cannot be probed.
 */
export async function loadPersonInOrganisation(
  db: DbOrTx,
  actor: Actor,
  input: { organisationId: number; wruId: number },
  now: Date,
): Promise<{ access: OrganisationAccess; person: PersonRow }> {
  const access = await requireOrganisationArea(db, actor, input.organisationId, 'people', now);
  const person = await findPerson(db, input.wruId);
  if (!person || !(await hasActiveRole(db, person.id, input.organisationId, isoDay(now)))) {
    throw AppError.notFound(NOT_IN_ORGANISATION);
  }
  return { access, person };
}
