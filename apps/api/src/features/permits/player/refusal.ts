import { isBeforeKickOff, PERMIT_DECISION_CODES, type Reason } from '@mywru/shared';
import type { PermitRow } from '../../../domain/permit/queries';

/** Why the player or guardian may not answer the permit as it stands now. */
export function playerRefusalOf(row: PermitRow, now: Date): Reason {
  if (row.playerDecision !== null) return 'permit.player_already_decided';
  if (row.cancelledOn || row.wruOverrideDecision === PERMIT_DECISION_CODES.rejected) return 'permit.cancelled';
  if (!isBeforeKickOff(row.fixtureDate, now)) return 'permit.kicked_off';
  return 'permit.player_already_decided';
}
