import { REASONS, type Reason } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findOrganisationTypeRow, findRegionRow } from '../../domain/organisation/queries';

/** A 400 naming the field it is about, with the reason's English as the field's message. */
export function fieldRefusal(field: string, reason: Reason): AppError {
  return new AppError(reason, { fieldErrors: { [field]: [REASONS[reason].en] } });
}

/** The type and region chosen must exist; a 400 with the field's message otherwise. */
export async function checkOrganisationFields(
  db: DbOrTx,
  input: { typeId: number; regionId: number | null },
): Promise<void> {
  if (!(await findOrganisationTypeRow(db, input.typeId))) {
    throw fieldRefusal('typeId', 'organisation.type_unknown');
  }
  if (input.regionId !== null && !(await findRegionRow(db, input.regionId))) {
    throw fieldRefusal('regionId', 'organisation.region_unknown');
  }
}
