import type { UnionPersonQualifications } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { auditChildRecordReads } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { presentPersonQualifications } from './present';
import { findPerson } from '../../domain/person/queries';

/**
 * GET /union/people/{id}/qualifications: the person and every qualification, ended ones included.
 * Area qualifications. A child's qualifications read is audited ('child-record.read').
 */
export async function listQualifications(options: {
  db: Db;
  actor: Actor;
  personId: number;
  now: Date;
  requestId: string;
}): Promise<UnionPersonQualifications> {
  const { db, actor, now } = options;
  await requireUnionArea(db, actor, 'qualifications');
  const person = await findPerson(db, options.personId);
  if (!person) throw AppError.notFound('The person was not found');
  return db.transaction(async (tx) => {
    const answer = await presentPersonQualifications(tx, person);
    await auditChildRecordReads(tx, {
      actor,
      now,
      requestId: options.requestId,
      organisationId: null,
      people: [person],
      record: 'qualifications',
    });
    return answer;
  });
}
