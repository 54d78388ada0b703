import {
  UNION_ORGANISATIONS_PAGE_SIZE,
  unionDay,
  type UnionOrganisationListQuery,
  type UnionOrganisationPage,
} from '@mywru/shared';
import type { UseCaseContext } from '../../lib/use-case-context';
import { requireUnionArea } from '../../domain/access/union-access';
import { countPeople, countTeamParents, listOrganisationRows } from '../../domain/organisation/queries';

/**
 * GET /union/organisations: organisations by name (or id), filtered by type, region and whether
 * active; 20 a page, each with how many teams it has and how many people hold a role there today.
 */
export async function listOrganisationsForUnion(
  context: UseCaseContext,
  input: UnionOrganisationListQuery,
): Promise<UnionOrganisationPage> {
  const { db, actor } = context;
  await requireUnionArea(db, actor, 'organisations');
  const { rows, total } = await listOrganisationRows(
    db,
    {
      search: input.search ?? null,
      typeId: input.typeId ?? null,
      regionId: input.regionId ?? null,
      active: input.active,
    },
    { limit: UNION_ORGANISATIONS_PAGE_SIZE, offset: (input.page - 1) * UNION_ORGANISATIONS_PAGE_SIZE },
  );
  const ids = rows.map((row) => row.id);
  const teams = new Map((await countTeamParents(db, ids)).map((row) => [row.organisationId, row.teams]));
  const people = new Map(
    (await countPeople(db, ids, unionDay(context.now))).map((row) => [row.organisationId, row.people]),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: { id: row.typeId, name: row.typeName, nameCy: row.typeNameCy || row.typeName },
      region: row.regionId === null ? null : { id: row.regionId, name: row.regionName ?? '' },
      isActive: row.isActive,
      teamCount: teams.get(row.id) ?? 0,
      peopleCount: people.get(row.id) ?? 0,
    })),
    total,
    page: input.page,
    pageSize: UNION_ORGANISATIONS_PAGE_SIZE,
  };
}
