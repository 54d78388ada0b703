import type { MarketingPreferences } from '@mywru/shared';
import { recordAudit } from '../../domain/audit/audit';
import { loadPersonForActor } from '../../domain/access/person-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { updatePersonRow } from './queries';

/** PUT /person/{id}/marketing-preferences: the three opt-ins. */
export async function updateMarketingPreferences(
  context: UseCaseContext,
  input: { id: number; preferences: MarketingPreferences },
): Promise<MarketingPreferences> {
  const { db, actor } = context;
  await loadPersonForActor(db, actor, input.id);
  await db.transaction(async (tx) => {
    await updatePersonRow(tx, input.id, {
      optedInForWrucomms: input.preferences.optedInForWrucomms,
      optedInForRegionalComms: input.preferences.optedInForRegionalComms,
      optedInForThirdPartyComms: input.preferences.optedInForThirdPartyComms,
    });
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'person.marketing-preferences-updated',
      subjectType: 'person',
      subjectId: input.id,
      personId: input.id,
      requestId: context.requestId,
      details: { ...input.preferences },
    });
  });
  return input.preferences;
}
