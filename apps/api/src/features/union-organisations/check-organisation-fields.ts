import { UNION_ORGANISATION_MESSAGES } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findOrganisationTypeRow, findRegionRow } from './queries';

/** The type and region chosen must exist; a 400 with the field's message otherwise. */
export async function checkOrganisationFields(
  db: DbOrTx,
  input: { typeId: number; regionId: number | null },
): Promise<void> {
  if (!(await findOrganisationTypeRow(db, input.typeId))) {
    throw AppError.legacy('validation_failed', UNION_ORGANISATION_MESSAGES.typeUnknown, {
      typeId: [UNION_ORGANISATION_MESSAGES.typeUnknown],
    });
  }
  if (input.regionId !== null && !(await findRegionRow(db, input.regionId))) {
    throw AppError.legacy('validation_failed', UNION_ORGANISATION_MESSAGES.regionUnknown, {
      regionId: [UNION_ORGANISATION_MESSAGES.regionUnknown],
    });
  }
}
