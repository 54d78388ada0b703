import type { UnionTransferQueueItem } from '@mywru/shared';
import type { TFunction } from 'i18next';
import { fullName } from '../../../entities/person';
import { useLookupNames } from '../../../lib/lookup-names';

/** The player's name, or the words for a record without one (with the member id). */
export function transferPersonName(
  transfer: Pick<UnionTransferQueueItem, 'person'>,
  t: TFunction<'transfers', 'union'>,
): string {
  return fullName(transfer.person) || t('noName', { id: transfer.person.id });
}

/** An organisation and its team, as one line: 'Aberllyn RFC, Senior Men (1st team)', the team in the page's language. */
export function usePlaceOf(): (side: UnionTransferQueueItem['from']) => string {
  const lookup = useLookupNames();
  return (side) => `${side.organisationName}, ${lookup.name(side.teamName, side.teamNameCy)}`;
}
