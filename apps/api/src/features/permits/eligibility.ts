/**
 * Who may be given a permit, shared by Select Player, Select Fixture and the creation: a person who
 * holds a playing role active today at the sending organisation (design/domain.md "Permits").
 */
import { isFixtureAllowedForPermit, permitAgeCategory, sexValueOf } from '@mywru/shared';
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
