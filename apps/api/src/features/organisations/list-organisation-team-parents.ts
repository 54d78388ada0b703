import { ORGANISATION_PAGE_SIZE, type OrganisationTeamParent } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findActiveOrganisation, listOrganisationTeamParents } from './queries';

const SEX_VALUES: Record<number, string> = { 1: 'Male', 2: 'Female' };

/**
 * GET /team/{organisationId}/get-team-parents: an active organisation's teams (public names only)
 * in the team listing order; 9 a page when a page is asked for, else all of them.
 */
export async function listTeamParentsOfOrganisation(options: {
  db: DbOrTx;
  input: { organisationId: number; page?: number | undefined };
}): Promise<OrganisationTeamParent[]> {
  if (!(await findActiveOrganisation(options.db, options.input.organisationId))) {
    throw AppError.notFound('No such organisation');
  }
  const { page } = options.input;
  const rows = await listOrganisationTeamParents(
    options.db,
    options.input.organisationId,
    page === undefined ? null : { offset: (page - 1) * ORGANISATION_PAGE_SIZE, limit: ORGANISATION_PAGE_SIZE },
  );
  return rows.map((row) => ({
    teamParentId: row.teamParentId,
    name: row.name,
    // A blank sex means a mixed team.
    sex: { value: row.sexId ? (SEX_VALUES[row.sexId] ?? '') : '' },
    ageGrade: row.ageGrade,
    gameFormat: { id: row.gameFormatId, name: row.gameFormatName },
    enableRegistrations: row.enableRegistrations,
  }));
}
