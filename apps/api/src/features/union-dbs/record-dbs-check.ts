import { defaultDbsExpiry, type NewDbsRecord, type UnionPersonDbs } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { presentPersonDbs } from './present';
import { insertDbsRecord } from './queries';
import { findPerson } from '../../domain/person/queries';

/**
 * POST /union/people/{id}/dbs: records a DBS check, keeping only the certificate number, the issue
 * date and the expiry (by default the end of the season it was issued in). Audited in the same
 * transaction. Area dbs (Safeguarding Officer, Administrator).
 */
export async function recordDbsCheck(options: {
  db: Db;
  actor: Actor;
  input: { personId: number; record: NewDbsRecord };
  now: Date;
  requestId: string;
}): Promise<UnionPersonDbs> {
  const { db, actor, input, now } = options;
  await requireUnionArea(db, actor, 'dbs');
  const person = await findPerson(db, input.personId);
  if (!person) throw AppError.notFound('The person was not found');
  const { certificateNumber, issued } = input.record;
  const expiry = input.record.expiry ?? defaultDbsExpiry(issued);

  return db.transaction(async (tx) => {
    const created = await insertDbsRecord(tx, {
      personId: person.id,
      certificateNumber,
      issued,
      expiry,
      createdAt: now,
      createdBy: actor.personId,
    });
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'dbs-record.created',
      subjectType: 'dbs_record',
      subjectId: created.id,
      personId: person.id,
      requestId: options.requestId,
      details: { issued, expiry },
    });
    return presentPersonDbs(tx, person, now);
  });
}
