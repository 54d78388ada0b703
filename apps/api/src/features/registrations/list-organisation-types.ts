import type { OrganisationType } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import { listOrganisationTypes as selectOrganisationTypes } from './queries';

/** GET /organisation/type: the ways to play (organisation types), in their fixed order. */
export async function listOrganisationTypes(options: { db: DbOrTx }): Promise<OrganisationType[]> {
  const rows = await selectOrganisationTypes(options.db);
  return rows.map((row) => ({
    id: row.id,
    nameEn: row.nameEn,
    descriptionEn: row.descriptionEn,
    tablerIcon: row.tablerIcon,
    showOnRegistration: row.showOnRegistration,
  }));
}
