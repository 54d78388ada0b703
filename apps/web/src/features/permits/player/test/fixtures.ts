import type { PermitAction, PersonPermit, PlayerPermit } from '@mywru/shared';
import { problem } from '../../../../test/api-stub';

/** A permit for Alys (member 1000001, the signed-in member) to play for Aberllyn RFC, registered with Cwm Valley RFC. */
export const alysPermit: PlayerPermit = {
  id: 41,
  personId: 1000001,
  name: 'Alys Jones',
  isChild: false,
  fromOrganisationName: 'Cwm Valley RFC',
  toOrganisationName: 'Aberllyn RFC',
  homeTeam: { organisationName: 'Aberllyn RFC', teamTemplateId: 23, childValue: '1st team' },
  awayTeam: { organisationName: 'Trefelin Harlequins RFC', teamTemplateId: 23, childValue: '2nd team' },
  fixtureDate: '2026-12-05T15:00:00Z',
  competitionName: 'Women’s League East',
  venue: 'Parc y Felin',
  createdOn: '2026-11-20T10:00:00Z',
  playerDecision: null,
  status: 'pending',
  validToPlay: false,
  can: { approve: true, decline: true },
};

/** Osian (1000010), Alys's child: his guardian answers for him. */
export const osianPermitAction: PermitAction = {
  kind: 'permit',
  subject: { personId: 1000010, firstName: 'Osian', lastName: 'Jones', isChild: true },
  permitId: 52,
  createdOn: '2026-11-21T09:30:00Z',
  fixtureDate: '2026-12-06T11:00:00Z',
  fromOrganisationName: 'Cwm Valley RFC',
  toOrganisationName: 'Aberllyn RFC',
  homeTeamName: 'Aberllyn RFC (Under 18)',
  awayTeamName: 'Llanfair Athletic RFC (Under 18)',
};

export const alysValidPermit: PersonPermit = {
  id: 41,
  personId: 1000001,
  toOrganisationName: 'Aberllyn RFC',
  fromOrganisationName: 'Cwm Valley RFC',
  homeTeam: alysPermit.homeTeam,
  awayTeam: alysPermit.awayTeam,
  fixtureDate: alysPermit.fixtureDate,
  competitionName: alysPermit.competitionName,
  status: 'approved_by_wru',
};

/** A refusal of the API with its reason (the web shows the reason's words from errors.json). */
export const refusal = (status: number, code: string, reason?: string) => ({
  ...problem(status, code, 'refused'),
  body: { ...(problem(status, code, 'refused').body as object), ...(reason ? { reason } : {}) },
});
