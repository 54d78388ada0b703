import type { UnionPersonQualifications, UnionQualification } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import { listPersonQualifications, type PersonSummaryRow, type QualificationRow } from './queries';

export function presentQualification(row: QualificationRow): UnionQualification {
  return {
    id: row.id,
    value: row.value,
    validFrom: row.validFrom,
    expiry: row.expiry,
    certificateNumber: row.certificateNumber,
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
    createdOn: row.createdAt.toISOString(),
  };
}

/** The person with every qualification (current first, then ended ones). */
export async function presentPersonQualifications(
  db: DbOrTx,
  person: PersonSummaryRow,
): Promise<UnionPersonQualifications> {
  const rows = await listPersonQualifications(db, person.id);
  return {
    person: { id: person.id, firstName: person.firstName, lastName: person.lastName, dob: person.dob },
    qualifications: rows.map(presentQualification),
  };
}
