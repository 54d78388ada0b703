/** Transfers on the wire: the spec's list view, one transfer with its timeline, the union's queue item. */
import {
  canUnionDecide,
  ORGANISATION_DECISION_CODES,
  objectionWindowClosesAt,
  TRANSFER_DECISION_CODES,
  transferStateOf,
  type FamilyTransfer,
  type Transfer,
  type TransferListItem,
  type TransferTimelineStep,
  type UnionTransferQueueItem,
} from '@mywru/shared';
import {
  decisionsOf,
  presentAwaitingApproval,
  transferTeamNames,
  type TransferRow,
} from '../../domain/transfer/queries';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function windowClosesAt(row: TransferRow): string | null {
  return iso(objectionWindowClosesAt(row));
}

/** The steps the transfer has taken, oldest first, read from its decision columns. */
export function timelineOf(row: TransferRow): TransferTimelineStep[] {
  const steps: TransferTimelineStep[] = [{ step: 'created', on: row.createdAt.toISOString(), reason: null }];
  if (row.playerDecision !== null && row.playerDecidedAt) {
    steps.push({
      step: row.playerDecision === TRANSFER_DECISION_CODES.complete ? 'player_approved' : 'player_cancelled',
      on: row.playerDecidedAt.toISOString(),
      reason: null,
    });
  }
  if (row.organisationDecision !== null && row.organisationDecidedAt) {
    const objected = row.organisationDecision === ORGANISATION_DECISION_CODES.objected;
    steps.push({
      step: objected ? 'organisation_objected' : 'organisation_approved',
      on: row.organisationDecidedAt.toISOString(),
      reason: objected ? row.organisationObjectionReason : null,
    });
  }
  if (row.unionDecision !== null && row.unionDecidedAt) {
    const approved = row.unionDecision === TRANSFER_DECISION_CODES.complete;
    steps.push({
      step: approved ? 'union_approved' : 'union_rejected',
      on: row.unionDecidedAt.toISOString(),
      reason: approved ? null : row.unionReason,
    });
  }
  return steps.sort((a, b) => a.on.localeCompare(b.on));
}

function teamChildOf(side: 'from' | 'to', row: TransferRow): TransferListItem['fromTeamChild'] {
  return side === 'from'
    ? {
        organisationId: row.fromOrganisationId,
        organisationName: row.fromOrganisationName,
        teamTemplateName: row.fromTeamTemplateName,
        teamTemplateNameCy: row.fromTeamTemplateNameCy || row.fromTeamTemplateName,
        displayName: row.fromTeamChildValue,
      }
    : {
        organisationId: row.toOrganisationId,
        organisationName: row.toOrganisationName,
        teamTemplateName: row.toTeamTemplateName,
        teamTemplateNameCy: row.toTeamTemplateNameCy || row.toTeamTemplateName,
        displayName: row.toTeamChildValue,
      };
}

/** Manage Transfers' row; `canOrganisationDecide` is whether the caller may approve or object now. */
export function presentListItem(row: TransferRow, now: Date, canOrganisationDecide: boolean): TransferListItem {
  const objected = row.organisationDecision === ORGANISATION_DECISION_CODES.objected;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    dob: row.dob,
    createdOn: row.createdAt.toISOString(),
    fromTeamChild: teamChildOf('from', row),
    toTeamChild: teamChildOf('to', row),
    playerDecision: row.playerDecision,
    wrudecision: row.unionDecision,
    organisationDecision: row.organisationDecision,
    organisationObjectionOn: objected ? iso(row.organisationDecidedAt) : null,
    organisationObjectionReason: objected ? row.organisationObjectionReason : null,
    state: transferStateOf(decisionsOf(row), now),
    objectionWindowClosesAt: windowClosesAt(row),
    canOrganisationDecide,
  };
}

/** One transfer, with what the caller may do now. */
export function presentTransfer(row: TransferRow, now: Date, can: Transfer['can']): Transfer {
  return {
    ...presentAwaitingApproval(row),
    toOrganisationId: row.toOrganisationId,
    fromOrganisationId: row.fromOrganisationId,
    playerDecision: row.playerDecision,
    wrudecision: row.unionDecision,
    organisationDecision: row.organisationDecision,
    organisationObjectionReason:
      row.organisationDecision === ORGANISATION_DECISION_CODES.objected ? row.organisationObjectionReason : null,
    unionReason: row.unionReason,
    state: transferStateOf(decisionsOf(row), now),
    objectionWindowClosesAt: windowClosesAt(row),
    timeline: timelineOf(row),
    can,
  };
}

export function presentFamilyTransfer(row: TransferRow, now: Date, actorPersonId: number): FamilyTransfer {
  return {
    ...presentAwaitingApproval(row),
    personId: row.personId,
    isChild: row.personId !== actorPersonId,
    state: transferStateOf(decisionsOf(row), now),
  };
}

export function presentUnionItem(row: TransferRow, now: Date): UnionTransferQueueItem {
  const closes = objectionWindowClosesAt(row);
  if (!row.playerDecidedAt || !closes) throw new Error('a transfer in the union queue without the player approval');
  return {
    id: row.id,
    person: { id: row.personId, firstName: row.firstName, lastName: row.lastName, dob: row.dob },
    from: {
      organisationId: row.fromOrganisationId,
      organisationName: row.fromOrganisationName,
      ...transferTeamNames(row, 'from'),
    },
    to: {
      organisationId: row.toOrganisationId,
      organisationName: row.toOrganisationName,
      ...transferTeamNames(row, 'to'),
    },
    createdOn: row.createdAt.toISOString(),
    playerApprovedOn: row.playerDecidedAt.toISOString(),
    organisationDecision: row.organisationDecision,
    organisationObjectionReason:
      row.organisationDecision === ORGANISATION_DECISION_CODES.objected ? row.organisationObjectionReason : null,
    objectionWindowClosesAt: closes.toISOString(),
    state: transferStateOf(decisionsOf(row), now),
    canDecide: canUnionDecide(decisionsOf(row), now),
  };
}
