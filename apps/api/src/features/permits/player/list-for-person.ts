import type { EndpointInput, listPersonPermitsEndpoint, PersonPermit } from '@mywru/shared';
import { canActFor } from '../../../domain/access/person-access';
import { listValidPermitsOfPerson } from '../../../domain/permit/player-queries';
import { findPerson } from '../../../domain/person/queries';
import { AppError } from '../../../lib/app-error';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { presentPersonPermit } from './present';

/** Your Roles shows permits for fixtures from this many days back on. */
export const PERSON_PERMITS_FROM_DAYS_BACK = 30;

/**
 * GET /permit/person/{personId}: the person's permits valid to play, for fixtures from 30 days back
 * on, soonest first (Your Roles). Only for the person themselves or their guardian: anyone else is
 * refused the same way whether or not the person exists (403 permit.permission.player, logged).
 */
export async function listPersonPermits(
  context: UseCaseContext,
  input: EndpointInput<typeof listPersonPermitsEndpoint>,
): Promise<PersonPermit[]> {
  const { db, actor, now } = context;
  const person = await findPerson(db, input.params.personId);
  if (!person || !canActFor(actor, person)) throw new AppError('permit.permission.player');
  const since = new Date(now.getTime() - PERSON_PERMITS_FROM_DAYS_BACK * 24 * 60 * 60 * 1000);
  const rows = await listValidPermitsOfPerson(db, person.id, since);
  return rows.map(presentPersonPermit);
}
