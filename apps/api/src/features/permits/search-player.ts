import {
  permitAgeCategory,
  unionDay,
  type EndpointInput,
  type PermitAgeCategory,
  type PermitPlayer,
  type searchPermitPlayerEndpoint,
} from '@mywru/shared';
import { requireOrganisationArea } from '../../domain/access/organisation-access';
import { AppError } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case-context';
import { isActivePlayer, playerSex } from './eligibility';
import { listPermitCandidates } from './queries';

/** A day in the season after today's: the same day a year later (29 February: 1 March). */
function oneYearLater(now: Date): Date {
  const later = new Date(now);
  later.setUTCFullYear(later.getUTCFullYear() + 1);
  return later;
}

/** The player's permit age category this season, else the next season's (null when too young for both). */
function permitCategoryThisOrNextSeason(dob: string, now: Date): PermitAgeCategory | null {
  return permitAgeCategory(dob, now) ?? permitAgeCategory(dob, oneYearLater(now));
}

/**
 * GET /person/search/validated-by-dob: Select Player. For an official of the receiving organisation
 * (area Permits), the people with this date of birth and last name (exact, case-insensitive) who
 * hold an active playing role at the chosen sending organisation and a permit age category this
 * season or the next (asked in August, a player old enough from 1 September is found; Select
 * Fixture then offers only the fixtures of the seasons their category allows).
 * Refused when the organisations are the same, when nobody with those details holds any role there
 * (not found), when none of them plays there now (not an active player), or when none is old enough.
 */
export async function searchPermitPlayer(
  context: UseCaseContext,
  input: EndpointInput<typeof searchPermitPlayerEndpoint>,
): Promise<PermitPlayer[]> {
  const { db, actor, now } = context;
  const { dob, lastName, organisationId, toOrganisationId } = input.query;
  await requireOrganisationArea(db, actor, toOrganisationId, 'permits', now);
  if (organisationId === toOrganisationId) throw new AppError('permit.same_organisation');
  const candidates = await listPermitCandidates(db, { dob, lastName, organisationId, today: unionDay(now) });
  if (candidates.length === 0) throw new AppError('permit.player_not_found');
  const active = candidates.filter(isActivePlayer);
  if (active.length === 0) throw new AppError('permit.not_active_player');
  const players: PermitPlayer[] = [];
  for (const person of active) {
    const ageGrade = person.dob ? permitCategoryThisOrNextSeason(person.dob, now) : null;
    if (!person.dob || !ageGrade) continue;
    players.push({
      wruId: person.id,
      initial: (person.firstName ?? '').trim().charAt(0).toUpperCase(),
      lastName: person.lastName ?? '',
      sex: playerSex(person),
      ageGrade,
      dob: person.dob,
    });
  }
  if (players.length === 0) throw new AppError('permit.not_eligible');
  return players;
}
