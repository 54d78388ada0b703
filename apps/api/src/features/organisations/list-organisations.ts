import { ORGANISATION_PAGE_SIZE, type OrganisationListQuery, type OrganisationOption } from '@mywru/shared';
import type { UseCaseContext } from '../../lib/use-case-context';
import { listActiveOrganisations } from './queries';

/** GET /organisation/all-clubs: active organisations by name, 9 a page, or all of them with returnAll. */
export async function listOrganisations(
  context: UseCaseContext,
  input: OrganisationListQuery,
): Promise<OrganisationOption[]> {
  const rows = await listActiveOrganisations(context.db, {
    search: input.search ?? null,
    typeId: input.typeId ?? null,
    limit: input.returnAll ? null : ORGANISATION_PAGE_SIZE,
    offset: input.returnAll ? 0 : (input.page - 1) * ORGANISATION_PAGE_SIZE,
  });
  return rows.map((row) => ({ ...row, typeNameCy: row.typeNameCy || row.typeName }));
}
