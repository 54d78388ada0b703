import type { QualificationInput, UnionPersonQualifications } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { presentPersonQualifications } from './present';
import { insertQualification } from './queries';
import { findPerson } from '../../domain/person/queries';

/**
 * POST /union/people/{id}/qualifications: records a qualification (value, valid from, optional
 * expiry and certificate number), audited in the same transaction. Area qualifications.
 */
export async function addQualification(options: {
  db: Db;
  actor: Actor;
  input: { personId: number; qualification: QualificationInput };
  now: Date;
  requestId: string;
}): Promise<UnionPersonQualifications> {
  const { db, actor, input, now } = options;
  await requireUnionArea(db, actor, 'qualifications');
  const person = await findPerson(db, input.personId);
  if (!person) throw AppError.notFound('The person was not found');
  return db.transaction(async (tx) => {
    const created = await insertQualification(tx, { personId: person.id, ...input.qualification, createdAt: now });
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'qualification.created',
      subjectType: 'qualification',
      subjectId: created.id,
      personId: person.id,
      requestId: options.requestId,
      details: { ...input.qualification },
    });
    return presentPersonQualifications(tx, person);
  });
}
