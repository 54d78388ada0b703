/**
 * What makes a person transferable and a team a place they may be transferred to, shared by the
 * New Transfer steps and the creation itself. The age grade and sex rules are the player
 * applications' own (`ageGradeFor`, `gradeFit` and the team's sex), applied to the same game format
 * as the from-team, in the receiving organisation, to teams taking registrations.
 */
import {
  AGE_GRADES,
  ageGradeFor,
  gradeFit,
  isAgeGrade,
  registrationSeason,
  type AgeGrade,
  type Season,
} from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { PersonRow } from '../../domain/person/queries';
import { AppError } from '../../lib/app-error';
import {
  listActivePlayingRoles,
  listEligibleTeamParents,
  listTeamChildrenWithSquads,
  type ActivePlayingRole,
  type TeamChildRow,
} from './queries';

/** The season a transfer is made for and counted in: the season registrations are taken for. */
export function transferSeason(now: Date): Season {
  return registrationSeason(now);
}

export interface TransferablePerson {
  person: PersonRow;
  sexId: number;
  dob: string;
  /** The person's age grade in the transfer's season; null when too young to play. */
  grade: AgeGrade | null;
}

/** The person's details a transfer needs (sex and date of birth), or the spec's "Player details incomplete". */
export function requireTransferDetails(person: PersonRow, season: Season): TransferablePerson {
  if (person.sexId === null || !person.dob) throw new AppError('transfer.player_details_incomplete');
  return { person, sexId: person.sexId, dob: person.dob, grade: ageGradeFor(person.dob, season) };
}

/** The person's active playing roles on the day, or "no active affiliation". */
export async function requireActivePlayingRoles(
  db: DbOrTx,
  personId: number,
  today: string,
): Promise<ActivePlayingRole[]> {
  const active = await listActivePlayingRoles(db, personId, today);
  if (active.length === 0) throw new AppError('transfer.no_active_affiliation');
  return active;
}

/** The from-team: one of the person's active playing roles, or "information missing or incomplete". */
export function requireFromRole(active: readonly ActivePlayingRole[], fromTeamChildId: number): ActivePlayingRole {
  const role = active.find((candidate) => candidate.teamChildId === fromTeamChildId);
  if (!role) throw new AppError('transfer.information_incomplete');
  return role;
}

/** The team grades the person fits without a dispensation (a transfer has none): their own grade. */
function gradesFor(grade: AgeGrade | null): AgeGrade[] {
  return AGE_GRADES.filter((teamGrade) => gradeFit(grade, teamGrade) === 'same');
}

/** The receiving organisation's team parents the person may be transferred to from the from-team, with their variations and squads. */
export async function listEligibleTeams(
  db: DbOrTx,
  options: {
    player: TransferablePerson;
    fromRole: ActivePlayingRole;
    toOrganisationId: number;
    /** Null: every team; otherwise the caller's own teams only. */
    teamParentIds: ReadonlySet<number> | null;
    today: string;
  },
) {
  const parents = await listEligibleTeamParents(db, {
    organisationId: options.toOrganisationId,
    gameFormatId: options.fromRole.gameFormatId,
    ageGrades: gradesFor(options.player.grade),
    sexId: options.player.sexId,
    teamParentIds: options.teamParentIds === null ? null : [...options.teamParentIds],
  });
  const children = await listTeamChildrenWithSquads(
    db,
    parents.map((parent) => parent.teamParentId),
    options.today,
  );
  return parents.map((parent) => ({
    ...parent,
    teamChildren: children.filter((child) => child.teamParentId === parent.teamParentId),
  }));
}

/** Whether a to-team variation is one the person may be transferred to (the same rules as the list). */
export function fitsToTeam(team: TeamChildRow, player: TransferablePerson, fromRole: ActivePlayingRole): boolean {
  return (
    team.enableRegistrations &&
    team.organisationIsActive &&
    team.gameFormatId === fromRole.gameFormatId &&
    isAgeGrade(team.ageGrade) &&
    gradesFor(player.grade).includes(team.ageGrade) &&
    (team.sexId === null || team.sexId === player.sexId)
  );
}
