import type { FakeResponse } from '../../../../test/render';
import type { PermitFixture, PermitListItem, PermitPlayer } from '@mywru/shared';

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

/** Cwm Valley RFC, the organisation whose pages the tests open. */
export const ORGANISATION_ID = 7;
/** Aberllyn RFC, the other club. */
export const OTHER_ID = 9;

const side = (organisationName: string, childValue: string, teamTemplateId = 22) => ({
  organisationName,
  teamTemplateId,
  childValue,
});

/** A permit of Cwm Valley RFC's lists, as the API answers it: Aberllyn's player to play for Cwm Valley. */
export function permitItem(overrides: Partial<PermitListItem> = {}): PermitListItem {
  return {
    id: 501,
    firstName: 'Rhys',
    lastName: 'Evans',
    dob: '2007-05-14',
    fromOrganisationId: OTHER_ID,
    fromOrganisationName: 'Aberllyn RFC',
    toOrganisationId: ORGANISATION_ID,
    toOrganisationName: 'Cwm Valley RFC',
    homeTeam: side('Cwm Valley RFC', '1st team'),
    awayTeam: side('Bryn Harbour RFC', '1st team'),
    fixtureId: 801,
    fixtureDate: '2027-01-09T14:30:00Z',
    competitionName: 'Admiral National League 1',
    playerDecision: null,
    organisationDecision: null,
    wruOverrideDecision: null,
    cancelledOn: null,
    status: 'pending',
    validToPlay: false,
    can: { decideAsOrganisation: false, cancel: false },
    ...overrides,
  };
}

export const listPath = (direction: 'incoming' | 'outgoing', page = 1) =>
  `GET /api/permit/organisation/${ORGANISATION_ID}?direction=${direction}&page=${page}`;

export const page = (items: PermitListItem[], hasMore = false): FakeResponse => ({ body: { items, hasMore } });

/** A player the search finds at Aberllyn RFC. */
export function permitPlayer(overrides: Partial<PermitPlayer> = {}): PermitPlayer {
  return {
    wruId: 2000123,
    initial: 'G',
    lastName: 'Hughes',
    sex: 'Male',
    ageGrade: 'senior',
    dob: '1999-03-02',
    ...overrides,
  };
}

/** A fixture of Cwm Valley RFC the player may play on a permit. */
export function permitFixture(overrides: Partial<PermitFixture> = {}): PermitFixture {
  return {
    fixtureId: 801,
    date: '2027-01-09T14:30:00Z',
    sex: 'Male',
    competitionName: 'Admiral National League 1',
    homeTeam: {
      organisationName: 'Cwm Valley RFC',
      childValue: '1st team',
      teamTemplateId: 22,
      teamTemplateName: 'Senior Men',
    },
    awayTeam: {
      organisationName: 'Bryn Harbour RFC',
      childValue: '1st team',
      teamTemplateId: 22,
      teamTemplateName: 'Senior Men',
    },
    hasReferee: false,
    venue: 'Parc y Cwm',
    ...overrides,
  };
}
