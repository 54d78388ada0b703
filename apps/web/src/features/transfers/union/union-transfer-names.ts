import type { UnionTransferQueueItem } from '@mywru/shared';
import type { TFunction } from 'i18next';
import { fullName } from '../../../entities/person';

/** The player's name, or the words for a record without one (with the member id). */
export function transferPersonName(
  transfer: Pick<UnionTransferQueueItem, 'person'>,
  t: TFunction<'transfers', 'union'>,
): string {
  return fullName(transfer.person) || t('noName', { id: transfer.person.id });
}

/** An organisation and its team, as one line: 'Aberllyn RFC, Senior Men 1st team'. */
export function placeOf(side: UnionTransferQueueItem['from']): string {
  return `${side.organisationName}, ${side.teamName}`;
}
