import type { QualificationInput, UnionPersonQualifications } from '@mywru/shared';
import { findPerson } from '../../domain/person/queries';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { presentPersonQualifications } from './present';
import { insertQualification } from './queries';

/**
 * POST /union/people/{id}/qualifications: records a qualification (value, valid from, optional
 * expiry and certificate number), audited in the same transaction. Area qualifications.
 */
export async function addQualificationAsUnion(
  context: UseCaseContext,
  input: { personId: number; qualification: QualificationInput },
): Promise<UnionPersonQualifications> {
  const { db, actor, now, requestId } = context;
  await requireUnionArea(db, actor, 'qualifications');
  const person = await findPerson(db, input.personId);
  if (!person) throw new AppError('qualification.person_not_found');
  return db.transaction(async (tx) => {
    const created = await insertQualification(tx, { personId: person.id, ...input.qualification, createdAt: now });
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'qualification.created',
      subjectType: 'qualification',
      subjectId: created.id,
      personId: person.id,
      requestId,
      details: { ...input.qualification },
    });
    return presentPersonQualifications(tx, person);
  });
}
