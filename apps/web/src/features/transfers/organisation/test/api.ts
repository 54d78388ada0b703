import type { FakeResponse } from '../../../../test/render';
import type { TransferEligibilityItem, TransferFromRole, TransferListItem, TransferPlayer } from '@mywru/shared';

export { baseAnswers, stubApi, sent, type Answers } from '../../../../test/api-stub';

/** A refusal as the API answers it: problem details with the reason the web app translates. */
export function refusal(status: number, code: string, reason: string, detail = 'Refused'): FakeResponse {
  return {
    status,
    body: { type: 'about:blank', status, title: 'Problem', detail, code, reason },
    contentType: 'application/problem+json',
  };
}

/** A failure that explains nothing (a 500 without a reason). */
export const serverError: FakeResponse = {
  status: 500,
  body: {
    type: 'about:blank',
    status: 500,
    title: 'Internal Server Error',
    detail: 'Internal Server Error',
    code: 'internal',
  },
  contentType: 'application/problem+json',
};

export const ORGANISATION_ID = 7;

const team = (
  organisationId: number,
  organisationName: string,
  [teamTemplateName, teamTemplateNameCy]: [string, string],
  displayName: string,
) => ({
  organisationId,
  organisationName,
  teamTemplateName,
  teamTemplateNameCy,
  displayName,
});

/** A transfer of Cwm Valley RFC's list, as the API answers it. */
export function transferItem(overrides: Partial<TransferListItem> = {}): TransferListItem {
  return {
    id: 301,
    firstName: 'Rhys',
    lastName: 'Evans',
    dob: '2012-05-14',
    createdOn: '2026-09-03T10:15:00Z',
    fromTeamChild: team(9, 'Bryn Harbour RFC', ['Under 14 Boys', 'Dan 14'], '1st team'),
    toTeamChild: team(ORGANISATION_ID, 'Cwm Valley RFC', ['Under 14 Boys', 'Dan 14'], '2nd team'),
    playerDecision: null,
    wrudecision: null,
    organisationDecision: null,
    organisationObjectionOn: null,
    organisationObjectionReason: null,
    state: 'awaiting_player',
    objectionWindowClosesAt: null,
    canOrganisationDecide: false,
    ...overrides,
  };
}

export const listPath = (direction: 'incoming' | 'outgoing', page = 1) =>
  `GET /api/transfer/organisation/${ORGANISATION_ID}?direction=${direction}&page=${page}`;

export const rhys: TransferPlayer = {
  wruId: 1000020,
  initial: 'R',
  lastName: 'Evans',
  sex: 'Male',
  ageGrade: 'U14',
  dob: '2012-05-14',
};

export const searchPath = (wruId = rhys.wruId, lastName = rhys.lastName) =>
  `GET /api/person/search/validated?wruId=${wruId}&lastName=${encodeURIComponent(lastName)}`;

export function fromRole(
  teamChildId: number,
  variation: string,
  overrides: Partial<TransferFromRole> = {},
): TransferFromRole {
  return {
    organisationId: 9,
    organisation: 'Bryn Harbour RFC',
    roleDetails: {
      roleName: 'Player',
      roleNameCy: 'Chwaraewr',
      activeFrom: '2025-09-01',
      activeTo: null,
      teamChild: { id: teamChildId, value: variation },
      teamParent: { id: 40, teamTemplate: { name: 'Under 14 Boys', nameCy: 'Dan 14' }, gameFormat: { id: 1, name: 'Fifteens' } },
    },
    ...overrides,
  };
}

export const rolesPath = `GET /api/person/${rhys.wruId}/transfer/roles?lastName=Evans&organisationId=${ORGANISATION_ID}`;

export const eligibilityPath = (fromTeamChildId: number) =>
  `GET /api/person/${rhys.wruId}/transfer/eligibility?fromTeamChildId=${fromTeamChildId}&toOrganisationId=${ORGANISATION_ID}&lastName=Evans`;

export function eligibleTeam(overrides: Partial<TransferEligibilityItem> = {}): TransferEligibilityItem {
  return {
    teamParentId: 70,
    team: 'Under 14 Boys',
    teamCy: 'Dan 14',
    ageGrade: 'U14',
    gameFormat: { id: 1, name: 'Fifteens' },
    teamChildren: [
      { id: 71, value: '1st team', playerCount: 30 },
      { id: 72, value: '2nd team', playerCount: 22 },
    ],
    ...overrides,
  };
}

export const seasonCountPath = (teamChildId: number) =>
  `GET /api/transfer/organisation/${ORGANISATION_ID}/team-child/${teamChildId}/season-count`;

export const organisationAnswer = {
  [`GET /api/organisation/${ORGANISATION_ID}`]: {
    body: {
      id: ORGANISATION_ID,
      name: 'Cwm Valley RFC',
      roleValues: ['Club Secretary'],
      roleValuesCy: ['Ysgrifennydd Clwb'],
    },
  },
};
