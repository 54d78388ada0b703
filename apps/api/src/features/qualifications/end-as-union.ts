import type { UnionPersonQualifications } from '@mywru/shared';
import { findPerson } from '../../domain/person/queries';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { presentPersonQualifications } from './present';
import { endOpenQualification, findQualification } from './queries';

/**
 * POST /union/people/{id}/qualifications/{qualificationId}/end: ends a qualification exactly once
 * (409 if already ended); it stays in the union's list, and leaves the person's own and their
 * organisations' lists. Audited in the same transaction. Area qualifications.
 */
export async function endQualificationAsUnion(
  context: UseCaseContext,
  input: { personId: number; qualificationId: number },
): Promise<UnionPersonQualifications> {
  const { db, actor, now, requestId } = context;
  await requireUnionArea(db, actor, 'qualifications');
  const person = await findPerson(db, input.personId);
  if (!person) throw new AppError('qualification.person_not_found');
  return db.transaction(async (tx) => {
    const existing = await findQualification(tx, person.id, input.qualificationId);
    if (!existing) throw new AppError('qualification.not_found');
    const ended = await endOpenQualification(tx, existing.id, now);
    if (!ended) throw new AppError('qualification.already_ended');
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'qualification.ended',
      subjectType: 'qualification',
      subjectId: existing.id,
      personId: person.id,
      requestId,
      details: { value: existing.value, endedAt: now.toISOString() },
    });
    return presentPersonQualifications(tx, person);
  });
}
