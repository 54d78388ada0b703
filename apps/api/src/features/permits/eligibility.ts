/**
 * Who may be given a permit, shared by Select Player, Select Fixture and the creation: a person who
 * holds a playing role active today at the sending organisation (design/domain.md "Permits").
 */
import { ageOn, isFixtureAllowedForPermit, permitAgeCategory, SEX_IDS, sexValueOf, startOfDayIn } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { FixtureRow } from '../../domain/fixture/queries';
import { AppError } from '../../lib/app-error';
import { findPermitCandidate, type PermitCandidate } from './queries';

export interface ActivePermitPlayer extends PermitCandidate {
  activePlayingRoleId: number;
}

/** Whether the candidate holds a playing role active today at the sending organisation. */
export function isActivePlayer(candidate: PermitCandidate): candidate is ActivePermitPlayer {
  return candidate.activePlayingRoleId !== null;
}

/** The player's sex as the rules compare it ('Male', 'Female'), or null when not recorded. */
export function playerSex(candidate: { sexId: number | null }): string | null {
  return sexValueOf(candidate.sexId) || null;
}

/**
 * The person by WRU ID with a playing role active today at the sending organisation; refused when
 * they hold no role there at all (not found) or no active playing role there.
 */
export async function requirePermitPlayer(
  db: DbOrTx,
  options: { personId: number; fromOrganisationId: number; today: string },
): Promise<ActivePermitPlayer> {
  const candidate = await findPermitCandidate(db, {
    personId: options.personId,
    organisationId: options.fromOrganisationId,
    today: options.today,
  });
  if (!candidate) throw new AppError('permit.player_not_found');
  if (!isActivePlayer(candidate)) throw new AppError('permit.not_active_player');
  return candidate;
}

/** Whether the player may play this fixture on a permit: their age category on its day, its templates and sex. */
export function isFixtureForPlayer(player: Pick<ActivePermitPlayer, 'dob' | 'sexId'>, fixture: FixtureRow): boolean {
  if (!player.dob) return false;
  return isFixtureAllowedForPermit(permitAgeCategory(player.dob, fixture.date), playerSex(player), {
    sex: sexValueOf(fixture.competitionSexId) || null,
    homeTeamTemplateId: fixture.homeTeamTemplateId,
    awayTeamTemplateId: fixture.awayTeamTemplateId,
  });
}

/**
 * The instant the first season begins in which the player is `age` or older on the 31 August
 * before it (1 September, 00:00 UK time): from then on permitAgeCategory sees that age or more.
 */
function seasonStartAtAge(dob: string, age: number): Date {
  const birthYear = Number(dob.slice(0, 4));
  let year = birthYear + age;
  if (ageOn(dob, `${year}-08-31`) < age) year += 1;
  return startOfDayIn(`${year}-09-01`);
}

export interface PermitFixtureWindows {
  youth: { from: Date; toExclusive: Date };
  senior: { from: Date };
  excludedSexIds: number[];
}

/**
 * The shared rule (permitAgeCategory, permitTemplateIds, isFixtureAllowedForPermit) as kick-off
 * windows the fixtures query can filter by, whatever seasons a page reaches: youth templates from the
 * season the player is 16 on 31 August until the one they are 19 (16, 17 youth; 18 both), senior
 * templates from the season they are 18; and the competition sexes the player may not play (none
 * when their sex is not recorded). Null when the date of birth is not recorded (nothing allowed).
 */
export function permitFixtureWindows(player: {
  dob: string | null;
  sexId: number | null;
}): PermitFixtureWindows | null {
  if (!player.dob) return null;
  const sexes = [SEX_IDS.male, SEX_IDS.female] as number[];
  return {
    youth: { from: seasonStartAtAge(player.dob, 16), toExclusive: seasonStartAtAge(player.dob, 19) },
    senior: { from: seasonStartAtAge(player.dob, 18) },
    excludedSexIds: playerSex(player) ? sexes.filter((id) => id !== player.sexId) : [],
  };
}
