import { ORGANISATION_PAGE_SIZE, type OrganisationTeamParent, sexValueOf } from '@mywru/shared';
import { teamParentNameCy } from '../../domain/team/names';
import { AppError } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case-context';
import { findActiveOrganisation, listOrganisationTeamParents } from './queries';

/**
 * GET /team/{organisationId}/get-team-parents: an active organisation's teams (public names only)
 * in the team listing order; 9 a page when a page is asked for, else all of them.
 */
export async function listTeamParentsOfOrganisation(
  context: UseCaseContext,
  input: { organisationId: number; page?: number | undefined },
): Promise<OrganisationTeamParent[]> {
  if (!(await findActiveOrganisation(context.db, input.organisationId))) {
    throw new AppError('team.organisation_not_found');
  }
  const { page } = input;
  const rows = await listOrganisationTeamParents(
    context.db,
    input.organisationId,
    page === undefined ? null : { offset: (page - 1) * ORGANISATION_PAGE_SIZE, limit: ORGANISATION_PAGE_SIZE },
  );
  return rows.map((row) => ({
    teamParentId: row.teamParentId,
    name: row.name,
    nameCy: teamParentNameCy(row),
    // A blank sex means a mixed team.
    sex: { value: sexValueOf(row.sexId) },
    ageGrade: row.ageGrade,
    gameFormat: { id: row.gameFormatId, name: row.gameFormatName },
    enableRegistrations: row.enableRegistrations,
  }));
}
