/** Permits on the wire for the organisations: Manage Permits' row and Select Fixture's fixture. */
import {
  canCancelPermit,
  canOrganisationDecidePermit,
  isPermitValidToPlay,
  permitStatus,
  sexValueOf,
  type PermitFixture,
  type PermitListItem,
} from '@mywru/shared';
import type { FixtureRow } from '../../domain/fixture/queries';
import { permitDecisionsOf, permitTeamsOf, type PermitRow } from '../../domain/permit/queries';

/**
 * Manage Permits' row. `direction` is the table it shows in: the sending organisation's Approve and
 * Reject are offered on outgoing rows, the receiving organisation's Cancel on incoming rows, each
 * only while the rules allow it now.
 */
export function presentPermitListItem(row: PermitRow, direction: 'incoming' | 'outgoing', now: Date): PermitListItem {
  const decisions = permitDecisionsOf(row);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    dob: row.dob,
    fromOrganisationId: row.fromOrganisationId,
    fromOrganisationName: row.fromOrganisationName,
    toOrganisationId: row.toOrganisationId,
    toOrganisationName: row.toOrganisationName,
    ...permitTeamsOf(row),
    fixtureId: row.fixtureId,
    fixtureDate: row.fixtureDate.toISOString(),
    competitionName: row.competitionName,
    playerDecision: row.playerDecision,
    organisationDecision: row.organisationDecision,
    wruOverrideDecision: row.wruOverrideDecision,
    cancelledOn: decisions.cancelledOn,
    status: permitStatus(decisions),
    validToPlay: isPermitValidToPlay(decisions),
    can: {
      decideAsOrganisation: direction === 'outgoing' && canOrganisationDecidePermit(decisions, row.fixtureDate, now),
      cancel: direction === 'incoming' && canCancelPermit(decisions, row.fixtureDate, now),
    },
  };
}

/** Fixture (permits), spec section 3: claimed by a referee (a result or postponement submitted) means hasReferee. */
export function presentPermitFixture(row: FixtureRow): PermitFixture {
  return {
    fixtureId: row.id,
    date: row.date.toISOString(),
    sex: sexValueOf(row.competitionSexId) || null,
    competitionName: row.competitionName,
    homeTeam: {
      organisationName: row.homeOrganisationName,
      childValue: row.homeTeamChildName,
      teamTemplateId: row.homeTeamTemplateId,
      teamTemplateName: row.homeTeamTemplateName,
    },
    awayTeam: {
      organisationName: row.awayOrganisationName,
      childValue: row.awayTeamChildName,
      teamTemplateId: row.awayTeamTemplateId,
      teamTemplateName: row.awayTeamTemplateName,
    },
    hasReferee: row.claimedByPersonId !== null,
    venue: row.venue,
  };
}
