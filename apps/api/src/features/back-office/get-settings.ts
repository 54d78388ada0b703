import type { UnionSettings } from '@mywru/shared';
import { requireUnionArea } from '../../domain/access/union-access';
import { readUnionSettings } from '../../domain/union-settings/queries';
import type { UseCaseContext } from '../../lib/use-case-context';

/** GET /union/settings: the union's settings (area settings: the Union Administrator). */
export async function getUnionSettings(context: UseCaseContext): Promise<UnionSettings> {
  await requireUnionArea(context.db, context.actor, 'settings');
  return readUnionSettings(context.db);
}
