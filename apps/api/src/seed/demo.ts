/**
 * Demo data: a small, fictional but plausible union for a fresh embedded database. Loaded only
 * into an empty database (no account yet), in one transaction, so a failure leaves it empty.
 * Every date is relative to `now`, so the data stays plausible whatever the date.
 *
 * The sign-in accounts (DEMO_ACCOUNTS, password DEMO_PASSWORD) are a contract: the docs, the
 * start-up banner and the end-to-end tests rely on them.
 */
import { hash } from '@node-rs/argon2';
import {
  countsAgainstSeasonLimit,
  currentSeason,
  DEFAULT_MAX_TRANSFERRED_PLAYERS,
  DEFAULT_PERMIT_LIMIT,
  isFixtureAllowedForPermit,
  isPermitLive,
  permitAgeCategory,
  permitStatus,
  sexValueOf,
  type PermitStatus,
  ORGANISATION_DECISION_CODES,
  registrationSeason,
  TRANSFER_DECISION_CODES,
  transferRoleDays,
  transferStateOf,
  type Season,
  type TransferState,
} from '@mywru/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import {
  ageGradeFor,
  GAME_FORMAT_IDS,
  NATIONALITY_IDS,
  ORGANISATION_TYPE_IDS,
  ROLE_IDS,
  ROLES,
  RUGBY_UNION_IDS,
  SEX_IDS,
  TEAM_TEMPLATES,
  TEAM_TEMPLATE_IDS,
  UK_COUNTRY_ID,
  UNION_ROLES,
  type AgeGrade,
} from '../db/lookups';
import {
  accounts,
  addresses,
  competitionTeamTemplates,
  competitions,
  dbsRecords,
  fixtures,
  organisations,
  personOrganisationRoles,
  persons,
  playerApplications,
  playerApplicationStatusChanges,
  qualifications,
  regions,
  teamChildren,
  teamParents,
  permits,
  transfers,
  unionRoles,
  volunteerRegistrations,
} from '../db/schema';

export const DEMO_PASSWORD = 'MyWRU-demo-2025';

export interface DemoAccount {
  email: string;
  description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'newcomer@demo.test', description: 'new account, no personal details yet' },
  { email: 'player@demo.test', description: 'adult player with an active playing role (Cwm Valley RFC)' },
  { email: 'parent@demo.test', description: 'parent of two children: one under 12, one aged 16 or 17' },
  { email: 'secretary@demo.test', description: 'Club Secretary of Cwm Valley RFC (club A)' },
  { email: 'secretary2@demo.test', description: 'Club Secretary of Aberllyn RFC (club B)' },
  { email: 'coach@demo.test', description: 'Team Coach of one team in Cwm Valley RFC' },
  { email: 'safeguarding@demo.test', description: 'Club Safeguarding Officer of Cwm Valley RFC' },
  { email: 'referee@demo.test', description: 'Referee, with allocated fixtures' },
  { email: 'admin@demo.test', description: 'Union Administrator' },
  { email: 'competitions@demo.test', description: "Competitions Officer of the union (Karen Phillips): competitions, fixtures, referees' allocation, results" },
  { email: 'unnamed@demo.test', description: 'imported record without a first name' },
  { email: 'guardian@demo.test', description: 'parent of a child at Aberllyn RFC whose transfer to Cwm Valley RFC awaits approval' },
  { email: 'emrys.vaughan@demo.test', description: 'player at Aberllyn RFC whom Cwm Valley RFC may request in a transfer (WRU ID 1000068, Vaughan)' },
  { email: 'bryn.tudor@demo.test', description: 'senior player at Aberllyn RFC whom Cwm Valley RFC may request on a permit (born 17/04/1999, Tudor)' },
  { email: 'nerys.maddock@demo.test', description: "parent of a youth player at Aberllyn RFC whose permit to play for Cwm Valley RFC awaits the parent's approval" },
];

/** Names of the demo organisations other code and tests may look up. */
export const DEMO_ORGANISATIONS = {
  clubA: 'Cwm Valley RFC',
  clubB: 'Aberllyn RFC',
} as const;

/** The six consents of a player application, all ticked. */
export const PLAYER_CONSENTS = {
  wruAndWorldRugbyPolicies: true,
  antiDopingPolicy: true,
  riskOfInjuryPolicy: true,
  paymentPolicy: true,
  deregistrationPolicy: true,
  privacyPolicy: true,
} as const;

/** The four consents of a volunteer registration, all ticked. */
export const VOLUNTEER_CONSENTS = {
  wruAndWorldRugbyPolicies: true,
  antiDopingPolicy: true,
  deregistrationPolicy: true,
  privacyPolicy: true,
} as const;

export interface SeedDemoOptions {
  database: Database;
  now: Date;
}

// ---------------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function daysFrom(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** A date of birth making the person exactly `years` old on `now` (plus `extraDays`, 1..300). */
function dobForAge(now: Date, years: number, extraDays: number): string {
  const anniversary = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  return isoDate(new Date(anniversary.getTime() - extraDays * DAY_MS));
}

/** A date of birth placing a child in age grade `Under n` for the season (age n-1 on 31 August). */
function dobForGrade(season: Season, underN: number, monthDay: string): string {
  // Born September to December: that birthday falls after 31 August, so a year earlier.
  const lateInYear = Number(monthDay.slice(0, 2)) >= 9;
  return `${season.startYear - (underN - 1) - (lateInYear ? 1 : 0)}-${monthDay}`;
}

/** The Saturday on or after `now + days`, at 14:30 UTC (kick-off). */
function saturdayAfter(now: Date, days: number): Date {
  const d = daysFrom(now, days);
  const toSaturday = (6 - d.getUTCDay() + 7) % 7;
  const sat = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + toSaturday, 14, 30));
  return sat;
}

// ---------------------------------------------------------------------------------------------
// The cast
// ---------------------------------------------------------------------------------------------

interface AddressSpec {
  addressLine1: string;
  addressLine2?: string;
  city: string;
  county: string;
  postCode: string;
}

const ADDRESSES = {
  cardiff: { addressLine1: '14 Heol y Felin', addressLine2: 'Llandaf', city: 'Cardiff', county: 'Cardiff', postCode: 'CF10 1NS' },
  pontypridd: { addressLine1: '3 Teras y Bont', city: 'Pontypridd', county: 'Rhondda Cynon Taf', postCode: 'CF37 1DL' },
  porth: { addressLine1: '27 Stryd y Capel', city: 'Porth', county: 'Rhondda Cynon Taf', postCode: 'CF39 9PA' },
  aberdare: { addressLine1: '8 Maes y Coed', city: 'Aberdare', county: 'Rhondda Cynon Taf', postCode: 'CF44 7RP' },
  swansea: { addressLine1: '41 Ffordd y Mor', city: 'Swansea', county: 'Swansea', postCode: 'SA1 3SN' },
  llanelli: { addressLine1: '19 Heol Newydd', city: 'Llanelli', county: 'Carmarthenshire', postCode: 'SA15 3YF' },
  newport: { addressLine1: '6 Cilgant y Parc', city: 'Newport', county: 'Newport', postCode: 'NP20 4HE' },
  cwmbran: { addressLine1: '52 Llwyn Onn', city: 'Cwmbran', county: 'Torfaen', postCode: 'NP44 1PX' },
  bridgend: { addressLine1: '11 Clos yr Eglwys', city: 'Bridgend', county: 'Bridgend', postCode: 'CF31 1LX' },
  aberystwyth: { addressLine1: '2 Rhodfa Glan Mor', city: 'Aberystwyth', county: 'Ceredigion', postCode: 'SY23 2AZ' },
  wrexham: { addressLine1: '33 Ffordd Rhosddu', city: 'Wrexham', county: 'Wrexham', postCode: 'LL11 2NU' },
  bangor: { addressLine1: '5 Lon y Bryn', city: 'Bangor', county: 'Gwynedd', postCode: 'LL57 2DG' },
  caerphilly: { addressLine1: '18 Heol y Castell', city: 'Caerphilly', county: 'Caerphilly', postCode: 'CF83 1JQ' },
  merthyr: { addressLine1: '9 Rhes y Gweithwyr', city: 'Merthyr Tydfil', county: 'Merthyr Tydfil', postCode: 'CF47 8DN' },
  neath: { addressLine1: '24 Heol yr Orsaf', city: 'Neath', county: 'Neath Port Talbot', postCode: 'SA11 3AB' },
  brecon: { addressLine1: '7 Stryd y Llew', city: 'Brecon', county: 'Powys', postCode: 'LD3 7AW' },
} satisfies Record<string, AddressSpec>;
type AddressKey = keyof typeof ADDRESSES;

interface PersonSpec {
  key: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  /** Age on `now` in whole years, with `extraDays` (1..300) past the birthday. */
  age?: [years: number, extraDays: number];
  /** Or: an Under-N age grade in the current season (children), with the birthday month-day. */
  grade?: [underN: number, monthDay: string];
  /** Or: a fixed date of birth (a person a club types in by date of birth, as the README gives it). */
  dob?: string;
  sexId?: number;
  nationalityIds?: number[];
  internationalPlayingStatusIds?: number[];
  parent?: string;
  address?: AddressKey;
  /** Marketing preferences: WRU, regional, third party. */
  prefs?: [boolean, boolean, boolean];
  hasInvalidDbs?: boolean;
  hasActiveDbsApplication?: boolean;
  account?: boolean;
}

const M = SEX_IDS.male;
const F = SEX_IDS.female;
const N = NATIONALITY_IDS;
const BW = [N.british, N.welsh];

const CAST: PersonSpec[] = [
  // Sign-in accounts.
  { key: 'newcomer', email: 'newcomer@demo.test', account: true },
  { key: 'player', firstName: 'Rhys', lastName: 'Pritchard', email: 'player@demo.test', age: [27, 143], sexId: M, address: 'pontypridd', prefs: [true, true, false], account: true },
  { key: 'parent', firstName: 'Catrin', lastName: 'Howells', email: 'parent@demo.test', age: [44, 61], sexId: F, address: 'porth', prefs: [true, false, false], hasActiveDbsApplication: true, account: true },
  { key: 'parentChildYoung', firstName: 'Osian', lastName: 'Howells', age: [10, 100], sexId: M, parent: 'parent', address: 'porth' },
  { key: 'parentChildTeen', firstName: 'Elin', lastName: 'Howells', email: 'elin.howells@demo.test', age: [16, 120], sexId: F, parent: 'parent', address: 'porth' },
  { key: 'secretary', firstName: 'Gareth', lastName: 'Morgan', email: 'secretary@demo.test', age: [52, 201], sexId: M, address: 'pontypridd', prefs: [true, true, true], account: true },
  { key: 'secretary2', firstName: 'Siân', lastName: 'Llewellyn', email: 'secretary2@demo.test', age: [47, 33], sexId: F, address: 'swansea', prefs: [true, true, false], account: true },
  { key: 'coach', firstName: 'Dafydd', lastName: 'Evans', email: 'coach@demo.test', age: [38, 250], sexId: M, address: 'aberdare', prefs: [true, false, false], account: true },
  { key: 'safeguarding', firstName: 'Nia', lastName: 'Roberts', email: 'safeguarding@demo.test', age: [45, 12], sexId: F, address: 'cardiff', prefs: [false, false, false], account: true },
  { key: 'referee', firstName: 'Owain', lastName: 'Jenkins', email: 'referee@demo.test', age: [33, 77], sexId: M, address: 'bridgend', prefs: [true, true, true], account: true },
  { key: 'admin', firstName: 'Helen', lastName: 'Bowen', email: 'admin@demo.test', age: [41, 180], sexId: F, address: 'cardiff', prefs: [false, false, false], nationalityIds: [N.british, N.english], account: true },
  // An imported record: address and e-mail held, but no first name (the 'Important' warning on Register to Participate).
  { key: 'unnamed', lastName: 'Rowlands', email: 'unnamed@demo.test', age: [36, 90], address: 'cardiff', account: true },

  // Office holders.
  { key: 'chairA', firstName: 'Huw', lastName: 'Davies', email: 'huw.davies@demo.test', age: [61, 20], sexId: M, address: 'pontypridd', prefs: [true, true, false] },
  { key: 'supportA', firstName: 'Carys', lastName: 'Thomas', email: 'carys.thomas@demo.test', age: [35, 90], sexId: F, address: 'porth', prefs: [true, false, false] },
  { key: 'managerA', firstName: 'Geraint', lastName: 'Williams', email: 'geraint.williams@demo.test', age: [49, 150], sexId: M, address: 'aberdare', prefs: [true, true, false] },
  { key: 'coachWomenA', firstName: 'Bethan', lastName: 'Hughes', email: 'bethan.hughes@demo.test', age: [29, 40], sexId: F, address: 'merthyr', prefs: [true, true, true] },
  { key: 'chairB', firstName: 'Aled', lastName: 'Rees', email: 'aled.rees@demo.test', age: [55, 222], sexId: M, address: 'llanelli', prefs: [false, false, false] },
  { key: 'safeguardingB', firstName: 'Mererid', lastName: 'Owen', email: 'mererid.owen@demo.test', age: [39, 18], sexId: F, address: 'swansea', prefs: [true, false, false] },
  { key: 'coachB', firstName: 'Iwan', lastName: 'Griffiths', email: 'iwan.griffiths@demo.test', age: [44, 65], sexId: M, address: 'neath', prefs: [true, true, false] },
  { key: 'secretaryPontmawr', firstName: 'Rhian', lastName: 'Edwards', email: 'rhian.edwards@demo.test', age: [50, 5], sexId: F, address: 'caerphilly', prefs: [true, true, false] },
  { key: 'secretaryLlanfair', firstName: 'Dewi', lastName: 'Lewis', email: 'dewi.lewis@demo.test', age: [58, 111], sexId: M, address: 'brecon', prefs: [false, true, false] },
  { key: 'secretaryTrefelin', firstName: 'Angharad', lastName: 'Price', email: 'angharad.price@demo.test', age: [46, 77], sexId: F, address: 'aberystwyth', prefs: [true, true, true] },
  { key: 'secretarySchool', firstName: 'Mark', lastName: 'Jones', email: 'mark.jones@demo.test', age: [42, 260], sexId: M, address: 'llanelli', prefs: [true, false, false] },
  { key: 'secretaryCollege', firstName: 'Ffion', lastName: 'Phillips', email: 'ffion.phillips@demo.test', age: [37, 30], sexId: F, address: 'bridgend', prefs: [true, true, false] },
  { key: 'secretaryHub', firstName: 'Lowri', lastName: 'Parry', email: 'lowri.parry@demo.test', age: [34, 199], sexId: F, address: 'newport', prefs: [true, true, false] },
  { key: 'secretaryInclusive', firstName: 'Steffan', lastName: 'Hopkins', email: 'steffan.hopkins@demo.test', age: [40, 45], sexId: M, address: 'cwmbran', prefs: [true, false, true] },
  { key: 'secretaryRegion', firstName: 'Elfed', lastName: 'Bevan', email: 'elfed.bevan@demo.test', age: [63, 140], sexId: M, address: 'caerphilly', prefs: [true, true, false] },
  { key: 'secretaryDewar', firstName: 'Gwen', lastName: 'Powell', email: 'gwen.powell@demo.test', age: [48, 212], sexId: F, address: 'merthyr', prefs: [true, false, false] },

  // Players and applicants.
  { key: 'applicantA', firstName: 'Tomos', lastName: 'Price', email: 'tomos.price@demo.test', age: [22, 70], sexId: M, address: 'pontypridd', prefs: [true, true, false] },
  { key: 'applicantFrench', firstName: 'Jean-Luc', lastName: 'Moreau', email: 'jeanluc.moreau@demo.test', age: [26, 95], sexId: M, address: 'cardiff', prefs: [false, false, false], nationalityIds: [N.french], internationalPlayingStatusIds: [RUGBY_UNION_IDS.french] },
  { key: 'applicantTongan', firstName: 'Sione', lastName: 'Taufa', email: 'sione.taufa@demo.test', age: [24, 230], sexId: M, address: 'swansea', prefs: [true, false, false], nationalityIds: [N.tongan, N.british], internationalPlayingStatusIds: [RUGBY_UNION_IDS.tongan] },
  { key: 'applicantIrish', firstName: "Liam", lastName: "O'Connor", email: 'liam.oconnor@demo.test', age: [30, 15], sexId: M, address: 'newport', prefs: [true, true, false], nationalityIds: [N.irish], internationalPlayingStatusIds: [RUGBY_UNION_IDS.irish] },
  { key: 'applicantRejected', firstName: 'Jac', lastName: 'Morris', email: 'jac.morris@demo.test', age: [19, 200], sexId: M, address: 'porth', prefs: [true, true, true] },
  { key: 'playerA2', firstName: 'Kieran', lastName: 'Walsh', email: 'kieran.walsh@demo.test', age: [23, 10], sexId: M, address: 'aberdare', prefs: [false, false, false], nationalityIds: [N.british, N.english] },
  { key: 'playerA3', firstName: 'Gethin', lastName: 'Roberts', email: 'gethin.roberts@demo.test', age: [28, 300], sexId: M, address: 'pontypridd', prefs: [true, true, false] },
  { key: 'playerA4', firstName: 'Rhodri', lastName: 'Jenkins', email: 'rhodri.jenkins@demo.test', age: [31, 180], sexId: M, address: 'merthyr', prefs: [true, false, false] },
  { key: 'playerB1', firstName: 'Sam', lastName: 'Hughes', email: 'sam.hughes@demo.test', age: [25, 44], sexId: M, address: 'llanelli', prefs: [true, true, false] },
  { key: 'playerB2', firstName: 'Ioan', lastName: 'Evans', email: 'ioan.evans@demo.test', age: [21, 99], sexId: M, address: 'swansea', prefs: [false, true, false] },
  { key: 'playerWomenA1', firstName: 'Hannah', lastName: 'Morgan', email: 'hannah.morgan@demo.test', age: [24, 160], sexId: F, address: 'cardiff', prefs: [true, true, false] },
  { key: 'playerWomenA2', firstName: 'Seren', lastName: 'Davies', email: 'seren.davies@demo.test', age: [27, 8], sexId: F, address: 'porth', prefs: [true, false, false] },
  { key: 'playerWomenB', firstName: 'Alys', lastName: 'Thomas', email: 'alys.thomas@demo.test', age: [22, 270], sexId: F, address: 'neath', prefs: [true, true, true] },
  { key: 'playerHub', firstName: 'Chloe', lastName: 'Williams', email: 'chloe.williams@demo.test', age: [20, 50], sexId: F, address: 'newport', prefs: [false, false, false], nationalityIds: [N.british, N.scottish] },
  { key: 'playerInclusive', firstName: 'Daniel', lastName: 'Price', email: 'daniel.price@demo.test', age: [35, 120], sexId: M, address: 'cwmbran', prefs: [true, true, false] },

  // Volunteers.
  { key: 'managerInvalidDbs', firstName: 'Mike', lastName: 'Davies', email: 'mike.davies@demo.test', age: [45, 240], sexId: M, address: 'llanelli', prefs: [true, false, false], hasInvalidDbs: true },
  { key: 'firstAiderA', firstName: 'Emyr', lastName: 'Thomas', email: 'emyr.thomas@demo.test', age: [52, 130], sexId: M, address: 'aberdare', prefs: [true, true, false] },
  { key: 'volunteerB', firstName: 'Non', lastName: 'Evans', email: 'non.evans@demo.test', age: [58, 60], sexId: F, address: 'swansea', prefs: [true, true, true] },
  { key: 'volunteerRejected', firstName: 'Rob', lastName: 'Lewis', email: 'rob.lewis@demo.test', age: [36, 210], sexId: M, address: 'porth', prefs: [false, false, false], nationalityIds: [N.british, N.english] },
  { key: 'chairApplicantB', firstName: 'Llinos', lastName: 'Rees', email: 'llinos.rees@demo.test', age: [33, 25], sexId: F, address: 'llanelli', prefs: [true, true, false] },
  { key: 'refereeB', firstName: 'Ben', lastName: 'Carter', email: 'ben.carter@demo.test', age: [27, 175], sexId: M, address: 'bangor', prefs: [true, false, false], nationalityIds: [N.british, N.english] },

  // Union staff.
  { key: 'registrationsOfficer', firstName: 'Rachel', lastName: 'Evans', email: 'rachel.evans@demo.test', age: [39, 100], sexId: F, address: 'cardiff', prefs: [false, false, false] },
  { key: 'unionSafeguarding', firstName: 'Paul', lastName: 'Thomas', email: 'paul.thomas@demo.test', age: [50, 200], sexId: M, address: 'bridgend', prefs: [false, false, false] },
  { key: 'competitionsOfficer', firstName: 'Karen', lastName: 'Phillips', email: 'competitions@demo.test', age: [44, 290], sexId: F, address: 'caerphilly', prefs: [false, false, false], account: true },

  // Children (no accounts; guardians are the parents above). Ages fixed by age grade.
  { key: 'childMacsen', firstName: 'Macsen', lastName: 'Williams', grade: [8, '03-14'], sexId: M, parent: 'managerA', address: 'aberdare' },
  { key: 'childEfa', firstName: 'Efa', lastName: 'Williams', grade: [12, '11-02'], sexId: F, parent: 'managerA', address: 'aberdare' },
  { key: 'childCai', firstName: 'Cai', lastName: 'Griffiths', grade: [14, '01-20'], sexId: M, parent: 'coachB', address: 'neath' },
  { key: 'childMali', firstName: 'Mali', lastName: 'Griffiths', grade: [11, '06-05'], sexId: F, parent: 'coachB', address: 'neath' },
  { key: 'childHarri', firstName: 'Harri', lastName: 'Edwards', grade: [15, '04-09'], sexId: M, parent: 'secretaryPontmawr', address: 'caerphilly' },
  { key: 'childTirion', firstName: 'Tirion', lastName: 'Jones', email: 'tirion.jones@demo.test', grade: [17, '02-11'], sexId: F, parent: 'secretarySchool', address: 'llanelli' },
  { key: 'childMorgan', firstName: 'Morgan', lastName: 'Jones', grade: [13, '07-30'], sexId: M, parent: 'secretarySchool', address: 'llanelli' },
  { key: 'childJacob', firstName: 'Jacob', lastName: 'Parry', grade: [9, '10-17'], sexId: M, parent: 'secretaryHub', address: 'newport' },
  { key: 'childEvan', firstName: 'Evan', lastName: 'Hopkins', grade: [13, '05-23'], sexId: M, parent: 'secretaryInclusive', address: 'cwmbran' },
  { key: 'childLili', firstName: 'Lili', lastName: 'Powell', grade: [11, '09-12'], sexId: F, parent: 'secretaryDewar', address: 'merthyr' },
  { key: 'childEla', firstName: 'Ela', lastName: 'Hughes', grade: [7, '12-01'], sexId: F, parent: 'coachWomenA', address: 'merthyr' },
  { key: 'childTwm', firstName: 'Twm', lastName: 'Lewis', grade: [16, '03-03'], sexId: M, parent: 'secretaryLlanfair', address: 'brecon' },
  { key: 'childGruffydd', firstName: 'Gruffydd', lastName: 'Rees', grade: [16, '08-19'], sexId: M, parent: 'chairB', address: 'llanelli' },
  { key: 'childLewys', firstName: 'Lewys', lastName: 'Morgan', grade: [16, '01-08'], sexId: M, parent: 'secretary', address: 'pontypridd' },
  { key: 'childNel', firstName: 'Nel', lastName: 'Roberts', grade: [10, '04-27'], sexId: F, parent: 'safeguarding', address: 'cardiff' },

  // Transfers (last, so the member ids before them never move). Each person is in one transfer
  // only, and nobody else's journey uses them. Club B's player whom club A may request: no transfer.
  { key: 'transferCandidateB', firstName: 'Emrys', lastName: 'Vaughan', email: 'emrys.vaughan@demo.test', age: [24, 133], sexId: M, address: 'swansea', prefs: [true, false, false], account: true },
  { key: 'transferAwaitingPlayer', firstName: 'Dylan', lastName: 'Pugh', email: 'dylan.pugh@demo.test', age: [26, 50], sexId: M, address: 'llanelli', prefs: [true, true, false] },
  { key: 'transferInWindow', firstName: 'Cerys', lastName: 'Jeffreys', email: 'cerys.jeffreys@demo.test', age: [23, 80], sexId: F, address: 'neath', prefs: [true, false, false] },
  { key: 'transferObjected', firstName: 'Aron', lastName: 'Prosser', email: 'aron.prosser@demo.test', age: [29, 10], sexId: M, address: 'swansea', prefs: [false, false, false] },
  { key: 'transferReady', firstName: 'Gwion', lastName: 'Lloyd', email: 'gwion.lloyd@demo.test', age: [25, 200], sexId: M, address: 'llanelli', prefs: [true, true, true] },
  { key: 'transferCompleted', firstName: 'Manon', lastName: 'Harries', email: 'manon.harries@demo.test', age: [27, 140], sexId: F, address: 'pontypridd', prefs: [true, true, false] },
  { key: 'transferCancelled', firstName: 'Rhydian', lastName: 'Watkins', email: 'rhydian.watkins@demo.test', age: [22, 30], sexId: M, address: 'swansea', prefs: [true, false, false] },
  { key: 'transferRejected', firstName: 'Iestyn', lastName: 'Rowe', email: 'iestyn.rowe@demo.test', age: [31, 75], sexId: M, address: 'neath', prefs: [false, true, false] },
  { key: 'guardian', firstName: 'Meinir', lastName: 'Pennant', email: 'guardian@demo.test', age: [41, 95], sexId: F, address: 'neath', prefs: [true, false, false], account: true },
  { key: 'guardianChild', firstName: 'Deio', lastName: 'Pennant', grade: [10, '05-14'], sexId: M, parent: 'guardian', address: 'neath' },

  // Permits (last, so the member ids before them never move). Club B's players club A may request
  // on a permit, with nothing open: a senior (a sign-in, whom the end-to-end journey requests) and a
  // youth. The others hold the demo permits between club A and club B.
  { key: 'permitCandidateB', firstName: 'Bryn', lastName: 'Tudor', email: 'bryn.tudor@demo.test', dob: '1999-04-17', sexId: M, address: 'swansea', prefs: [true, false, false], account: true },
  { key: 'permitYouthB', firstName: 'Tegid', lastName: 'Rees', grade: [17, '02-03'], sexId: M, parent: 'chairB', address: 'llanelli' },
  { key: 'permitGuardian', firstName: 'Nerys', lastName: 'Maddock', email: 'nerys.maddock@demo.test', age: [43, 150], sexId: F, address: 'neath', prefs: [true, false, false], account: true },
  { key: 'permitGuardianChild', firstName: 'Idris', lastName: 'Maddock', grade: [18, '06-21'], sexId: M, parent: 'permitGuardian', address: 'neath' },
  { key: 'permitB1', firstName: 'Rhun', lastName: 'Mathias', email: 'rhun.mathias@demo.test', age: [24, 80], sexId: M, address: 'swansea', prefs: [true, true, false] },
  { key: 'permitB2', firstName: 'Elis', lastName: 'Probert', email: 'elis.probert@demo.test', age: [27, 200], sexId: M, address: 'llanelli', prefs: [true, false, false] },
  { key: 'permitB3', firstName: 'Joe', lastName: 'Beynon', email: 'joe.beynon@demo.test', age: [22, 15], sexId: M, address: 'neath', prefs: [false, false, false] },
  { key: 'permitB4', firstName: 'Wil', lastName: 'Tanner', email: 'wil.tanner@demo.test', age: [30, 120], sexId: M, address: 'swansea', prefs: [true, true, true] },
  { key: 'permitWomenB', firstName: 'Lleucu', lastName: 'Gwilym', email: 'lleucu.gwilym@demo.test', age: [25, 60], sexId: F, address: 'llanelli', prefs: [true, true, false] },
  { key: 'permitA1', firstName: 'Caio', lastName: 'Llywelyn', email: 'caio.llywelyn@demo.test', age: [26, 33], sexId: M, address: 'pontypridd', prefs: [true, false, false] },
  { key: 'permitA2', firstName: 'Dai', lastName: 'Ashby', email: 'dai.ashby@demo.test', age: [29, 210], sexId: M, address: 'aberdare', prefs: [false, true, false] },
];

/**
 * The demo transfers' people, by the last name the receiving club types with the member id.
 * Member ids come from one sequence starting at 1000001 and the cast is inserted in order into an
 * empty database, so each id is 1000001 plus the person's place in the cast.
 */
export const DEMO_TRANSFER_PEOPLE = {
  /** Club B's player whom club A may request (active playing role, sex recorded, no transfer). */
  candidate: 'transferCandidateB',
  awaitingPlayer: 'transferAwaitingPlayer',
  objectionWindow: 'transferInWindow',
  objected: 'transferObjected',
  readyForUnion: 'transferReady',
  completed: 'transferCompleted',
  cancelled: 'transferCancelled',
  rejected: 'transferRejected',
  /** guardian@demo.test's child, whose transfer awaits the guardian's approval. */
  guardiansChild: 'guardianChild',
} as const;

/** Club B's players club A may request on a permit (the README names them by date of birth and last name). */
export const DEMO_PERMIT_PEOPLE = {
  /** A senior, born 1999-04-17, with a sign-in (bryn.tudor@demo.test). */
  senior: 'permitCandidateB',
  /** A youth, 16 on the 31 August the season began; the start-up banner prints the date of birth. */
  youth: 'permitYouthB',
} as const;

/** The member id a cast member gets on a fresh database, and their last name. */
export function demoMemberOf(key: string): { memberId: number; lastName: string } {
  const index = CAST.findIndex((spec) => spec.key === key);
  const spec = CAST[index];
  if (!spec?.lastName) throw new Error(`demo data: no cast member ${key}`);
  return { memberId: 1000001 + index, lastName: spec.lastName };
}

// ---------------------------------------------------------------------------------------------
// Organisations and teams
// ---------------------------------------------------------------------------------------------

interface TeamSpec {
  template: number;
  children?: string[];
  enableRegistrations?: boolean;
}

interface OrganisationSpec {
  key: string;
  name: string;
  typeId: number;
  region: string;
  teams: TeamSpec[];
}

const T = TEAM_TEMPLATE_IDS;
const FIRST = ['1st team'];
const juniorsAll: TeamSpec[] = [
  { template: T.under7 },
  { template: T.under8 },
  { template: T.under9 },
  { template: T.under10 },
  { template: T.under11 },
  { template: T.under12 },
  { template: T.under12Girls },
  { template: T.under13 },
  { template: T.under13Girls },
  { template: T.under14, children: ['1st team', '2nd team'] },
  { template: T.under14Girls },
  { template: T.under15 },
  { template: T.under15Girls },
  { template: T.under16 },
  { template: T.under16Girls },
];

const REGIONS = ['Dyffryn', 'Arfordir', 'Gororau', 'Glannau'] as const;

const ORGANISATIONS: OrganisationSpec[] = [
  {
    key: 'clubA',
    name: DEMO_ORGANISATIONS.clubA,
    typeId: ORGANISATION_TYPE_IDS.club,
    region: 'Dyffryn',
    teams: [
      ...juniorsAll,
      { template: T.youth },
      { template: T.youthGirls },
      { template: T.seniorMen, children: ['1st team', '2nd team', 'Athletic XV'] },
      { template: T.seniorWomen },
      { template: T.seniorMixedAbility },
      { template: T.seniorSevensMen, enableRegistrations: false },
    ],
  },
  {
    key: 'clubB',
    name: DEMO_ORGANISATIONS.clubB,
    typeId: ORGANISATION_TYPE_IDS.club,
    region: 'Arfordir',
    teams: [
      ...juniorsAll,
      { template: T.youth },
      { template: T.seniorMen, children: ['1st team', '2nd team'] },
      { template: T.seniorWomen },
      { template: T.seniorSevensWomen },
    ],
  },
  {
    key: 'pontmawr',
    name: 'Pontmawr RFC',
    typeId: ORGANISATION_TYPE_IDS.club,
    region: 'Dyffryn',
    teams: [
      { template: T.under12 },
      { template: T.under14 },
      { template: T.under15 },
      { template: T.under16 },
      { template: T.youth },
      { template: T.seniorMen, children: ['1st team', '2nd team'] },
    ],
  },
  {
    key: 'llanfair',
    name: 'Llanfair Athletic RFC',
    typeId: ORGANISATION_TYPE_IDS.club,
    region: 'Gororau',
    teams: [{ template: T.under16 }, { template: T.youth }, { template: T.seniorMen }, { template: T.seniorTensMen }],
  },
  {
    key: 'trefelin',
    name: 'Trefelin Harlequins RFC',
    typeId: ORGANISATION_TYPE_IDS.club,
    region: 'Glannau',
    teams: [{ template: T.under11 }, { template: T.seniorMen, children: ['1st team', '2nd team'] }, { template: T.seniorWomen }],
  },
  {
    key: 'school',
    name: 'Ysgol Gyfun Aberllyn',
    typeId: ORGANISATION_TYPE_IDS.schoolOrCollege,
    region: 'Arfordir',
    teams: [
      { template: T.under12 },
      { template: T.under13 },
      { template: T.under14, children: ['A team', 'B team'] },
      { template: T.under14Girls },
      { template: T.under16 },
      { template: T.under16GirlsSevens },
      { template: T.youth },
      { template: T.youthGirls },
    ],
  },
  {
    key: 'college',
    name: 'Coleg Dyffryn',
    typeId: ORGANISATION_TYPE_IDS.schoolOrCollege,
    region: 'Dyffryn',
    teams: [
      { template: T.youth, children: ['1st XV', '2nd XV'] },
      { template: T.youthGirls },
      { template: T.youthSevens },
      { template: T.youthSevensGirls },
    ],
  },
  {
    key: 'hub',
    name: 'Pontmawr Rugby Hub',
    typeId: ORGANISATION_TYPE_IDS.hub,
    region: 'Dyffryn',
    teams: [{ template: T.under12Girls }, { template: T.seniorWomen }, { template: T.seniorTag }, { template: T.seniorTouch }],
  },
  {
    key: 'inclusive',
    name: 'Dyffryn Dragons Inclusive RFC',
    typeId: ORGANISATION_TYPE_IDS.inclusiveCommunityClub,
    region: 'Gororau',
    teams: [{ template: T.youthMixedAbility }, { template: T.seniorMixedAbility, children: ['1st team', 'Development'] }],
  },
  {
    key: 'regionDyffryn',
    name: 'Dyffryn Region',
    typeId: ORGANISATION_TYPE_IDS.region,
    region: 'Dyffryn',
    teams: [{ template: T.under16 }, { template: T.under16Girls }, { template: T.youth }, { template: T.youthGirls }],
  },
  {
    key: 'regionArfordir',
    name: 'Arfordir Region',
    typeId: ORGANISATION_TYPE_IDS.region,
    region: 'Arfordir',
    teams: [{ template: T.under16 }, { template: T.youth }],
  },
  {
    key: 'dewar',
    name: 'Dyffryn District Schools',
    typeId: ORGANISATION_TYPE_IDS.dewarShield,
    region: 'Dyffryn',
    teams: [{ template: T.under11, children: ['Dewar Shield squad'] }],
  },
  {
    key: 'refereesSociety',
    name: "Cymdeithas Dyfarnwyr y De (Southern Referees' Society)",
    typeId: ORGANISATION_TYPE_IDS.refereesSociety,
    region: 'Dyffryn',
    teams: [],
  },
];

// ---------------------------------------------------------------------------------------------
// Loading
// ---------------------------------------------------------------------------------------------

interface TeamRef {
  teamParentId: number;
  templateId: number;
  name: string;
  children: { id: number; value: string }[];
}

const templateById = new Map(TEAM_TEMPLATES.map((t) => [t.id, t]));
const roleById = new Map(ROLES.map((r) => [r.id, r]));

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`demo data: unknown ${what}`);
  return value;
}

/**
 * Loads the demo data into an empty database. Returns false (and changes nothing) when any
 * account already exists.
 */
export async function seedDemoData({ database, now }: SeedDemoOptions): Promise<boolean> {
  const existing = await database.db.select({ id: accounts.id }).from(accounts).limit(1);
  if (existing.length > 0) return false;

  // argon2 is deliberately slow: hash once, reuse for every demo account.
  const passwordHash = await hash(DEMO_PASSWORD);

  await database.db.transaction(async (tx) => {
    // Serialise concurrent first starts against one server: the loser finds the accounts.
    await tx.execute(sql`lock table accounts in exclusive mode`);
    const again = await tx.select({ id: accounts.id }).from(accounts).limit(1);
    if (again.length > 0) return;
    await load(tx, now, passwordHash);
  });
  // A bulk load ends with fresh planner statistics of what it wrote (nearly every table of an empty
  // database), so the first searches are planned as later ones.
  await database.query('analyze');
  return true;
}

async function load(tx: Tx, now: Date, passwordHash: string): Promise<void> {
  const season = currentSeason(now);
  const regSeason = registrationSeason(now);
  const seasonStart = season.starts;
  const at = (days: number) => daysFrom(now, days);

  // Regions and organisations.
  const regionIds = new Map<string, number>();
  for (const name of REGIONS) {
    const [row] = await tx.insert(regions).values({ name }).returning({ id: regions.id });
    regionIds.set(name, must(row, 'region').id);
  }

  const orgIds = new Map<string, number>();
  const teams = new Map<string, TeamRef[]>();
  for (const spec of ORGANISATIONS) {
    const [org] = await tx
      .insert(organisations)
      .values({ name: spec.name, typeId: spec.typeId, regionId: must(regionIds.get(spec.region), 'region'), createdAt: at(-2000) })
      .returning({ id: organisations.id });
    const orgId = must(org, 'organisation').id;
    orgIds.set(spec.key, orgId);
    const refs: TeamRef[] = [];
    for (const team of spec.teams) {
      const template = must(templateById.get(team.template), `team template ${team.template}`);
      const [parent] = await tx
        .insert(teamParents)
        .values({
          organisationId: orgId,
          teamTemplateId: template.id,
          name: template.name,
          enableRegistrations: team.enableRegistrations ?? true,
          createdAt: at(-1500),
        })
        .returning({ id: teamParents.id });
      const teamParentId = must(parent, 'team parent').id;
      const children = await tx
        .insert(teamChildren)
        .values((team.children ?? FIRST).map((value) => ({ teamParentId, value })))
        .returning({ id: teamChildren.id, value: teamChildren.value });
      refs.push({ teamParentId, templateId: template.id, name: template.name, children });
    }
    teams.set(spec.key, refs);
  }

  const org = (key: string) => must(orgIds.get(key), `organisation ${key}`);
  const team = (orgKey: string, templateId: number): TeamRef =>
    must(
      teams.get(orgKey)?.find((t) => t.templateId === templateId),
      `team ${templateId} in ${orgKey}`,
    );
  const child = (orgKey: string, templateId: number, index = 0) =>
    must(team(orgKey, templateId).children[index], `team child ${index} of ${templateId} in ${orgKey}`).id;
  /** The organisation's fifteens team for an age grade and sex (mixed teams take both). */
  const teamForGrade = (orgKey: string, grade: AgeGrade, sexId: number): TeamRef => {
    const candidates = (teams.get(orgKey) ?? []).filter((t) => {
      const template = templateById.get(t.templateId);
      return template?.ageGrade === grade && (template.sexId === null || template.sexId === sexId);
    });
    const fifteens = candidates.find((t) => templateById.get(t.templateId)?.gameFormatId === GAME_FORMAT_IDS.fifteens);
    return must(fifteens ?? candidates[0], `${grade} team for sex ${sexId} in ${orgKey}`);
  };

  // Persons (member ids come from the sequence) and their addresses.
  const personIds = new Map<string, number>();
  const dobs = new Map<string, string>();
  const sexes = new Map<string, number>();
  for (const spec of CAST) {
    const dob = spec.dob
      ? spec.dob
      : spec.age
        ? dobForAge(now, spec.age[0], spec.age[1])
        : spec.grade
          ? dobForGrade(season, spec.grade[0], spec.grade[1])
          : null;
    const isChild = spec.parent !== undefined;
    const [row] = await tx
      .insert(persons)
      .values({
        firstName: spec.firstName ?? null,
        lastName: spec.lastName ?? null,
        email: spec.email ?? null,
        dob,
        sexId: spec.sexId ?? null,
        nationalityIds: spec.firstName ? (spec.nationalityIds ?? BW) : [],
        internationalPlayingStatusIds: spec.internationalPlayingStatusIds ?? [],
        parentId: spec.parent ? must(personIds.get(spec.parent), `parent ${spec.parent}`) : null,
        optedInForWrucomms: spec.prefs?.[0] ?? (isChild ? false : null),
        optedInForRegionalComms: spec.prefs?.[1] ?? (isChild ? false : null),
        optedInForThirdPartyComms: spec.prefs?.[2] ?? (isChild ? false : null),
        hasInvalidDbs: spec.hasInvalidDbs ?? false,
        hasActiveDbsApplication: spec.hasActiveDbsApplication ?? false,
        createdAt: at(spec.key === 'newcomer' ? -1 : -900),
      })
      .returning({ id: persons.id });
    const personId = must(row, 'person').id;
    personIds.set(spec.key, personId);
    if (dob) dobs.set(spec.key, dob);
    if (spec.sexId) sexes.set(spec.key, spec.sexId);
    if (spec.address) {
      const address: AddressSpec = ADDRESSES[spec.address];
      await tx.insert(addresses).values({
        personId,
        addressLine1: address.addressLine1,
        addressLine2: address.addressLine2 ?? null,
        addressLine3: null,
        city: address.city,
        county: address.county,
        postCode: address.postCode,
        countryId: UK_COUNTRY_ID,
        createdAt: at(-900),
      });
    }
    if (spec.account) {
      await tx.insert(accounts).values({ personId, email: must(spec.email, 'account e-mail'), passwordHash, createdAt: at(-900) });
    }
  }
  const person = (key: string) => must(personIds.get(key), `person ${key}`);
  const gradeOf = (key: string, s: Season = season) =>
    must(ageGradeFor(must(dobs.get(key), `dob of ${key}`), s.startYear) ?? undefined, `age grade of ${key}`);
  const sexOf = (key: string) => must(sexes.get(key), `sex of ${key}`);

  // Roles.
  const addRole = async (
    personKey: string,
    roleId: number,
    organisationKey: string | null,
    teamChildId: number | null,
    activeFrom: string = seasonStart,
    activeTo: string | null = null,
  ) => {
    await tx.insert(personOrganisationRoles).values({
      personId: person(personKey),
      roleId,
      organisationId: organisationKey ? org(organisationKey) : null,
      teamChildId,
      activeFrom,
      activeTo,
      createdAt: new Date(`${activeFrom}T09:00:00Z`),
    });
  };
  const yearsBefore = (years: number) => `${season.startYear - years}-09-01`;
  const R = ROLE_IDS;

  // Office holders.
  await addRole('secretary', R.clubSecretary, 'clubA', null, yearsBefore(6));
  await addRole('secretary2', R.clubSecretary, 'clubB', null, yearsBefore(3));
  await addRole('chairA', R.clubChair, 'clubA', null, yearsBefore(4));
  await addRole('supportA', R.clubSecretarySupport, 'clubA', null, yearsBefore(1));
  await addRole('safeguarding', R.clubSafeguardingOfficer, 'clubA', null, yearsBefore(2));
  await addRole('chairB', R.clubChair, 'clubB', null, yearsBefore(8));
  await addRole('safeguardingB', R.clubSafeguardingOfficer, 'clubB', null, yearsBefore(2));
  await addRole('secretaryPontmawr', R.clubSecretary, 'pontmawr', null, yearsBefore(5));
  await addRole('secretaryLlanfair', R.clubSecretary, 'llanfair', null, yearsBefore(10));
  await addRole('secretaryTrefelin', R.clubSecretary, 'trefelin', null, yearsBefore(2));
  await addRole('secretarySchool', R.clubSecretary, 'school', null, yearsBefore(3));
  await addRole('secretaryCollege', R.clubSecretary, 'college', null, yearsBefore(1));
  await addRole('secretaryHub', R.clubSecretary, 'hub', null, yearsBefore(1));
  await addRole('secretaryInclusive', R.clubSecretary, 'inclusive', null, yearsBefore(2));
  await addRole('secretaryRegion', R.clubSecretary, 'regionDyffryn', null, yearsBefore(4));
  await addRole('secretaryRegion', R.clubSecretary, 'regionArfordir', null, yearsBefore(4));
  await addRole('secretaryDewar', R.clubSecretary, 'dewar', null, yearsBefore(2));

  // Coaches and managers (on team children).
  const coachTeam = child('clubA', T.under12);
  await addRole('coach', R.teamCoach, 'clubA', coachTeam);
  await addRole('managerA', R.teamManager, 'clubA', child('clubA', T.seniorMen, 0), yearsBefore(2));
  await addRole('managerA', R.teamManager, 'clubA', child('clubA', T.seniorMen, 1), yearsBefore(2));
  await addRole('coachWomenA', R.teamCoach, 'clubA', child('clubA', T.seniorWomen), yearsBefore(1));
  await addRole('coachB', R.teamCoach, 'clubB', child('clubB', T.under14, 0), yearsBefore(3));
  await addRole('secretaryInclusive', R.teamCoach, 'inclusive', child('inclusive', T.seniorMixedAbility, 0), yearsBefore(2));
  await addRole('managerInvalidDbs', R.teamManager, 'clubB', child('clubB', T.under12), yearsBefore(1));
  // Volunteers.
  await addRole('firstAiderA', R.firstAider, 'clubA', null, yearsBefore(3));
  await addRole('volunteerB', R.volunteer, 'clubB', null);
  await addRole('childGruffydd', R.matchDayVolunteer, 'clubB', null);
  // Referees: a role in a referees' society.
  await addRole('referee', R.referee, 'refereesSociety', null, yearsBefore(5));
  await addRole('refereeB', R.referee, 'refereesSociety', null, yearsBefore(1));

  // Players with roles (seasons before applications were online: no application rows).
  await addRole('playerA2', R.player, 'clubA', child('clubA', T.seniorMen, 1), yearsBefore(3));
  await addRole('playerA3', R.player, 'clubA', child('clubA', T.seniorMen, 0), yearsBefore(5));
  // Rhodri moved from club B last season: an ended role there and an active one in club A.
  await addRole('playerA4', R.player, 'clubB', child('clubB', T.seniorMen, 0), yearsBefore(6), `${season.startYear}-05-31`);
  await addRole('playerA4', R.player, 'clubA', child('clubA', T.seniorMen, 0), seasonStart);
  await addRole('playerB1', R.player, 'clubB', child('clubB', T.seniorMen, 0), yearsBefore(4));
  await addRole('playerB2', R.player, 'clubB', child('clubB', T.seniorMen, 1), yearsBefore(2));
  await addRole('playerWomenA1', R.player, 'clubA', child('clubA', T.seniorWomen), yearsBefore(2));
  await addRole('playerWomenA2', R.player, 'clubA', child('clubA', T.seniorWomen), yearsBefore(4));
  await addRole('playerWomenB', R.player, 'clubB', child('clubB', T.seniorWomen), yearsBefore(1));
  await addRole('playerHub', R.player, 'hub', child('hub', T.seniorWomen), yearsBefore(1));
  await addRole('playerInclusive', R.player, 'inclusive', child('inclusive', T.seniorMixedAbility, 0), yearsBefore(3));
  const juniorPlayers: [string, string][] = [
    ['childMacsen', 'clubA'],
    ['childEfa', 'clubA'],
    ['childCai', 'clubB'],
    ['childMali', 'clubB'],
    ['childHarri', 'pontmawr'],
    ['childTirion', 'school'],
    ['childMorgan', 'school'],
    ['childJacob', 'clubA'],
    ['childLili', 'dewar'],
    ['childEla', 'clubA'],
    ['childTwm', 'llanfair'],
    ['childGruffydd', 'clubB'],
    ['childLewys', 'clubA'],
    ['childNel', 'clubA'],
  ];
  for (const [key, orgKey] of juniorPlayers) {
    const t = teamForGrade(orgKey, gradeOf(key), sexOf(key));
    await addRole(key, R.player, orgKey, must(t.children[0], 'team child').id);
  }

  // Player applications, each with its status history.
  interface Change {
    status: string;
    daysAgo: number;
    by: string;
    reason?: string;
  }
  const addApplication = async (
    personKey: string,
    teamParentId: number,
    submittedByKey: string,
    changes: Change[],
    decidedTeamChildId: number | null = null,
    applicationSeason: Season = regSeason,
  ) => {
    const first = must(changes[0], 'first status');
    const last = must(changes[changes.length - 1], 'last status');
    const [app] = await tx
      .insert(playerApplications)
      .values({
        personId: person(personKey),
        teamParentId,
        season: applicationSeason.label,
        status: last.status,
        consents: PLAYER_CONSENTS,
        submittedBy: person(submittedByKey),
        decidedTeamChildId,
        createdAt: at(-first.daysAgo),
        updatedAt: at(-last.daysAgo),
      })
      .returning({ id: playerApplications.id });
    const applicationId = must(app, 'application').id;
    await tx.insert(playerApplicationStatusChanges).values(
      changes.map((c) => ({
        applicationId,
        status: c.status,
        changedOn: at(-c.daysAgo),
        changedBy: person(c.by),
        reason: c.reason ?? null,
      })),
    );
  };
  const seniorMenA = team('clubA', T.seniorMen).teamParentId;

  // Decided, with the playing role it created.
  const playerTeamChild = child('clubA', T.seniorMen, 0);
  await addApplication(
    'player',
    seniorMenA,
    'player',
    [
      { status: 'awaiting_org', daysAgo: 40, by: 'player' },
      { status: 'approved', daysAgo: 38, by: 'secretary' },
    ],
    playerTeamChild,
    season,
  );
  await addRole('player', R.player, 'clubA', playerTeamChild, isoDate(at(-38)) < seasonStart ? seasonStart : isoDate(at(-38)));

  const osianTeam = teamForGrade('clubA', gradeOf('parentChildYoung'), sexOf('parentChildYoung'));
  const osianChild = must(osianTeam.children[0], 'team child').id;
  await addApplication(
    'parentChildYoung',
    osianTeam.teamParentId,
    'parent',
    [
      { status: 'awaiting_org', daysAgo: 60, by: 'parent' },
      { status: 'approved', daysAgo: 55, by: 'secretary' },
    ],
    osianChild,
    season,
  );
  await addRole('parentChildYoung', R.player, 'clubA', osianChild, isoDate(at(-55)) < seasonStart ? seasonStart : isoDate(at(-55)));

  // Pending at the organisation.
  const elinGrade = gradeOf('parentChildTeen', regSeason);
  await addApplication('parentChildTeen', teamForGrade('clubA', elinGrade, F).teamParentId, 'parent', [
    { status: 'awaiting_org', daysAgo: 3, by: 'parent' },
  ]);
  await addApplication('applicantA', seniorMenA, 'applicantA', [{ status: 'awaiting_org', daysAgo: 5, by: 'applicantA' }]);
  // Referred for international clearance.
  await addApplication('applicantFrench', seniorMenA, 'applicantFrench', [
    { status: 'referred_clearance', daysAgo: 2, by: 'applicantFrench' },
  ]);
  // Cleared by the union, now with club B.
  await addApplication('applicantTongan', team('clubB', T.seniorMen).teamParentId, 'applicantTongan', [
    { status: 'referred_clearance', daysAgo: 20, by: 'applicantTongan' },
    { status: 'awaiting_org', daysAgo: 9, by: 'admin' },
  ]);
  // Referred for a dispensation: playing one grade up.
  const evanGrade = gradeOf('childEvan', regSeason);
  const evanUp = evanGrade.startsWith('U') ? Number(evanGrade.slice(1)) + 1 : 17;
  const upTemplate = evanUp <= 16 ? TEAM_TEMPLATES.find((t) => t.ageGrade === `U${evanUp}` && t.sexId === M) : undefined;
  await addApplication('childEvan', team('clubA', upTemplate?.id ?? T.youth).teamParentId, 'secretaryInclusive', [
    { status: 'referred_dispensation', daysAgo: 4, by: 'secretaryInclusive' },
  ]);
  // Rejected by the union after referral, and by the organisation.
  await addApplication('applicantIrish', seniorMenA, 'applicantIrish', [
    { status: 'referred_clearance', daysAgo: 30, by: 'applicantIrish' },
    { status: 'rejected', daysAgo: 25, by: 'admin', reason: 'International clearance was not granted by the Irish union.' },
  ]);
  await addApplication('applicantRejected', seniorMenA, 'applicantRejected', [
    { status: 'awaiting_org', daysAgo: 15, by: 'applicantRejected' },
    { status: 'rejected', daysAgo: 12, by: 'secretary', reason: 'Already registered to play for another club this season.' },
  ]);

  // Volunteer registrations.
  const addVolunteer = async (v: {
    personKey: string;
    roleId: number;
    organisationKey: string | null;
    teams?: TeamRef[];
    clubSecDecision?: 1 | 2 | null;
    unionDecision?: boolean | null;
    applicationStatus?: 1 | 2 | null;
    dbsValid: boolean;
    daysAgo: number;
    decidedDaysAgo?: number;
    unionReason?: string;
    submittedBy?: string;
  }) => {
    const role = must(roleById.get(v.roleId), `role ${v.roleId}`);
    const chosen = v.teams ?? [];
    const requiresDbs =
      role.dbsRequired || (role.dbsRequiredForChildTeams && chosen.some((t) => t.name.toLowerCase().startsWith('under')));
    const decided = v.decidedDaysAgo === undefined ? null : at(-v.decidedDaysAgo);
    await tx.insert(volunteerRegistrations).values({
      personId: person(v.personKey),
      roleId: role.id,
      organisationId: v.organisationKey ? org(v.organisationKey) : null,
      teamParentIds: chosen.map((t) => t.teamParentId),
      season: regSeason.label,
      requiresDbs,
      requiresClubSecApproval: role.requiresClubSecApproval,
      requiresUnionApproval: role.requiresUnionApproval,
      clubSecDecision: v.clubSecDecision ?? null,
      unionDecision: v.unionDecision ?? null,
      applicationStatus: v.applicationStatus ?? null,
      dbsTriggered: requiresDbs && !v.dbsValid,
      consents: VOLUNTEER_CONSENTS,
      submittedBy: person(v.submittedBy ?? v.personKey),
      submittedOn: at(-v.daysAgo),
      updatedOn: decided ?? at(-v.daysAgo),
      organisationUpdatedOn: role.requiresClubSecApproval && v.clubSecDecision ? decided : null,
      unionUpdatedOn: role.requiresUnionApproval && v.unionDecision !== undefined && v.unionDecision !== null ? decided : null,
      unionReason: v.unionReason ?? null,
    });
  };
  // Approved (the roles above were created by these).
  await addVolunteer({ personKey: 'coach', roleId: R.teamCoach, organisationKey: 'clubA', teams: [team('clubA', T.under12)], clubSecDecision: 1, applicationStatus: 1, dbsValid: true, daysAgo: 50, decidedDaysAgo: 47 });
  await addVolunteer({ personKey: 'volunteerB', roleId: R.volunteer, organisationKey: 'clubB', clubSecDecision: 1, applicationStatus: 1, dbsValid: false, daysAgo: 70, decidedDaysAgo: 66 });
  await addVolunteer({ personKey: 'childGruffydd', roleId: R.matchDayVolunteer, organisationKey: 'clubB', clubSecDecision: 1, applicationStatus: 1, dbsValid: false, daysAgo: 35, decidedDaysAgo: 33, submittedBy: 'chairB' });
  await addVolunteer({ personKey: 'refereeB', roleId: R.referee, organisationKey: null, unionDecision: true, applicationStatus: 1, dbsValid: true, daysAgo: 80, decidedDaysAgo: 72 });
  // Awaiting: DBS needed for an Under team and not held, so a DBS application was opened.
  await addVolunteer({ personKey: 'parent', roleId: R.teamManager, organisationKey: 'clubA', teams: [osianTeam], dbsValid: false, daysAgo: 6 });
  // Awaiting the union after the club approved.
  await addVolunteer({ personKey: 'chairApplicantB', roleId: R.clubChair, organisationKey: 'clubB', clubSecDecision: 1, dbsValid: false, daysAgo: 14, decidedDaysAgo: 10 });
  // Awaiting the union: a young referee (unattached).
  await addVolunteer({ personKey: 'childLewys', roleId: R.referee, organisationKey: null, dbsValid: false, daysAgo: 8, submittedBy: 'secretary' });
  // Rejected by the club.
  await addVolunteer({ personKey: 'volunteerRejected', roleId: R.teamManager, organisationKey: 'clubA', teams: [team('clubA', T.seniorMen)], clubSecDecision: 2, applicationStatus: 2, dbsValid: false, daysAgo: 21, decidedDaysAgo: 18 });

  // DBS records: valid (expiry aligned to 31 May), expired, flagged invalid; active applications
  // are the persons' flags (the parent above).
  const validExpiry = `${season.startYear + 3}-05-31`;
  const expiredExpiry = `${season.startYear - 1}-05-31`;
  const dbs = async (personKey: string, certificateNumber: string, issued: string, expiry: string) => {
    await tx.insert(dbsRecords).values({ personId: person(personKey), certificateNumber, issued, expiry, createdAt: new Date(`${issued}T10:00:00Z`), createdBy: person('unionSafeguarding') });
  };
  await dbs('coach', '001234567891', isoDate(at(-200)), validExpiry);
  await dbs('safeguarding', '001234567892', isoDate(at(-420)), validExpiry);
  await dbs('secretary', '001234567893', isoDate(at(-300)), validExpiry);
  await dbs('referee', '001234567894', isoDate(at(-150)), validExpiry);
  await dbs('refereeB', '001234567895', isoDate(at(-90)), validExpiry);
  await dbs('coachB', '001234567896', isoDate(at(-500)), validExpiry);
  await dbs('safeguardingB', '001234567897', isoDate(at(-250)), validExpiry);
  await dbs('managerA', '001234567898', isoDate(at(-600)), validExpiry);
  await dbs('secretaryInclusive', '001234567899', isoDate(at(-100)), validExpiry);
  await dbs('coachWomenA', '001234567900', `${season.startYear - 4}-10-12`, expiredExpiry);
  await dbs('firstAiderA', '001234567901', `${season.startYear - 5}-01-20`, expiredExpiry);
  await dbs('firstAiderA', '001234567902', isoDate(at(-30)), validExpiry);
  await dbs('managerInvalidDbs', '001234567903', isoDate(at(-365)), validExpiry);

  // Qualifications.
  const qualification = async (personKey: string, value: string, validFrom: string, expiry: string | null, certificateNumber: string | null) => {
    await tx.insert(qualifications).values({ personId: person(personKey), value, validFrom, expiry, certificateNumber, createdAt: new Date(`${validFrom}T10:00:00Z`) });
  };
  await qualification('coach', 'WRU Level 2 Coaching Award', isoDate(at(-700)), null, 'WRU-C2-40117');
  await qualification('coach', 'Emergency First Aid in Rugby Union', isoDate(at(-300)), isoDate(at(795)), 'EFARU-88213');
  await qualification('coachB', 'WRU Level 2 Coaching Award', isoDate(at(-1500)), null, 'WRU-C2-31875');
  await qualification('coachWomenA', 'WRU Level 1 Coaching Award', isoDate(at(-400)), null, 'WRU-C1-52290');
  await qualification('safeguarding', 'Safeguarding Children in Rugby', isoDate(at(-420)), isoDate(at(675)), 'SG-20931');
  await qualification('referee', 'WRU Level 2 Referee', isoDate(at(-900)), null, 'WRU-R2-11842');
  await qualification('referee', 'Emergency First Aid in Rugby Union', isoDate(at(-1200)), isoDate(at(-105)), 'EFARU-70115');
  await qualification('refereeB', 'WRU Level 1 Referee', isoDate(at(-200)), null, 'WRU-R1-20477');
  await qualification('firstAiderA', 'Emergency First Aid in Rugby Union', isoDate(at(-30)), isoDate(at(1065)), 'EFARU-90342');
  await qualification('firstAiderA', 'Emergency First Aid in Rugby Union', isoDate(at(-1200)), isoDate(at(-105)), 'EFARU-61007');

  // Union roles.
  const admin = person('admin');
  await tx.insert(unionRoles).values([
    { personId: admin, role: UNION_ROLES.administrator, grantedAt: at(-1000) },
    { personId: person('registrationsOfficer'), role: UNION_ROLES.registrationsOfficer, grantedAt: at(-600), grantedBy: admin },
    { personId: person('unionSafeguarding'), role: UNION_ROLES.safeguardingOfficer, grantedAt: at(-600), grantedBy: admin },
    { personId: person('competitionsOfficer'), role: UNION_ROLES.competitionsOfficer, grantedAt: at(-600), grantedBy: admin },
  ]);

  // Competitions and fixtures: a season of a senior men's league, a women's league, a youth league
  // and an age-grade festival, with club A and club B in each. The demo referee (referee@demo.test)
  // has fixtures in the past awaiting a result, results submitted (with weather and ground), one
  // postponed, and fixtures ahead; the second referee has fixtures too; some past fixtures have no
  // referee. The first eleven fixtures keep their place (ids 1 to 11 on a fresh database).
  const addCompetition = async (name: string, templateIds: readonly number[]) => {
    const templates = templateIds.map((id) => must(templateById.get(id), 'team template'));
    const first = must(templates[0], 'team template');
    // One sex when every template has it; otherwise mixed (null). The game format is the templates' one.
    const sexId = templates.every((t) => t.sexId === first.sexId) ? first.sexId : null;
    const [row] = await tx
      .insert(competitions)
      .values({ name, season: season.label, sexId, gameFormatId: first.gameFormatId })
      .returning({ id: competitions.id });
    const competition = must(row, 'competition');
    await tx
      .insert(competitionTeamTemplates)
      .values(templateIds.map((teamTemplateId) => ({ competitionId: competition.id, teamTemplateId })));
    return competition;
  };
  const league = await addCompetition('Dyffryn Championship', [T.seniorMen]);
  const youthLeague = await addCompetition('Arfordir Youth League', [T.youth]);
  const womensLeague = await addCompetition("Glannau Women's League", [T.seniorWomen]);
  const festival = await addCompetition('Under 12 Festival', [T.under12, T.under12Girls]);
  const leagueId = must(league, 'competition').id;
  const youthLeagueId = must(youthLeague, 'competition').id;
  const referee = person('referee');
  const refereeB = person('refereeB');
  const sm = (orgKey: string, index = 0) => child(orgKey, T.seniorMen, index);
  const sw = (orgKey: string) => child(orgKey, T.seniorWomen);
  const u12 = (orgKey: string) => child(orgKey, T.under12);
  const youth = (orgKey: string) => child(orgKey, T.youth);
  /** Each club's home ground: a fixture's venue is its home club's. */
  const GROUNDS: Record<string, string> = {
    clubA: 'Parc y Cwm, Cwm Valley',
    clubB: 'Maes Aberllyn, Aberllyn',
    pontmawr: 'Heol y Bont, Pontmawr',
    llanfair: 'Cae Llanfair, Llanfair',
    trefelin: 'The Quins Field, Trefelin',
    school: 'Ysgol Gyfun Aberllyn playing fields',
  };
  interface DemoFixture {
    competitionId: number;
    date: Date;
    home: [orgKey: string, teamChildId: number];
    away: [orgKey: string, teamChildId: number];
    referee: number | null;
    /** Null: the venue is not known yet. */
    hasVenue?: boolean;
    /** Submitted by the allocated referee the day after kick-off. */
    result?: {
      points: [home: number, away: number];
      tries: [home: number, away: number];
      weatherConditionId: number;
      groundConditionId: number;
      comments?: string;
      wasAbandoned?: boolean;
      scoreStands?: boolean;
      passiveScrums?: boolean;
    };
    postponement?: { reasonId: number; comments?: string };
  }
  const fixtureRow = (spec: DemoFixture) => {
    const claimed = spec.result || spec.postponement;
    if (claimed && spec.referee === null) throw new Error('demo data: a submitted fixture needs its referee');
    const claim = claimed ? { claimedByPersonId: spec.referee, claimedAt: new Date(spec.date.getTime() + 20 * 3_600_000) } : {};
    return {
      competitionId: spec.competitionId,
      date: spec.date,
      homeTeamChildId: spec.home[1],
      awayTeamChildId: spec.away[1],
      refereePersonId: spec.referee,
      venue: spec.hasVenue === false ? null : (GROUNDS[spec.home[0]] ?? null),
      ...claim,
      ...(spec.result
        ? {
            status: 'result' as const,
            wasAbandoned: spec.result.wasAbandoned ?? false,
            scoreStands: spec.result.scoreStands ?? false,
            passiveScrums: spec.result.passiveScrums ?? false,
            homePoints: spec.result.points[0],
            awayPoints: spec.result.points[1],
            homeTries: spec.result.tries[0],
            awayTries: spec.result.tries[1],
            weatherConditionId: spec.result.weatherConditionId,
            groundConditionId: spec.result.groundConditionId,
            comments: spec.result.comments ?? null,
          }
        : {}),
      ...(spec.postponement
        ? {
            status: 'postponed' as const,
            postponementReasonId: spec.postponement.reasonId,
            postponementComments: spec.postponement.comments ?? null,
          }
        : {}),
    };
  };
  const fixture = (
    competitionId: number,
    days: number,
    home: [string, number],
    away: [string, number],
    refereeId: number | null,
    more: Partial<DemoFixture> = {},
  ): DemoFixture => ({ competitionId, date: saturdayAfter(now, days), home, away, referee: refereeId, ...more });
  const side = (orgKey: string, teamChildId: number): [string, number] => [orgKey, teamChildId];
  const W = womensLeague.id;
  const FEST = festival.id;
  // The fixtures the demo permits are for (kept in their places below).
  const permitFixture = {
    aheadA: fixture(leagueId, 1, side('clubA', sm('clubA')), side('llanfair', sm('llanfair')), referee),
    aheadB: fixture(leagueId, 8, side('trefelin', sm('trefelin')), side('clubB', sm('clubB')), referee),
    aheadYouthA: fixture(youthLeagueId, 11, side('school', youth('school')), side('clubA', youth('clubA')), null),
    aheadWomenA: fixture(W, 6, side('clubA', sw('clubA')), side('trefelin', sw('trefelin')), referee),
    // Club A's at the limit of permits: a return match four weeks ahead, no referee yet.
    atLimitA: fixture(leagueId, 29, side('llanfair', sm('llanfair')), side('clubA', sm('clubA')), null),
    playedA: fixture(leagueId, -13, side('pontmawr', sm('pontmawr')), side('clubA', sm('clubA')), referee),
    playedB: fixture(leagueId, -6, side('clubB', sm('clubB')), side('pontmawr', sm('pontmawr')), refereeB),
    claimedA: fixture(leagueId, -34, side('llanfair', sm('llanfair')), side('clubA', sm('clubA')), referee, {
      result: {
        points: [10, 10],
        tries: [1, 1],
        weatherConditionId: 3,
        groundConditionId: 8,
        comments: 'Sand spread on the waterlogged in-goal areas',
        passiveScrums: true,
      },
    }),
    postponedA: fixture(leagueId, -10, side('clubA', sm('clubA', 1)), side('pontmawr', sm('pontmawr', 1)), referee, {
      postponement: { reasonId: 1 },
    }),
  };
  const demoFixtures: DemoFixture[] = [
    // The first eleven, as they have always been.
    fixture(leagueId, -27, side('clubA', sm('clubA')), side('clubB', sm('clubB')), referee),
    permitFixture.playedA,
    fixture(leagueId, -6, side('llanfair', sm('llanfair')), side('trefelin', sm('trefelin')), referee),
    permitFixture.playedB,
    permitFixture.aheadA,
    permitFixture.aheadB,
    fixture(leagueId, 15, side('clubB', sm('clubB')), side('clubA', sm('clubA')), refereeB),
    fixture(leagueId, 22, side('pontmawr', sm('pontmawr')), side('trefelin', sm('trefelin')), null, { hasVenue: false }),
    fixture(leagueId, 8, side('clubA', sm('clubA', 1)), side('clubB', sm('clubB', 1)), null),
    fixture(youthLeagueId, -20, side('clubA', youth('clubA')), side('clubB', youth('clubB')), referee),
    permitFixture.aheadYouthA,
    // Results the demo referee submitted: a win, a draw on an 'Other' ground, an abandoned match whose score stands.
    fixture(W, -21, side('clubA', sw('clubA')), side('clubB', sw('clubB')), referee, {
      result: { points: [22, 15], tries: [3, 2], weatherConditionId: 2, groundConditionId: 3 },
    }),
    permitFixture.claimedA,
    fixture(youthLeagueId, -41, side('clubB', youth('clubB')), side('pontmawr', youth('pontmawr')), referee, {
      result: { points: [12, 5], tries: [2, 1], weatherConditionId: 5, groundConditionId: 4, wasAbandoned: true, scoreStands: true },
    }),
    // Postponed by the demo referee: a waterlogged pitch.
    permitFixture.postponedA,
    // The second referee's result.
    fixture(W, -14, side('trefelin', sw('trefelin')), side('clubB', sw('clubB')), refereeB, {
      result: { points: [5, 31], tries: [1, 5], weatherConditionId: 1, groundConditionId: 2 },
    }),
    // Past fixtures with no referee: any referee may submit for them.
    fixture(leagueId, -13, side('trefelin', sm('trefelin', 1)), side('pontmawr', sm('pontmawr', 1)), null),
    fixture(FEST, -6, side('clubA', u12('clubA')), side('clubB', u12('clubB')), null),
    // Played, allocated to the demo referee, awaiting a result; each is one end-to-end journey's own:
    // the result (Aberllyn RFC v Trefelin Harlequins RFC), the postponement (Pontmawr RFC v Ysgol
    // Gyfun Aberllyn) and the offline submission (Llanfair Athletic RFC v Aberllyn RFC).
    fixture(W, -9, side('clubB', sw('clubB')), side('trefelin', sw('trefelin')), referee),
    fixture(FEST, -9, side('pontmawr', u12('pontmawr')), side('school', u12('school')), referee),
    fixture(youthLeagueId, -9, side('llanfair', youth('llanfair')), side('clubB', youth('clubB')), referee),
    // Ahead.
    permitFixture.aheadWomenA,
    fixture(W, 13, side('clubB', sw('clubB')), side('clubA', sw('clubA')), null),
    fixture(FEST, 20, side('clubA', u12('clubA')), side('pontmawr', u12('pontmawr')), refereeB),
    permitFixture.atLimitA,
  ];
  const fixtureIds = (await tx.insert(fixtures).values(demoFixtures.map(fixtureRow)).returning({ id: fixtures.id })).map((row) => row.id);
  const fixtureIdOf = (spec: DemoFixture) => must(fixtureIds[demoFixtures.indexOf(spec)], 'demo fixture');

  // Transfers between club A and club B, one in each state, each of its own person. Club A's
  // Senior Men 1st and 2nd teams receive none, so a transfer requested there starts from a count of 0.
  const addPlayingRoleReturningId = async (personKey: string, orgKey: string, teamChildId: number, activeFrom: string) => {
    const [row] = await tx
      .insert(personOrganisationRoles)
      .values({ personId: person(personKey), roleId: R.player, organisationId: org(orgKey), teamChildId, activeFrom, createdAt: new Date(`${activeFrom}T09:00:00Z`) })
      .returning({ id: personOrganisationRoles.id });
    return must(row, 'playing role').id;
  };
  const athleticA = child('clubA', T.seniorMen, 2);
  const seniorWomenA = child('clubA', T.seniorWomen);
  const guardianChildGrade = gradeOf('guardianChild', regSeason);
  const guardianChildSex = sexOf('guardianChild');
  const seasonCounts = new Map<number, number>();
  interface DemoTransfer {
    personKey: string;
    state: TransferState;
    from: { orgKey: string; teamChildId: number };
    to: { orgKey: string; teamChildId: number };
    createdDaysAgo: number;
    createdBy: string;
    player?: { decision: 1 | 2; daysAgo: number; by?: string };
    organisation?: { decision: 1 | 2; daysAgo: number; reason?: string };
    union?: { decision: 1 | 2; daysAgo: number; reason?: string };
  }
  const addTransfer = async (spec: DemoTransfer) => {
    const fromRoleId = await addPlayingRoleReturningId(spec.personKey, spec.from.orgKey, spec.from.teamChildId, yearsBefore(2));
    const decisions = {
      playerDecision: spec.player?.decision ?? null,
      playerDecidedAt: spec.player ? at(-spec.player.daysAgo) : null,
      organisationDecision: spec.organisation?.decision ?? null,
      unionDecision: spec.union?.decision ?? null,
    };
    // The shared rules say where it stands; a demo transfer in the wrong state is a bug here.
    const state = transferStateOf(decisions, now);
    if (state !== spec.state) throw new Error(`demo data: the transfer of ${spec.personKey} is ${state}, not ${spec.state}`);
    if (countsAgainstSeasonLimit(decisions)) {
      const counted = (seasonCounts.get(spec.to.teamChildId) ?? 0) + 1;
      if (counted >= DEFAULT_MAX_TRANSFERRED_PLAYERS) throw new Error('demo data: a team child reaches the transfer limit');
      seasonCounts.set(spec.to.teamChildId, counted);
    }
    let newRoleId: number | null = null;
    if (spec.union?.decision === TRANSFER_DECISION_CODES.complete) {
      // The union's approval: the new playing role starts that day and the old one ended the day before.
      const [fromRole] = await tx
        .select({ activeFrom: personOrganisationRoles.activeFrom })
        .from(personOrganisationRoles)
        .where(eq(personOrganisationRoles.id, fromRoleId));
      if (!fromRole) throw new Error(`demo data: the playing role of ${spec.personKey} is missing`);
      const days = transferRoleDays(fromRole, at(-spec.union.daysAgo));
      await tx
        .update(personOrganisationRoles)
        .set({ activeTo: days.oldRoleEndsOn, transferred: true })
        .where(eq(personOrganisationRoles.id, fromRoleId));
      newRoleId = await addPlayingRoleReturningId(spec.personKey, spec.to.orgKey, spec.to.teamChildId, days.newRoleStartsOn);
    }
    const organisationDecider = spec.from.orgKey === 'clubB' ? 'secretary2' : 'secretary';
    await tx.insert(transfers).values({
      personId: person(spec.personKey),
      fromRoleId,
      fromTeamChildId: spec.from.teamChildId,
      fromOrganisationId: org(spec.from.orgKey),
      toTeamChildId: spec.to.teamChildId,
      toOrganisationId: org(spec.to.orgKey),
      season: registrationSeason(at(-spec.createdDaysAgo)).label,
      createdBy: person(spec.createdBy),
      createdAt: at(-spec.createdDaysAgo),
      playerDecision: decisions.playerDecision,
      playerDecidedAt: decisions.playerDecidedAt,
      playerDecidedBy: spec.player ? person(spec.player.by ?? spec.personKey) : null,
      consents: spec.player?.decision === TRANSFER_DECISION_CODES.complete ? PLAYER_CONSENTS : null,
      organisationDecision: decisions.organisationDecision,
      organisationDecidedAt: spec.organisation ? at(-spec.organisation.daysAgo) : null,
      organisationDecidedBy: spec.organisation ? person(organisationDecider) : null,
      organisationObjectionReason: spec.organisation?.reason ?? null,
      unionDecision: decisions.unionDecision,
      unionDecidedAt: spec.union ? at(-spec.union.daysAgo) : null,
      unionDecidedBy: spec.union ? person('registrationsOfficer') : null,
      unionReason: spec.union?.reason ?? null,
      newRoleId,
    });
  };
  const P = TRANSFER_DECISION_CODES;
  const O = ORGANISATION_DECISION_CODES;
  const fromB = (teamChildId: number) => ({ orgKey: 'clubB', teamChildId });
  const toA = (teamChildId: number) => ({ orgKey: 'clubA', teamChildId });
  // Club B's player whom club A may request: a playing role and nothing open.
  await addRole('transferCandidateB', R.player, 'clubB', child('clubB', T.seniorMen, 0), yearsBefore(3));
  await addTransfer({ personKey: 'transferAwaitingPlayer', state: 'awaiting_player', from: fromB(child('clubB', T.seniorMen, 1)), to: toA(athleticA), createdDaysAgo: 2, createdBy: 'secretary' });
  await addTransfer({ personKey: 'transferInWindow', state: 'objection_window', from: fromB(child('clubB', T.seniorWomen)), to: toA(seniorWomenA), createdDaysAgo: 4, createdBy: 'secretary', player: { decision: P.complete, daysAgo: 3 } });
  await addTransfer({ personKey: 'transferObjected', state: 'objected', from: fromB(child('clubB', T.seniorMen, 0)), to: toA(athleticA), createdDaysAgo: 6, createdBy: 'secretary', player: { decision: P.complete, daysAgo: 5 }, organisation: { decision: O.objected, daysAgo: 2, reason: 'Aron has not returned the club kit and still owes this season’s subscription.' } });
  await addTransfer({ personKey: 'transferReady', state: 'ready_for_union', from: fromB(child('clubB', T.seniorMen, 1)), to: toA(athleticA), createdDaysAgo: 12, createdBy: 'secretary', player: { decision: P.complete, daysAgo: 11 } });
  await addTransfer({ personKey: 'transferCompleted', state: 'completed', from: fromB(child('clubB', T.seniorWomen)), to: toA(seniorWomenA), createdDaysAgo: 30, createdBy: 'secretary', player: { decision: P.complete, daysAgo: 29 }, organisation: { decision: O.approved, daysAgo: 27 }, union: { decision: P.complete, daysAgo: 25 } });
  await addTransfer({ personKey: 'transferCancelled', state: 'cancelled', from: fromB(child('clubB', T.seniorMen, 1)), to: toA(athleticA), createdDaysAgo: 15, createdBy: 'secretary', player: { decision: P.rejected, daysAgo: 13 } });
  await addTransfer({ personKey: 'transferRejected', state: 'rejected', from: fromB(child('clubB', T.seniorMen, 0)), to: toA(athleticA), createdDaysAgo: 20, createdBy: 'secretary', player: { decision: P.complete, daysAgo: 19 }, organisation: { decision: O.objected, daysAgo: 17, reason: 'Iestyn is contracted to Aberllyn RFC until the end of the season.' }, union: { decision: P.rejected, daysAgo: 10, reason: 'The objection is upheld: the contract with Aberllyn RFC runs to the end of the season.' } });
  // guardian@demo.test's child: a transfer from club B to club A awaiting the guardian's approval.
  await addTransfer({
    personKey: 'guardianChild',
    state: 'awaiting_player',
    from: fromB(must(teamForGrade('clubB', guardianChildGrade, guardianChildSex).children[0], 'team child').id),
    to: toA(must(teamForGrade('clubA', guardianChildGrade, guardianChildSex).children[0], 'team child').id),
    createdDaysAgo: 1,
    createdBy: 'secretary',
  });

  // Permits between club A and club B: the badge's every state for fixtures ahead and played, one
  // of club A's fixtures at the limit, one awaiting a guardian (nerys.maddock@demo.test) and, for
  // club A's outgoing table, club A players club B asked for. Club B's senior and youth players club
  // A may request hold none. Each step happened before kick-off and before `now`, in order.
  const castOf = (key: string) => must(CAST.find((spec) => spec.key === key), `cast member ${key}`);
  const permitRoles = new Map<string, number>();
  const permitRoleOf = async (personKey: string, orgKey: string, teamChildId: number) => {
    const key = `${personKey}@${orgKey}`;
    const known = permitRoles.get(key);
    if (known !== undefined) return known;
    const id = await addPlayingRoleReturningId(personKey, orgKey, teamChildId, yearsBefore(2));
    permitRoles.set(key, id);
    return id;
  };
  const youthB = child('clubB', T.youth);
  await permitRoleOf('permitCandidateB', 'clubB', child('clubB', T.seniorMen, 0));
  await permitRoleOf('permitYouthB', 'clubB', youthB);
  const permitSquad: Record<string, [orgKey: string, teamChildId: number]> = {
    permitGuardianChild: ['clubB', youthB],
    permitB1: ['clubB', child('clubB', T.seniorMen, 0)],
    permitB2: ['clubB', child('clubB', T.seniorMen, 0)],
    permitB3: ['clubB', child('clubB', T.seniorMen, 1)],
    permitB4: ['clubB', child('clubB', T.seniorMen, 1)],
    permitWomenB: ['clubB', child('clubB', T.seniorWomen)],
    permitA1: ['clubA', child('clubA', T.seniorMen, 0)],
    permitA2: ['clubA', child('clubA', T.seniorMen, 1)],
  };
  const templateOfChild = new Map<number, number>();
  for (const refs of teams.values()) for (const ref of refs) for (const c of ref.children) templateOfChild.set(c.id, ref.templateId);
  interface DemoPermit {
    personKey: keyof typeof permitSquad;
    status: PermitStatus;
    fixture: DemoFixture;
    to: 'clubA' | 'clubB';
    player?: 1 | 2;
    organisation?: 1 | 2;
    union?: { decision: 1 | 2; reason?: string };
    /** Cancelled by the receiving club (a player's decline cancels too). */
    cancelled?: boolean;
  }
  const HOUR_MS = 3_600_000;
  const liveCounts = new Map<string, number>();
  const addPermit = async (spec: DemoPermit) => {
    const [fromOrgKey, fromTeamChildId] = must(permitSquad[spec.personKey], `permit squad member ${spec.personKey}`);
    const toSide = spec.fixture.home[0] === spec.to ? spec.fixture.home : spec.fixture.away;
    if (toSide[0] !== spec.to || fromOrgKey === spec.to) throw new Error(`demo data: a permit of ${spec.personKey} is for a fixture ${spec.to} does not play`);
    const decisions = {
      playerDecision: spec.player ?? null,
      organisationDecision: spec.organisation ?? null,
      wruOverrideDecision: spec.union?.decision ?? null,
    };
    // Steps a day apart, the last before both kick-off and now.
    const base = Math.min(now.getTime(), spec.fixture.date.getTime()) - 2 * HOUR_MS;
    const step = (daysBefore: number) => new Date(base - daysBefore * DAY_MS);
    const cancelledOn = spec.player === 2 ? step(4) : spec.cancelled ? step(1) : null;
    const facts = { ...decisions, cancelledOn: cancelledOn?.toISOString() ?? null };
    // The shared rules say where it stands and whether the player may play that fixture at all.
    const status = permitStatus(facts);
    if (status !== spec.status) throw new Error(`demo data: the permit of ${spec.personKey} is ${status}, not ${spec.status}`);
    const homeTemplate = must(templateOfChild.get(spec.fixture.home[1]), 'home template');
    const awayTemplate = must(templateOfChild.get(spec.fixture.away[1]), 'away template');
    const fixtureSex = sexValueOf(templateById.get(homeTemplate)?.sexId) || null;
    const category = permitAgeCategory(must(dobs.get(spec.personKey), `dob of ${spec.personKey}`), spec.fixture.date);
    if (!isFixtureAllowedForPermit(category, sexValueOf(sexOf(spec.personKey)) || null, { sex: fixtureSex, homeTeamTemplateId: homeTemplate, awayTeamTemplateId: awayTemplate })) {
      throw new Error(`demo data: ${spec.personKey} may not play that fixture on a permit`);
    }
    const fixtureId = fixtureIdOf(spec.fixture);
    if (isPermitLive(facts)) {
      const key = `${fixtureId}:${spec.to}`;
      const counted = (liveCounts.get(key) ?? 0) + 1;
      if (counted > DEFAULT_PERMIT_LIMIT) throw new Error('demo data: a fixture is past its permit limit');
      liveCounts.set(key, counted);
    }
    const parent = castOf(spec.personKey).parent;
    const secretaryOf = (orgKey: string) => (orgKey === 'clubA' ? 'secretary' : 'secretary2');
    await tx.insert(permits).values({
      personId: person(spec.personKey),
      fromRoleId: await permitRoleOf(spec.personKey, fromOrgKey, fromTeamChildId),
      fromOrganisationId: org(fromOrgKey),
      toOrganisationId: org(spec.to),
      fixtureId,
      toTeamChildId: toSide[1],
      createdBy: person(secretaryOf(spec.to)),
      createdAt: step(6),
      playerDecision: decisions.playerDecision,
      playerDecidedAt: spec.player ? step(4) : null,
      playerDecidedBy: spec.player ? person(parent ?? spec.personKey) : null,
      consents: spec.player === 1 ? PLAYER_CONSENTS : null,
      organisationDecision: decisions.organisationDecision,
      organisationDecidedAt: spec.organisation ? step(3) : null,
      organisationDecidedBy: spec.organisation ? person(secretaryOf(fromOrgKey)) : null,
      wruOverrideDecision: decisions.wruOverrideDecision,
      wruDecidedAt: spec.union ? step(2) : null,
      wruDecidedBy: spec.union ? person('registrationsOfficer') : null,
      wruReason: spec.union?.reason ?? null,
      cancelledOn,
      cancelledBy: spec.player === 2 ? person(parent ?? spec.personKey) : spec.cancelled ? person(secretaryOf(spec.to)) : null,
    });
  };
  const PF = permitFixture;
  const demoPermits: DemoPermit[] = [
    // Ahead, club A receiving from club B.
    { personKey: 'permitB1', status: 'approved', fixture: PF.aheadA, to: 'clubA', player: 1, organisation: 1 },
    { personKey: 'permitB2', status: 'cancelled', fixture: PF.aheadA, to: 'clubA', player: 1, cancelled: true },
    { personKey: 'permitB3', status: 'pending', fixture: PF.atLimitA, to: 'clubA' },
    { personKey: 'permitB4', status: 'pending', fixture: PF.atLimitA, to: 'clubA', player: 1 },
    { personKey: 'permitB1', status: 'approved_by_wru', fixture: PF.atLimitA, to: 'clubA', player: 1, union: { decision: 1 } },
    { personKey: 'permitB2', status: 'rejected', fixture: PF.atLimitA, to: 'clubA', player: 1, organisation: 2 },
    { personKey: 'permitGuardianChild', status: 'pending', fixture: PF.aheadYouthA, to: 'clubA' },
    {
      personKey: 'permitWomenB',
      status: 'rejected_by_wru',
      fixture: PF.aheadWomenA,
      to: 'clubA',
      player: 1,
      organisation: 1,
      union: { decision: 2, reason: 'Lleucu is serving a suspension until the end of the month.' },
    },
    // Played, club A receiving from club B.
    { personKey: 'permitB1', status: 'approved', fixture: PF.playedA, to: 'clubA', player: 1, organisation: 1 },
    { personKey: 'permitB4', status: 'rejected', fixture: PF.playedA, to: 'clubA', player: 1, organisation: 2 },
    { personKey: 'permitB2', status: 'approved_by_wru', fixture: PF.claimedA, to: 'clubA', player: 1, organisation: 2, union: { decision: 1 } },
    {
      personKey: 'permitB3',
      status: 'rejected_by_wru',
      fixture: PF.claimedA,
      to: 'clubA',
      player: 1,
      union: { decision: 2, reason: 'Joe was registered with Aberllyn RFC for less than the union requires before a permit.' },
    },
    { personKey: 'permitB2', status: 'cancelled', fixture: PF.postponedA, to: 'clubA', player: 2 },
    { personKey: 'permitB3', status: 'pending', fixture: PF.postponedA, to: 'clubA', player: 1 },
    // Club B receiving from club A: club A's outgoing table, one for club A to decide.
    { personKey: 'permitA1', status: 'pending', fixture: PF.aheadB, to: 'clubB', player: 1 },
    { personKey: 'permitA2', status: 'pending', fixture: PF.aheadB, to: 'clubB' },
    { personKey: 'permitA1', status: 'approved', fixture: PF.playedB, to: 'clubB', player: 1, organisation: 1 },
    { personKey: 'permitA2', status: 'rejected', fixture: PF.playedB, to: 'clubB', player: 1, organisation: 2 },
  ];
  for (const spec of demoPermits) await addPermit(spec);
  if (liveCounts.get(`${fixtureIdOf(PF.atLimitA)}:clubA`) !== DEFAULT_PERMIT_LIMIT) {
    throw new Error('demo data: the fixture at its permit limit is not at it');
  }
}
