/** A permit in the union's queue, on the wire. */
import { permitStatus, type UnionPermitQueueItem } from '@mywru/shared';
import { permitDecisionsOf, permitTeamsOf, type PermitRow } from '../../../domain/permit/queries';

export function presentUnionPermit(row: PermitRow): UnionPermitQueueItem {
  return {
    id: row.id,
    person: { id: row.personId, firstName: row.firstName, lastName: row.lastName, dob: row.dob },
    fromOrganisationName: row.fromOrganisationName,
    toOrganisationName: row.toOrganisationName,
    ...permitTeamsOf(row),
    fixtureDate: row.fixtureDate.toISOString(),
    competitionName: row.competitionName,
    createdOn: row.createdAt.toISOString(),
    playerApprovedOn: (row.playerDecidedAt ?? row.createdAt).toISOString(),
    organisationDecision: row.organisationDecision,
    status: permitStatus(permitDecisionsOf(row)),
  };
}
