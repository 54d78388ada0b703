import type { MarketingPreferences } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../domain/audit/audit';
import { loadPersonForActor } from '../../domain/access/person-access';
import { updatePersonRow } from './queries';

/** PUT /person/{id}/marketing-preferences: the three opt-ins. */
export async function updateMarketingPreferences(options: {
  db: Db;
  actor: Actor;
  input: { id: number; preferences: MarketingPreferences };
  requestId: string;
}): Promise<MarketingPreferences> {
  const { db, actor, input } = options;
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
      requestId: options.requestId,
      details: { ...input.preferences },
    });
  });
  return input.preferences;
}
