import type { ChangeUnionSettings, UnionSettings } from '@mywru/shared';
import { requireUnionArea } from '../../domain/access/union-access';
import { recordAudit } from '../../domain/audit/audit';
import { lockUnionSettings, writeUnionSettings } from '../../domain/union-settings/queries';
import type { UseCaseContext } from '../../lib/use-case-context';

/**
 * PUT /union/settings: the Union Administrator changes the union's settings (area settings). The
 * row is locked, written and audited ('union-settings.changed', with each changed setting's value
 * before and after) in one transaction; saving the values that already stand changes nothing and
 * writes no audit row. A new transfer limit applies to transfers made from then on; a new permit
 * limit (permitLimit, live permits per fixture and receiving organisation) to permits requested from
 * then on (permits already granted stand).
 */
export async function changeUnionSettings(context: UseCaseContext, input: ChangeUnionSettings): Promise<UnionSettings> {
  const { db, actor, now, requestId } = context;
  await requireUnionArea(db, actor, 'settings');
  return db.transaction(async (tx) => {
    const before = await lockUnionSettings(tx);
    const changed = (Object.keys(input) as (keyof UnionSettings)[]).filter((key) => before[key] !== input[key]);
    if (changed.length === 0) return before;
    const after = await writeUnionSettings(tx, input, { by: actor.personId, at: now });
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'union-settings.changed',
      subjectType: 'union-settings',
      requestId,
      details: {
        fields: changed,
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, after[key]])),
      },
    });
    return after;
  });
}
