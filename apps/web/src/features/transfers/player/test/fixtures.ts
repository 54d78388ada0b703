import type { FamilyTransfer, Transfer, TransferAction } from '@mywru/shared';
import type { FakeResponse } from '../../../../test/render';

/** A transfer of Alys (member 1000001, the signed-in member) from Cardiff RFC to Pontypridd RFC. */
export const alysTransfer: Transfer = {
  id: 41,
  name: 'Alys Jones',
  createdOn: '2026-03-02T10:00:00Z',
  fromOrganisationValue: 'Cardiff RFC',
  fromTeamValue: 'Senior Women (1st team)',
  fromTeamValueCy: 'Menywod Hŷn (1st team)',
  toOrganisationValue: 'Pontypridd RFC',
  toTeamValue: 'Senior Women (1st team)',
  toTeamValueCy: 'Menywod Hŷn (1st team)',
  wruId: 1000001,
  fromOrganisationId: 7,
  toOrganisationId: 9,
  playerDecision: null,
  wrudecision: null,
  organisationDecision: null,
  organisationObjectionReason: null,
  unionReason: null,
  state: 'awaiting_player',
  objectionWindowClosesAt: null,
  timeline: [{ step: 'created', on: '2026-03-02T10:00:00Z', reason: null }],
  can: { approveAsPlayer: true, cancelAsPlayer: true, decideAsOrganisation: false, decideAsUnion: false },
};

/** Osian (1000010), Alys's child: his guardian answers for him. */
export const osianAction: TransferAction = {
  kind: 'transfer',
  subject: { personId: 1000010, firstName: 'Osian', lastName: 'Jones', isChild: true },
  transferId: 52,
  createdOn: '2026-02-20T09:30:00Z',
  fromOrganisationValue: 'Cardiff RFC',
  fromTeamValue: 'Under 12 (1st team)',
  fromTeamValueCy: 'Dan 12 (1st team)',
  toOrganisationValue: 'Llandaff RFC',
  toTeamValue: 'Under 12 (2nd team)',
  toTeamValueCy: 'Dan 12 (2nd team)',
};

export const alysAction: TransferAction = {
  kind: 'transfer',
  subject: { personId: 1000001, firstName: 'Alys', lastName: 'Jones', isChild: false },
  transferId: 41,
  createdOn: '2026-03-02T10:00:00Z',
  fromOrganisationValue: 'Cardiff RFC',
  fromTeamValue: 'Senior Women (1st team)',
  fromTeamValueCy: 'Menywod Hŷn (1st team)',
  toOrganisationValue: 'Pontypridd RFC',
  toTeamValue: 'Senior Women (1st team)',
  toTeamValueCy: 'Menywod Hŷn (1st team)',
};

export const osianFamilyTransfer: FamilyTransfer = {
  id: 52,
  name: 'Osian Jones',
  createdOn: '2026-02-20T09:30:00Z',
  fromOrganisationValue: 'Cardiff RFC',
  fromTeamValue: 'Under 12 (1st team)',
  fromTeamValueCy: 'Dan 12 (1st team)',
  toOrganisationValue: 'Llandaff RFC',
  toTeamValue: 'Under 12 (2nd team)',
  toTeamValueCy: 'Dan 12 (2nd team)',
  wruId: 1000010,
  personId: 1000010,
  isChild: true,
  state: 'objected',
};

/** A refusal as the API answers it: problem details with the reason the web translates. */
export function refusal(status: number, code: string, reason?: string): FakeResponse {
  return {
    status,
    body: {
      type: 'about:blank',
      status,
      title: 'Problem',
      detail: 'English the web never shows',
      code,
      ...(reason ? { reason } : {}),
    },
    contentType: 'application/problem+json',
  };
}
