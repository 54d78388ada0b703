import type { DbsFlags, UnionPersonDbs } from '@mywru/shared';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { presentPersonDbs } from './present';
import { updateDbsFlags } from './queries';
import { findPerson } from '../../domain/person/queries';

/**
 * PUT /union/people/{id}/dbs-flags: sets a person's DBS flags (invalid; active application); only
 * the flags given change. Audited with the before and after values in the same transaction.
 */
export async function updateDbsFlagsAsUnion(
  context: UseCaseContext,
  input: { personId: number; flags: DbsFlags },
): Promise<UnionPersonDbs> {
  const { db, actor, now, requestId } = context;
  await requireUnionArea(db, actor, 'dbs');
  return db.transaction(async (tx) => {
    const before = await findPerson(tx, input.personId);
    if (!before) throw new AppError('dbs_check.person_not_found');
    const changes = {
      ...(input.flags.hasInvalidDbs !== undefined ? { hasInvalidDbs: input.flags.hasInvalidDbs } : {}),
      ...(input.flags.hasActiveApplication !== undefined
        ? { hasActiveDbsApplication: input.flags.hasActiveApplication }
        : {}),
    };
    await updateDbsFlags(tx, before.id, changes, now);
    const after = await findPerson(tx, before.id);
    if (!after) throw new Error('the person vanished');
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'dbs-flags.changed',
      subjectType: 'person',
      subjectId: before.id,
      personId: before.id,
      requestId,
      details: {
        before: { hasInvalidDbs: before.hasInvalidDbs, hasActiveApplication: before.hasActiveDbsApplication },
        after: { hasInvalidDbs: after.hasInvalidDbs, hasActiveApplication: after.hasActiveDbsApplication },
      },
    });
    return presentPersonDbs(tx, after, now);
  });
}
