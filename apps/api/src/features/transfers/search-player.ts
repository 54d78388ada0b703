import {
  sexValueOf,
  unionDay,
  type EndpointInput,
  type searchTransferPlayerEndpoint,
  type TransferPlayer,
} from '@mywru/shared';
import { AppError } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case-context';
import { requireTransferOfficial } from './access';
import { requireActivePlayingRoles, requireTransferDetails, transferSeason } from './eligibility';
import { findPersonByIdAndLastName } from './queries';

/**
 * GET /person/search/validated: Select Player. The person with this WRU ID and last name (exact,
 * case-insensitive), for an official who manages transfers in at least one organisation; refused
 * when not found, when no sex (or date of birth) is recorded, or without an active playing role.
 */
export async function searchTransferPlayer(
  context: UseCaseContext,
  input: EndpointInput<typeof searchTransferPlayerEndpoint>,
): Promise<TransferPlayer> {
  const { db, actor, now } = context;
  await requireTransferOfficial(db, actor, now);
  const person = await findPersonByIdAndLastName(db, input.query.wruId, input.query.lastName);
  if (!person) throw new AppError('transfer.player_not_found');
  const player = requireTransferDetails(person, transferSeason(now));
  await requireActivePlayingRoles(db, person.id, unionDay(now));
  return {
    wruId: person.id,
    initial: (person.firstName ?? '').trim().charAt(0).toUpperCase(),
    lastName: person.lastName ?? '',
    sex: sexValueOf(player.sexId),
    ageGrade: player.grade,
    dob: player.dob,
  };
}
