import { QUALIFICATION_MESSAGES, type UnionPersonQualifications } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { presentPersonQualifications } from './present';
import { endOpenQualification, findQualification } from './queries';
import { findPerson } from '../../domain/person/queries';

/**
 * POST /union/people/{id}/qualifications/{qualificationId}/end: ends a qualification exactly once
 * (409 if already ended); it stays in the union's list, and leaves the person's own and their
 * organisations' lists. Audited in the same transaction. Area qualifications.
 */
export async function endQualification(options: {
  db: Db;
  actor: Actor;
  input: { personId: number; qualificationId: number };
  now: Date;
  requestId: string;
}): Promise<UnionPersonQualifications> {
  const { db, actor, input, now } = options;
  await requireUnionArea(db, actor, 'qualifications');
  const person = await findPerson(db, input.personId);
  if (!person) throw AppError.notFound('The person was not found');
  return db.transaction(async (tx) => {
    const existing = await findQualification(tx, person.id, input.qualificationId);
    if (!existing) throw AppError.notFound(QUALIFICATION_MESSAGES.notFound);
    const ended = await endOpenQualification(tx, existing.id, now);
    if (!ended) throw AppError.conflict(QUALIFICATION_MESSAGES.alreadyEnded);
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'qualification.ended',
      subjectType: 'qualification',
      subjectId: existing.id,
      personId: person.id,
      requestId: options.requestId,
      details: { value: existing.value, endedAt: now.toISOString() },
    });
    return presentPersonQualifications(tx, person);
  });
}
