import type { OrganisationTeamParent } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findActiveOrganisation, listOrganisationTeamParents } from './queries';

const SEX_VALUES: Record<number, string> = { 1: 'Male', 2: 'Female' };

/** GET /team/{organisationId}/get-team-parents: an active organisation's teams (public names only). */
export async function listTeamParentsOfOrganisation(options: {
  db: DbOrTx;
  input: { organisationId: number };
}): Promise<OrganisationTeamParent[]> {
  if (!(await findActiveOrganisation(options.db, options.input.organisationId))) {
    throw AppError.notFound('No such organisation');
  }
  const rows = await listOrganisationTeamParents(options.db, options.input.organisationId);
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
