/**
 * The player's side of a permit: the player, or the guardian of the child it is for. Anyone else is
 * refused with permit.permission.player (403, logged).
 */
import { canActFor } from '../../../domain/access/person-access';
import type { PermitRow } from '../../../domain/permit/queries';
import type { Actor } from '../../../lib/actor';

/** Whether the actor is the permit's player or the guardian of the child it is for. */
export function isPlayerSide(actor: Actor, row: Pick<PermitRow, 'personId' | 'parentId'>): boolean {
  return canActFor(actor, { id: row.personId, parentId: row.parentId });
}
