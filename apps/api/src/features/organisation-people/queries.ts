import type { DbOrTx } from '../../db/client';
import { persons } from '../../db/schema';
import { searchPersons } from '../../domain/person/queries';
import { ROLE_PARENT_IDS } from '../../domain/role/queries';

/**
 * Search People: persons with an active role in the organisation (players: a playing role;
 * volunteers: a volunteering or office role), by member id when the search is all digits, else by
 * any part of the full name; by last name, first name and id; one page.
 */
export async function searchOrganisationPeople(
  db: DbOrTx,
  options: {
    organisationId: number;
    today: string;
    search: string | null;
    role: 'all' | 'players' | 'volunteers';
    limit: number;
    offset: number;
  },
) {
  const roleParentId =
    options.role === 'players'
      ? ROLE_PARENT_IDS.playing
      : options.role === 'volunteers'
        ? ROLE_PARENT_IDS.volunteering
        : null;
  return searchPersons(db, {
    columns: { id: persons.id, firstName: persons.firstName, lastName: persons.lastName, dob: persons.dob },
    search: options.search,
    activeIn: { organisationId: options.organisationId, today: options.today, roleParentId },
    order: 'case-insensitive',
    limit: options.limit,
    offset: options.offset,
  });
}
