/** Permits on the wire for the player's side: one permit on /actions, and a valid permit on Your Roles. */
import {
  canPlayerDecidePermit,
  isPermitValidToPlay,
  permitStatus,
  type PersonPermit,
  type PlayerPermit,
} from '@mywru/shared';
import { displayName } from '../../../domain/person/queries';
import { permitDecisionsOf, permitTeamsOf, type PermitRow } from '../../../domain/permit/queries';

/** /actions/permit/{id}: the permit with what the player or guardian may do now. */
export function presentPlayerPermit(row: PermitRow, actorPersonId: number, now: Date): PlayerPermit {
  const decisions = permitDecisionsOf(row);
  const canDecide = canPlayerDecidePermit(decisions, row.fixtureDate, now);
  return {
    id: row.id,
    personId: row.personId,
    name: displayName(row) ?? '',
    isChild: row.personId !== actorPersonId,
    fromOrganisationName: row.fromOrganisationName,
    toOrganisationName: row.toOrganisationName,
    ...permitTeamsOf(row),
    fixtureDate: row.fixtureDate.toISOString(),
    competitionName: row.competitionName,
    venue: row.venue,
    createdOn: row.createdAt.toISOString(),
    playerDecision: row.playerDecision,
    status: permitStatus(decisions),
    validToPlay: isPermitValidToPlay(decisions),
    can: { approve: canDecide, decline: canDecide },
  };
}

/** A permit valid to play, on Your Roles. */
export function presentPersonPermit(row: PermitRow): PersonPermit {
  return {
    id: row.id,
    personId: row.personId,
    toOrganisationName: row.toOrganisationName,
    fromOrganisationName: row.fromOrganisationName,
    ...permitTeamsOf(row),
    fixtureDate: row.fixtureDate.toISOString(),
    competitionName: row.competitionName,
    status: permitStatus(permitDecisionsOf(row)),
  };
}
