import type { OrganisationType } from '@mywru/shared';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { listOrganisationTypes as selectOrganisationTypes } from '../queries';

/** GET /organisation/type: the ways to play (organisation types), in their fixed order. */
export async function listOrganisationTypes(context: UseCaseContext): Promise<OrganisationType[]> {
  const rows = await selectOrganisationTypes(context.db);
  return rows.map((row) => ({
    id: row.id,
    nameEn: row.nameEn,
    nameCy: row.nameCy,
    descriptionEn: row.descriptionEn,
    descriptionCy: row.descriptionCy,
    tablerIcon: row.tablerIcon,
    showOnRegistration: row.showOnRegistration,
  }));
}
