import { QUALIFICATION_MESSAGES, type QualificationInput, type UnionPersonQualifications } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { presentPersonQualifications } from './present';
import { findQualification, updateOpenQualification } from './queries';
import { findPerson } from '../../domain/person/queries';

/**
 * PUT /union/people/{id}/qualifications/{qualificationId}: replaces a qualification's fields while
 * it has not been ended (409 once ended). Audited with the before and after values in the same
 * transaction. Area qualifications.
 */
export async function editQualification(options: {
  db: Db;
  actor: Actor;
  input: { personId: number; qualificationId: number; qualification: QualificationInput };
  now: Date;
  requestId: string;
}): Promise<UnionPersonQualifications> {
  const { db, actor, input } = options;
  await requireUnionArea(db, actor, 'qualifications');
  const person = await findPerson(db, input.personId);
  if (!person) throw AppError.notFound('The person was not found');
  return db.transaction(async (tx) => {
    const before = await findQualification(tx, person.id, input.qualificationId);
    if (!before) throw AppError.notFound(QUALIFICATION_MESSAGES.notFound);
    const after = await updateOpenQualification(tx, before.id, input.qualification);
    if (!after) throw AppError.conflict(QUALIFICATION_MESSAGES.endedCannotChange);
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'qualification.updated',
      subjectType: 'qualification',
      subjectId: before.id,
      personId: person.id,
      requestId: options.requestId,
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
