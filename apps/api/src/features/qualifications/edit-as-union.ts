import type { QualificationInput, UnionPersonQualifications } from '@mywru/shared';
import { findPerson } from '../../domain/person/queries';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { presentPersonQualifications } from './present';
import { findQualification, updateOpenQualification } from './queries';

/**
 * PUT /union/people/{id}/qualifications/{qualificationId}: replaces a qualification's fields while
 * it has not been ended (409 once ended). Audited with the before and after values in the same
 * transaction. Area qualifications.
 */
export async function editQualificationAsUnion(
  context: UseCaseContext,
  input: { personId: number; qualificationId: number; qualification: QualificationInput },
): Promise<UnionPersonQualifications> {
  const { db, actor, requestId } = context;
  await requireUnionArea(db, actor, 'qualifications');
  const person = await findPerson(db, input.personId);
  if (!person) throw new AppError('qualification.person_not_found');
  return db.transaction(async (tx) => {
    const before = await findQualification(tx, person.id, input.qualificationId);
    if (!before) throw new AppError('qualification.not_found');
    const after = await updateOpenQualification(tx, before.id, input.qualification);
    if (!after) throw new AppError('qualification.ended_cannot_change');
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'qualification.updated',
      subjectType: 'qualification',
      subjectId: before.id,
      personId: person.id,
      requestId,
      details: {
        before: {
          value: before.value,
          validFrom: before.validFrom,
          expiry: before.expiry,
          certificateNumber: before.certificateNumber,
        },
        after: {
          value: after.value,
          validFrom: after.validFrom,
          expiry: after.expiry,
          certificateNumber: after.certificateNumber,
        },
      },
    });
    return presentPersonQualifications(tx, person);
  });
}
