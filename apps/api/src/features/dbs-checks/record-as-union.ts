import { defaultDbsExpiry, type NewDbsRecord, type UnionPersonDbs } from '@mywru/shared';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { presentPersonDbs } from './present';
import { insertDbsRecord } from './queries';
import { findPerson } from '../../domain/person/queries';

/**
 * POST /union/people/{id}/dbs: records a DBS check, keeping only the certificate number, the issue
 * date and the expiry (by default the end of the season it was issued in). Audited in the same
 * transaction. Area dbs (Safeguarding Officer, Administrator).
 */
export async function recordDbsCheckAsUnion(
  context: UseCaseContext,
  input: { personId: number; record: NewDbsRecord },
): Promise<UnionPersonDbs> {
  const { db, actor, now, requestId } = context;
  await requireUnionArea(db, actor, 'dbs');
  const person = await findPerson(db, input.personId);
  if (!person) throw new AppError('dbs_check.person_not_found');
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
      requestId,
      details: { issued, expiry },
    });
    return presentPersonDbs(tx, person, now);
  });
}
