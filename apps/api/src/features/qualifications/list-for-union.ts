import type { UnionPersonQualifications } from '@mywru/shared';
import { findPerson } from '../../domain/person/queries';
import { AppError } from '../../lib/app-error';
import { auditChildRecordReads } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { presentPersonQualifications } from './present';

/**
 * GET /union/people/{id}/qualifications: the person and every qualification, ended ones included.
 * Area qualifications. A child's qualifications read is audited ('child-record.read').
 */
export async function listQualificationsForUnion(
  context: UseCaseContext,
  input: { personId: number },
): Promise<UnionPersonQualifications> {
  const { db, actor, now, requestId } = context;
  await requireUnionArea(db, actor, 'qualifications');
  const person = await findPerson(db, input.personId);
  if (!person) throw new AppError('qualification.person_not_found');
  return db.transaction(async (tx) => {
    const answer = await presentPersonQualifications(tx, person);
    await auditChildRecordReads(tx, {
      actor,
      now,
      requestId,
      organisationId: null,
      people: [person],
      record: 'qualifications',
    });
    return answer;
  });
}
