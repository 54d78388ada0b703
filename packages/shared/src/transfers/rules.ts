/**
 * The rules of a transfer, pure: its decision codes as the spec's wire has them, the state they make
 * together, who may decide next, the sending organisation's 7-day objection window, the season count
 * and limit, the default from-team and the squad-size notice. The API decides with these functions
 * and the web app shows the same answers.
 */
import { shiftDay, unionDay } from '../fields/limits';
import { ageGradeOfTeamName } from '../registrations/player-applications/team-order';

/** The player's (or guardian's) and the union's decision codes: 1 Complete, 2 Rejected (or cancelled), else Pending. */
export const TRANSFER_DECISION_CODES = { complete: 1, rejected: 2 } as const;
/** The sending organisation's decision codes: 1 Approved, 2 Objected, else Pending. */
export const ORGANISATION_DECISION_CODES = { approved: 1, objected: 2 } as const;

export type DecisionReading = 'complete' | 'rejected' | 'pending';
export type OrganisationDecisionReading = 'approved' | 'objected' | 'pending';

/** How the spec reads a player or union decision code. */
export function decisionReadingOf(code: number | null | undefined): DecisionReading {
  if (code === TRANSFER_DECISION_CODES.complete) return 'complete';
  if (code === TRANSFER_DECISION_CODES.rejected) return 'rejected';
  return 'pending';
}

/** How the spec reads the sending organisation's decision code. */
export function organisationDecisionReadingOf(code: number | null | undefined): OrganisationDecisionReading {
  if (code === ORGANISATION_DECISION_CODES.approved) return 'approved';
  if (code === ORGANISATION_DECISION_CODES.objected) return 'objected';
  return 'pending';
}

/** The sending organisation may object until this long after the player's approval. */
export const OBJECTION_WINDOW_DAYS = 7;
const OBJECTION_WINDOW_MS = OBJECTION_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** The default of the union's setting `maxTransferredPlayers`: transfers into one team child in one season. */
export const DEFAULT_MAX_TRANSFERRED_PLAYERS = 5;
/** The bounds the Union Administrator may set the limit within. */
export const MAX_TRANSFERRED_PLAYERS_BOUNDS = { min: 0, max: 100 } as const;

/** What a transfer's decisions say, as far as the rules need them. Times are instants. */
export interface TransferDecisions {
  playerDecision: number | null;
  playerDecidedAt: Date | null;
  organisationDecision: number | null;
  unionDecision: number | null;
}

/**
 * Where a transfer stands:
 * - `awaiting_player`: created; the player (or a child's guardian) approves or cancels;
 * - `objection_window`: the player approved; the sending organisation may approve or object for 7 days;
 * - `ready_for_union`: the player approved and the sending organisation approved, or the window closed;
 * - `objected`: the sending organisation objected; the union reviews the objection;
 * - `completed`, `rejected` (by the union), `cancelled` (by the player or guardian): ended.
 */
export type TransferState =
  'awaiting_player' | 'objection_window' | 'ready_for_union' | 'objected' | 'completed' | 'rejected' | 'cancelled';

export const TRANSFER_STATES: readonly TransferState[] = [
  'awaiting_player',
  'objection_window',
  'ready_for_union',
  'objected',
  'completed',
  'rejected',
  'cancelled',
];

/** When the sending organisation's objection window closes: 7 days after the player's approval; null before it. */
export function objectionWindowClosesAt(
  transfer: Pick<TransferDecisions, 'playerDecision' | 'playerDecidedAt'>,
): Date | null {
  if (transfer.playerDecision !== TRANSFER_DECISION_CODES.complete || !transfer.playerDecidedAt) return null;
  return new Date(transfer.playerDecidedAt.getTime() + OBJECTION_WINDOW_MS);
}

/** Whether the objection window has closed at `now` (it closes at exactly 7 days). */
export function isObjectionWindowClosed(
  transfer: Pick<TransferDecisions, 'playerDecision' | 'playerDecidedAt'>,
  now: Date,
): boolean {
  const closes = objectionWindowClosesAt(transfer);
  return closes !== null && now.getTime() >= closes.getTime();
}

export function transferStateOf(transfer: TransferDecisions, now: Date): TransferState {
  if (transfer.unionDecision === TRANSFER_DECISION_CODES.complete) return 'completed';
  if (transfer.unionDecision === TRANSFER_DECISION_CODES.rejected) return 'rejected';
  if (transfer.playerDecision === TRANSFER_DECISION_CODES.rejected) return 'cancelled';
  if (transfer.playerDecision !== TRANSFER_DECISION_CODES.complete) return 'awaiting_player';
  if (transfer.organisationDecision === ORGANISATION_DECISION_CODES.objected) return 'objected';
  if (transfer.organisationDecision === ORGANISATION_DECISION_CODES.approved) return 'ready_for_union';
  return isObjectionWindowClosed(transfer, now) ? 'ready_for_union' : 'objection_window';
}

/** Whether the transfer has ended (completed, rejected or cancelled): nobody decides any more. */
export function isTransferEnded(state: TransferState): boolean {
  return state === 'completed' || state === 'rejected' || state === 'cancelled';
}

/** The player or guardian approves while the transfer awaits them. */
export function canPlayerApprove(transfer: TransferDecisions, now: Date): boolean {
  return transferStateOf(transfer, now) === 'awaiting_player';
}

/** The player or guardian may cancel at any time before the union's decision. */
export function canPlayerCancel(transfer: TransferDecisions, now: Date): boolean {
  return !isTransferEnded(transferStateOf(transfer, now));
}

/**
 * The sending organisation approves or objects once, before the union's decision and until 7 days
 * after the player's approval (also before the player has approved).
 */
export function canSendingOrganisationDecide(transfer: TransferDecisions, now: Date): boolean {
  if (transfer.organisationDecision !== null) return false;
  const state = transferStateOf(transfer, now);
  return state === 'awaiting_player' || state === 'objection_window';
}

/**
 * The union decides when the player has approved and the sending organisation approved, objected,
 * or let its 7 days pass.
 */
export function canUnionDecide(transfer: TransferDecisions, now: Date): boolean {
  const state = transferStateOf(transfer, now);
  return state === 'ready_for_union' || state === 'objected';
}

/** Transfers that count against the to-team child's season limit: all but the rejected and cancelled. */
export function countsAgainstSeasonLimit(
  transfer: Pick<TransferDecisions, 'playerDecision' | 'unionDecision'>,
): boolean {
  return (
    transfer.playerDecision !== TRANSFER_DECISION_CODES.rejected &&
    transfer.unionDecision !== TRANSFER_DECISION_CODES.rejected
  );
}

export type SeasonCountLevel = 'none' | 'warning' | 'limit';

/**
 * What the Select Teams step shows for a to-team child's season count: nothing below 1, a warning
 * from 1 while below the limit, and an error with Continue blocked at the limit (and above it, when
 * the union lowered the limit).
 */
export function seasonCountLevel(count: number, maxTransferredPlayers: number): SeasonCountLevel {
  if (count >= maxTransferredPlayers) return 'limit';
  if (count >= 1) return 'warning';
  return 'none';
}

/** The team child chosen first as the from-team: the one named "1st team", otherwise the lowest id. */
export function defaultFromTeamChild<T extends { id: number; value: string }>(teamChildren: readonly T[]): T | null {
  const first = teamChildren.find((child) => child.value.trim().toLowerCase() === '1st team');
  if (first) return first;
  return teamChildren.reduce<T | null>(
    (lowest, child) => (lowest === null || child.id < lowest.id ? child : lowest),
    null,
  );
}

/** The squad size the notice speaks of for Under 7 to Under 16 teams. */
export const SQUAD_SIZE_LIMIT = 25;

/**
 * Whether the Select Teams step shows the squad-size notice for a to-team: an Under 7 to Under 16
 * team (named like "U12" or "Under 12", or with that age grade) whose squad is 25 or fewer.
 */
export function showsSquadSizeNotice(team: { name: string; ageGrade?: string | null }, squadSize: number): boolean {
  const grade = team.ageGrade ?? ageGradeOfTeamName(team.name);
  const under = grade ? /^U(\d{1,2})$/.exec(grade) : null;
  if (!under) return false;
  const age = Number(under[1]);
  return age >= 7 && age <= 16 && squadSize <= SQUAD_SIZE_LIMIT;
}

/**
 * The days the union's approval sets on the two playing roles: the new one starts on the day of
 * approval and the old one's last day is the day before, so on no day does the player hold both
 * (the club pages, the member's roles and the team lists show the move at once). An old role that
 * began that very day ends that day.
 */
export function transferRoleDays(
  oldRole: { activeFrom: string },
  approvedOn: Date,
): { oldRoleEndsOn: string; newRoleStartsOn: string } {
  const newRoleStartsOn = unionDay(approvedOn);
  const dayBefore = shiftDay(newRoleStartsOn, { days: -1 });
  return { oldRoleEndsOn: dayBefore < oldRole.activeFrom ? newRoleStartsOn : dayBefore, newRoleStartsOn };
}
