/**
 * Who calls each endpoint of the OpenAPI document in the bad-input test, and with what valid
 * request (the baseline) it is called before one part of it is made bad. The persona comes from
 * the path (the union Administrator for /api/union/*, club A's Club Secretary for club A's
 * organisation pages, the parent or the new member for /api/person/*), the path parameters are
 * ids of that persona's own objects, and the body starts from a valid example of its schema with
 * the ids a schema cannot know. An endpoint nothing here maps is an error the test lists.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { ORGANISATION_TYPE_IDS, ROLE_IDS, TEAM_TEMPLATE_IDS, UK_COUNTRY_ID } from '../../src/db/lookups';
import {
  accounts,
  competitions,
  emailChanges,
  fixtures,
  personOrganisationRoles,
  playerApplications,
  qualifications,
  teamChildren,
  teamParents,
  transfers,
  unionRoles,
  volunteerRegistrations,
} from '../../src/db/schema';
import { DEMO_PASSWORD, PLAYER_CONSENTS, VOLUNTEER_CONSENTS } from '../../src/seed/demo';
import { hashLinkToken, newLinkToken } from '../../src/domain/account/link-tokens';
import { sessionCookieFor } from '../helpers/app';
import {
  addPerson,
  firstTeamChildId,
  organisationId,
  personIdByEmail,
  personIdByName,
  teamParentId,
} from '../registrations/fixtures';
import { addPlayerApplication } from '../registrations/work-queue/helpers';
import { exampleOf, type JsonSchema } from './bad-values';
import { loadPermitFixture } from './permit-fixture';

export type PersonaName = 'anonymous' | 'parent' | 'parentOnAnotherDevice' | 'newcomer' | 'secretary' | 'admin' | 'referee';

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document. */
export interface Endpoint {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
}

/** A request the persona may make and the app accepts. */
export interface Baseline {
  persona: PersonaName;
  cookie: string | undefined;
  path: Record<string, number>;
  query: Record<string, string>;
  body: Record<string, unknown> | undefined;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
  >;
}

/** Every operation of the document, in its order. */
export function endpointsOf(document: OpenApiDocument): Endpoint[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const content = operation.requestBody?.content;
      if (content && !content['application/json']) throw new Error(`${method} ${path}: a body that is not JSON`);
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: content?.['application/json']?.schema,
      };
    }),
  );
}

export const routeOf = (endpoint: Pick<Endpoint, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;

// ---------------------------------------------------------------------------------------------
// The objects the personas call with
// ---------------------------------------------------------------------------------------------

const SEASON = '2025-2026';

async function single<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`no ${what} in the demo data`);
  return row;
}

/** The demo union's objects the baselines name, plus a few of our own that the baselines consume. */
export async function loadFixture(db: Db) {
  const parent = await personIdByEmail(db, 'parent@demo.test');
  const player = await personIdByEmail(db, 'player@demo.test');
  const osian = await personIdByName(db, 'Osian', 'Howells');
  const clubA = await organisationId(db, 'Cwm Valley RFC');
  const clubB = await organisationId(db, 'Aberllyn RFC');
  const seniorMenA = await teamParentId(db, 'Cwm Valley RFC', 'Senior Men');
  const seniorWomenB = await teamParentId(db, 'Aberllyn RFC', 'Senior Women');
  const seniorMenAChildren = await db
    .select({ id: teamChildren.id })
    .from(teamChildren)
    .where(eq(teamChildren.teamParentId, seniorMenA))
    .orderBy(teamChildren.id);
  const playerRole = await single(
    db
      .select({ id: personOrganisationRoles.id, teamChildId: personOrganisationRoles.teamChildId })
      .from(personOrganisationRoles)
      .where(
        and(
          eq(personOrganisationRoles.personId, player),
          eq(personOrganisationRoles.roleId, ROLE_IDS.player),
          isNull(personOrganisationRoles.activeTo),
        ),
      ),
    "the player's playing role",
  );
  const otherVariation = seniorMenAChildren.find((child) => child.id !== playerRole.teamChildId);
  if (!otherVariation) throw new Error('club A Senior Men has one variation only');
  const clubBTeam = await single(
    db
      .select({ id: teamParents.id })
      .from(teamParents)
      .where(eq(teamParents.organisationId, clubB))
      .orderBy(teamParents.id),
    "club B's team",
  );
  const [clubBVariation] = await db
    .insert(teamChildren)
    .values({ teamParentId: clubBTeam.id, value: 'Development squad' })
    .returning();
  const clubBSecretary = await single(
    db
      .select({ id: personOrganisationRoles.id })
      .from(personOrganisationRoles)
      .where(
        and(
          eq(personOrganisationRoles.organisationId, clubB),
          eq(personOrganisationRoles.roleId, ROLE_IDS.clubSecretary),
        ),
      ),
    "club B's Club Secretary",
  );
  const registrationsOfficer = await single(
    db
      .select({ id: unionRoles.id })
      .from(unionRoles)
      .where(and(eq(unionRoles.role, 'registrations_officer'), isNull(unionRoles.endedAt))),
    'a Registrations Officer',
  );
  const [qualification] = await db
    .insert(qualifications)
    .values({
      personId: player,
      value: 'World Rugby Level 1 Coaching',
      validFrom: '2024-09-01',
      expiry: '2027-08-31',
      certificateNumber: 'L1-2024-0001',
    })
    .returning();
  const childApplication = await single(
    db.select({ id: playerApplications.id }).from(playerApplications).where(eq(playerApplications.personId, osian)),
    "Osian's application",
  );

  // Consumed by the baselines: an application awaiting club A, one referred to the union, a
  // volunteer registration awaiting club A and one awaiting the union.
  const applicant = await addPerson(db, { dob: '1995-05-05', sexId: 1 });
  const awaitingClub = await addPlayerApplication(db, {
    person: applicant,
    teamParentId: seniorMenA,
    status: 'awaiting_org',
  });
  const referred = await addPlayerApplication(db, {
    person: await addPerson(db, { dob: '1996-06-06', sexId: 1, internationalPlayingStatusIds: [3] }),
    teamParentId: seniorMenA,
    status: 'referred_clearance',
  });
  const volunteer = async (requiresClubSecApproval: boolean, roleId: number) => {
    const person = await addPerson(db, { dob: '1985-05-05', sexId: 2 });
    const [row] = await db
      .insert(volunteerRegistrations)
      .values({
        personId: person.id,
        roleId,
        organisationId: clubA,
        season: SEASON,
        requiresDbs: false,
        requiresClubSecApproval,
        requiresUnionApproval: !requiresClubSecApproval,
        consents: VOLUNTEER_CONSENTS,
        submittedBy: person.id,
      })
      .returning();
    return { person: person.id, registration: row!.id };
  };
  const volunteerAwaitingClub = await volunteer(true, ROLE_IDS.volunteer);
  const volunteerAwaitingUnion = await volunteer(false, ROLE_IDS.clubChair);

  // Transfers (decision 028): a player of club B whom club A may request (New Transfer's calls and
  // Confirm); two transfers of club A's players for club A to answer as the sending club; the
  // parent's children's transfers awaiting the guardian (approve, cancel); one ready for the union.
  const transferFixture = await loadTransferFixture(db, { clubA, clubB, osian });
  // Permits (decision 033): the parent's child's permits awaiting the guardian; one ready for the union.
  const permitFixture = await loadPermitFixture(db, { clubA, clubB, osian });

  // A sign-in e-mail change of the player waiting for its link (the confirmation's baseline): the
  // player, so that confirming it ends no session another baseline signs in with.
  const [playerAccount] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.personId, player));
  const emailChangeToken = newLinkToken();
  await db.insert(emailChanges).values({
    tokenHash: hashLinkToken(emailChangeToken),
    accountId: playerAccount!.id,
    newEmail: 'player.new@demo.test',
    requestedByPersonId: player,
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });

  return {
    parent,
    player,
    emailChangeToken,
    osian,
    newcomer: await personIdByEmail(db, 'newcomer@demo.test'),
    clubA,
    clubB,
    seniorMenA,
    seniorWomenB,
    seniorMenAVariation: await firstTeamChildId(db, seniorMenA),
    playerRole: playerRole.id,
    otherVariation: otherVariation.id,
    clubBTeam: clubBTeam.id,
    clubBVariation: clubBVariation!.id,
    clubBSecretary: clubBSecretary.id,
    registrationsOfficer: registrationsOfficer.id,
    qualification: qualification!.id,
    childApplication: childApplication.id,
    awaitingClub: awaitingClub.id,
    referred: referred.id,
    volunteerAwaitingClub,
    volunteerAwaitingUnion,
    transfers: transferFixture,
    permits: permitFixture,
    refereeFixtures: await loadRefereeFixture(db),
    unionFixtures: await loadUnionFixturesFixture(db),
  };
}

/**
 * The union's competitions and fixtures: a demo competition, a scheduled fixture of our own (to
 * move and allocate) and one with a submitted result (to correct).
 */
async function loadUnionFixturesFixture(db: Db) {
  const [competition] = await db.select({ id: competitions.id }).from(competitions).where(eq(competitions.name, 'Dyffryn Championship'));
  const home = await firstTeamChildId(db, await teamParentId(db, 'Cwm Valley RFC', 'Senior Men'));
  const away = await firstTeamChildId(db, await teamParentId(db, 'Aberllyn RFC', 'Senior Men'));
  const referee = await personIdByEmail(db, 'referee@demo.test');
  const values = { competitionId: competition!.id, homeTeamChildId: home, awayTeamChildId: away };
  const [scheduled] = await db
    .insert(fixtures)
    .values({ ...values, date: new Date('2025-12-20T14:00:00Z') })
    .returning({ id: fixtures.id });
  const [withResult] = await db
    .insert(fixtures)
    .values({
      ...values,
      date: new Date('2025-09-20T14:00:00Z'),
      refereePersonId: referee,
      claimedByPersonId: referee,
      claimedAt: new Date('2025-09-20T17:00:00Z'),
      status: 'result',
      homePoints: 10,
      homeTries: 1,
      awayPoints: 7,
      awayTries: 1,
      weatherConditionId: 1,
      groundConditionId: 1,
    })
    .returning({ id: fixtures.id });
  return { competition: competition!.id, home, away, scheduled: scheduled!.id, withResult: withResult!.id };
}

/**
 * The demo referee's own submissions: a result and a postponement already stored under known
 * submission keys, so the baselines are resends (answered as the same success, changing nothing)
 * and a bad value that is still valid (0 points) changes nothing either.
 */
async function loadRefereeFixture(db: Db) {
  const [competition] = await db.select({ id: competitions.id }).from(competitions).limit(1);
  const home = await firstTeamChildId(db, await teamParentId(db, 'Cwm Valley RFC', 'Senior Men'));
  const away = await firstTeamChildId(db, await teamParentId(db, 'Aberllyn RFC', 'Senior Men'));
  const referee = await personIdByEmail(db, 'referee@demo.test');
  const claimed = { competitionId: competition!.id, homeTeamChildId: home, awayTeamChildId: away, refereePersonId: referee, claimedByPersonId: referee, claimedAt: new Date('2025-09-27T17:00:00Z'), date: new Date('2025-09-27T14:00:00Z') };
  const result = { key: '6f1c2a4e-8b3d-4c5e-9f70-1a2b3c4d5e6f' };
  const postponement = { key: '0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c7d' };
  const [withResult] = await db
    .insert(fixtures)
    .values({ ...claimed, status: 'result', submissionKey: result.key, homePoints: 24, homeTries: 3, awayPoints: 17, awayTries: 2, weatherConditionId: 1, groundConditionId: 3 })
    .returning({ id: fixtures.id });
  const [postponed] = await db
    .insert(fixtures)
    .values({ ...claimed, status: 'postponed', submissionKey: postponement.key, postponementReasonId: 1 })
    .returning({ id: fixtures.id });
  return { referee, result: { ...result, fixtureId: withResult!.id }, postponement: { ...postponement, fixtureId: postponed!.id } };
}

async function loadTransferFixture(db: Db, ids: { clubA: number; clubB: number; osian: number }) {
  const seniorMenA = await firstTeamChildId(db, await teamParentId(db, 'Cwm Valley RFC', 'Senior Men'));
  const seniorMenB = await firstTeamChildId(db, await teamParentId(db, 'Aberllyn RFC', 'Senior Men'));
  const youthGirlsA = await firstTeamChildId(db, await teamParentId(db, 'Cwm Valley RFC', 'Youth Girls'));
  const playingRole = async (personId: number, organisationId: number, teamChildId: number) => {
    const [role] = await db
      .insert(personOrganisationRoles)
      .values({ personId, organisationId, roleId: ROLE_IDS.player, teamChildId, activeFrom: '2024-09-01' })
      .returning({ id: personOrganisationRoles.id });
    return role!.id;
  };
  const transfer = async (
    personId: number,
    from: { roleId: number; teamChildId: number; organisationId: number },
    playerApprovedAt: Date | null,
  ) => {
    const [row] = await db
      .insert(transfers)
      .values({
        personId,
        fromRoleId: from.roleId,
        fromTeamChildId: from.teamChildId,
        fromOrganisationId: from.organisationId,
        toTeamChildId: seniorMenB,
        toOrganisationId: ids.clubB,
        season: SEASON,
        createdBy: personId,
        createdAt: new Date('2025-09-15T10:00:00Z'),
        ...(playerApprovedAt
          ? { playerDecision: 1, playerDecidedAt: playerApprovedAt, playerDecidedBy: personId, consents: PLAYER_CONSENTS }
          : {}),
      })
      .returning({ id: transfers.id });
    return row!.id;
  };
  const atClubA = async (approvedAt: Date | null) => {
    const person = await addPerson(db, { dob: '1997-07-07', sexId: 1 });
    const roleId = await playingRole(person.id, ids.clubA, seniorMenA);
    return transfer(person.id, { roleId, teamChildId: seniorMenA, organisationId: ids.clubA }, approvedAt);
  };

  const candidate = await addPerson(db, { dob: '1996-06-16', sexId: 1, lastName: 'Transferable' });
  await playingRole(candidate.id, ids.clubB, seniorMenB);
  const osianRole = await single(
    db
      .select({ id: personOrganisationRoles.id, teamChildId: personOrganisationRoles.teamChildId })
      .from(personOrganisationRoles)
      .where(and(eq(personOrganisationRoles.personId, ids.osian), eq(personOrganisationRoles.roleId, ROLE_IDS.player))),
    "Osian's playing role",
  );
  const elin = await personIdByName(db, 'Elin', 'Howells');
  const elinRole = await playingRole(elin, ids.clubA, youthGirlsA);
  return {
    candidate: { id: candidate.id, lastName: candidate.lastName!, fromTeamChildId: seniorMenB, toTeamChildId: seniorMenA },
    outgoingToApprove: await atClubA(null),
    outgoingToObject: await atClubA(null),
    childToApprove: await transfer(
      ids.osian,
      { roleId: osianRole.id, teamChildId: osianRole.teamChildId!, organisationId: ids.clubA },
      null,
    ),
    childToCancel: await transfer(elin, { roleId: elinRole, teamChildId: youthGirlsA, organisationId: ids.clubA }, null),
    readyForUnion: await atClubA(new Date('2025-09-20T10:00:00Z')),
  };
}

export type Fixture = Awaited<ReturnType<typeof loadFixture>>;

export async function personaCookies(app: Parameters<typeof sessionCookieFor>[0], db: Db, fixture: Fixture) {
  return {
    anonymous: undefined,
    parent: await sessionCookieFor(app, fixture.parent),
    parentOnAnotherDevice: await sessionCookieFor(app, fixture.parent),
    newcomer: await sessionCookieFor(app, fixture.newcomer),
    secretary: await sessionCookieFor(app, await personIdByEmail(db, 'secretary@demo.test')),
    admin: await sessionCookieFor(app, await personIdByEmail(db, 'admin@demo.test')),
    referee: await sessionCookieFor(app, fixture.refereeFixtures.referee),
  } satisfies Record<PersonaName, string | undefined>;
}

// ---------------------------------------------------------------------------------------------
// Personas and baselines
// ---------------------------------------------------------------------------------------------

interface PersonaRule {
  route: RegExp;
  persona: PersonaName;
  /** The path parameters every endpoint of the rule takes, unless its example says otherwise. */
  path?: (f: Fixture) => Record<string, number>;
}

/** The first rule whose pattern matches "METHOD /path" chooses the persona. */
const PERSONA_RULES: PersonaRule[] = [
  { route: /^GET \/(auth\/|api\/config$|api\/(country|nationality|rugby-union)$)/, persona: 'anonymous' },
  // Signing out ends the session it is sent with: a session of its own, so the others stay.
  { route: /^POST \/auth\//, persona: 'parentOnAnotherDevice' },
  // The link's token is the proof; whoever follows it may be signed out.
  { route: /^POST \/api\/email-change\/confirm$/, persona: 'anonymous' },
  { route: /^GET \/api\/actions$/, persona: 'parent' },
  // Transfers: the parent answers their children's; club A's Club Secretary requests a player of
  // club B and answers, as the sending club, the transfers of club A's players.
  { route: /^GET \/api\/transfer\/family$|^PUT \/api\/transfer\/\{id\}\/player-guardian\//, persona: 'parent' },
  {
    route: /^GET \/api\/person\/(search\/validated|\{id\}\/transfer\/(roles|eligibility))$|^\w+ \/api\/transfer(\/|$)/,
    persona: 'secretary',
    path: (f) => ({ id: f.transfers.outgoingToApprove, organisationId: f.clubA, teamChildId: f.seniorMenAVariation }),
  },
  // Permits: the parent answers their child's and reads the child's valid permits; the union
  // decides one the player approved.
  {
    route: /^\w+ \/api\/permit\/(\{id\}\/player-guardian|person\/\{personId\}$)/,
    persona: 'parent',
    path: (f) => ({ id: f.permits.childToApprove, personId: f.osian }),
  },
  { route: /^\w+ \/api\/union\/permits/, persona: 'admin', path: (f) => ({ id: f.permits.readyForUnion }) },
  // Permits, the organisations' side: club A's Club Secretary finds a club B player and asks for
  // them for a fixture of club A's, cancels a permit club A receives, and decides one of its own
  // players' as the sending club.
  {
    route:
      /^GET \/api\/person\/search\/validated-by-dob$|^\w+ \/api\/permit(\/(organisation|fixture)\/|$)|^PUT \/api\/permit\/\{id\}\/organisation\//,
    persona: 'secretary',
    path: (f) => ({
      organisationId: f.clubA,
      id: f.permits.organisation.outgoingToDecide,
      fixtureId: f.permits.organisation.forClubA,
    }),
  },
  // The referee's fixtures: the demo referee, on fixtures of their own.
  { route: / \/api\/(fixture|referee)\//, persona: 'referee' },
  {
    route: / \/api\/union\//,
    persona: 'admin',
    path: (f) => ({ id: f.player, organisationId: f.clubB, teamParentId: f.clubBTeam, teamChildId: f.clubBVariation }),
  },
  {
    route: / \/api\/(organisation\/\{organisationId\}|team\/|playing-registration\/\{id\}\/status)/,
    persona: 'secretary',
    path: (f) => ({ organisationId: f.clubA, wruId: f.player }),
  },
  // The member whose details are still to be given: the date of birth can still be set.
  {
    route:
      /^(PATCH|PUT) \/api\/person\/\{id\}(\/capture)?$|^(POST|PUT) \/api\/person\/\{id\}\/(onboarding|address|marketing-preferences)$/,
    persona: 'newcomer',
    path: (f) => ({ id: f.newcomer }),
  },
  {
    route: / \/api\/(person|organisation|playing-registration|volunteer)\//,
    persona: 'parent',
    path: (f) => ({ id: f.parent }),
  },
];

interface Example {
  path?: Record<string, number>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

const ADDRESS = {
  addressLine1: '3 Teras y Bont',
  city: 'Pontypridd',
  county: 'Rhondda Cynon Taf',
  postCode: 'CF37 1DL',
  countryId: UK_COUNTRY_ID,
};
const DETAILS = { firstName: 'Ffion', lastName: 'Rees', dob: '1990-04-12', sexId: 2, nationalityIds: [1] };

/** What a schema cannot tell: ids of the persona's objects, and bodies the use case accepts. */
function examples(f: Fixture): Record<string, Example> {
  return {
    'PUT /api/person/{id}': { body: DETAILS },
    'POST /api/person/{id}/email-change': { body: { email: 'parent.new@demo.test', password: DEMO_PASSWORD } },
    'POST /api/email-change/confirm': { body: { token: f.emailChangeToken } },
    'POST /api/person/{id}/child': { body: { ...DETAILS, firstName: 'Mali', dob: '2015-05-05', email: null } },
    'POST /api/person/{id}/address': { body: ADDRESS },
    'POST /api/person/{id}/onboarding': {
      body: {
        ...DETAILS,
        address: ADDRESS,
        marketingPreferences: {
          optedInForWrucomms: true,
          optedInForRegionalComms: false,
          optedInForThirdPartyComms: false,
        },
      },
    },
    'GET /api/organisation/type/{typeId}/team-parents': {
      path: { typeId: ORGANISATION_TYPE_IDS.club },
      query: { personId: String(f.osian) },
    },
    'PATCH /api/playing-registration/{id}/status': {
      path: { id: f.awaitingClub },
      body: { playerApplicationStatusValue: 'approved', teamChildId: f.seniorMenAVariation },
    },
    'PUT /api/organisation/{organisationId}/volunteer-registration/decision': {
      body: {
        applicationId: f.volunteerAwaitingClub.registration,
        decision: true,
        wruId: f.volunteerAwaitingClub.person,
      },
    },
    'PUT /api/team/{organisationId}/update-team-child': {
      query: { personOrganisationRoleId: String(f.playerRole), newTeamChildId: String(f.otherVariation) },
    },
    'GET /api/team/{organisationId}/get-team-parents': { path: { organisationId: f.clubA } },
    'GET /api/team/child/{id}/player': { path: { id: f.seniorMenAVariation } },
    'PUT /api/team/parent/{id}/registration': { path: { id: f.seniorMenA } },
    'GET /api/team/parent/{id}': { path: { id: f.seniorMenA } },
    'GET /api/playing-registration/{id}': { path: { id: f.childApplication } },
    'POST /api/person/{id}/playing-registration': { body: { teamParentId: f.seniorWomenB, consents: PLAYER_CONSENTS } },
    'POST /api/person/{id}/volunteer-registration': {
      body: { volunteerRoleId: ROLE_IDS.matchDayVolunteer, organisationId: f.clubA, ...VOLUNTEER_CONSENTS },
    },
    'GET /api/union/player-applications/{id}': { path: { id: f.referred } },
    'POST /api/union/player-applications/{id}/decision': { path: { id: f.referred } },
    'GET /api/union/volunteer-registrations/{id}': { path: { id: f.volunteerAwaitingUnion.registration } },
    'POST /api/union/volunteer-registrations/{id}/decision': { path: { id: f.volunteerAwaitingUnion.registration } },
    'GET /api/union/people': { query: { search: 'Pritchard' } },
    'GET /api/union/organisations/people': { query: { search: 'Pritchard' } },
    'GET /api/union/roles/candidates': { query: { search: 'Pritchard' } },
    'POST /api/union/people/{id}/dbs': { body: { certificateNumber: '001234567890', issued: '2025-09-01' } },
    'PUT /api/union/people/{id}/dbs-flags': { body: { hasInvalidDbs: false } },
    'POST /api/union/organisations': { body: { name: 'Clwb Rygbi Newydd', typeId: ORGANISATION_TYPE_IDS.club } },
    'PUT /api/union/organisations/{organisationId}': {
      body: { name: 'Aberllyn RFC', typeId: ORGANISATION_TYPE_IDS.club, isActive: true },
    },
    'POST /api/union/organisations/{organisationId}/team-parents': {
      body: { teamTemplateId: TEAM_TEMPLATE_IDS.youth, name: 'Youth Development' },
    },
    'POST /api/union/organisations/{organisationId}/team-parents/{teamParentId}/variations': {
      body: { value: '3rd team' },
    },
    'PUT /api/union/organisations/{organisationId}/team-parents/{teamParentId}/variations/{teamChildId}': {
      body: { value: 'Academy squad' },
    },
    'POST /api/union/organisations/{organisationId}/office-holders': {
      body: { personId: f.player, roleId: ROLE_IDS.clubChair },
    },
    'POST /api/union/organisations/{organisationId}/office-holders/{appointmentId}/end': {
      path: { appointmentId: f.clubBSecretary },
    },
    'POST /api/union/people/{id}/qualifications': { body: { value: 'First Aid in Rugby', validFrom: '2025-06-01' } },
    'PUT /api/union/people/{id}/qualifications/{qualificationId}': {
      path: { qualificationId: f.qualification },
      body: { value: 'World Rugby Level 2 Coaching', validFrom: '2024-09-01', expiry: '2027-08-31' },
    },
    'POST /api/union/people/{id}/qualifications/{qualificationId}/end': { path: { qualificationId: f.qualification } },
    'POST /api/union/roles': { body: { personId: f.player, role: 'competitions_officer' } },
    'POST /api/union/roles/{id}/end': { path: { id: f.registrationsOfficer } },
    'GET /api/person/search/validated': {
      query: { wruId: String(f.transfers.candidate.id), lastName: f.transfers.candidate.lastName },
    },
    'GET /api/person/{id}/transfer/roles': {
      path: { id: f.transfers.candidate.id },
      query: { lastName: f.transfers.candidate.lastName, organisationId: String(f.clubA) },
    },
    'GET /api/person/{id}/transfer/eligibility': {
      path: { id: f.transfers.candidate.id },
      query: {
        lastName: f.transfers.candidate.lastName,
        fromTeamChildId: String(f.transfers.candidate.fromTeamChildId),
        toOrganisationId: String(f.clubA),
      },
    },
    'GET /api/person/search/validated-by-dob': {
      query: {
        dob: f.permits.organisation.candidate.dob,
        lastName: f.permits.organisation.candidate.lastName,
        organisationId: String(f.clubB),
        toOrganisationId: String(f.clubA),
      },
    },
    'GET /api/permit/organisation/{organisationId}/fixtures': {
      query: { wruId: String(f.permits.organisation.candidate.id), fromOrganisationId: String(f.clubB) },
    },
    'GET /api/permit/organisation/{organisationId}': { query: { direction: 'incoming' } },
    'POST /api/permit': {
      body: {
        wruId: f.permits.organisation.candidate.id,
        fromOrganisation: f.clubB,
        toOrganisation: f.clubA,
        fixtureId: f.permits.organisation.forClubA,
      },
    },
    'PUT /api/permit/{id}/organisation/{organisationId}/decision': { body: { decision: 1 } },
    'PUT /api/permit/{id}/organisation/{organisationId}/cancel': { path: { id: f.permits.organisation.incomingToCancel } },
    'PUT /api/permit/{id}/player-guardian/approve': { body: PLAYER_CONSENTS },
    'PUT /api/permit/{id}/player-guardian/decline': { path: { id: f.permits.childToDecline } },
    'POST /api/union/permits/{id}/decision': { body: { decision: 2, reason: 'Not eligible for this fixture' } },
    'POST /api/transfer': {
      query: {
        wruId: String(f.transfers.candidate.id),
        fromTeamChildId: String(f.transfers.candidate.fromTeamChildId),
        toTeamChildId: String(f.transfers.candidate.toTeamChildId),
      },
    },
    'GET /api/transfer/organisation/{organisationId}': { query: { direction: 'outgoing' } },
    'PUT /api/transfer/{id}/organisation/object': {
      path: { id: f.transfers.outgoingToObject },
      body: { reason: 'Subscriptions unpaid' },
    },
    'PUT /api/transfer/{id}/player-guardian/approve': { path: { id: f.transfers.childToApprove }, body: PLAYER_CONSENTS },
    'PUT /api/transfer/{id}/player-guardian/cancel': { path: { id: f.transfers.childToCancel } },
    'GET /api/fixture/referee/fixture/details': { query: { fixtureId: String(f.refereeFixtures.result.fixtureId) } },
    'PUT /api/referee/submit-result': {
      body: {
        fixtureId: f.refereeFixtures.result.fixtureId,
        isPostponed: false,
        wasAbandoned: false,
        scoreStands: false,
        passiveScrums: false,
        home: { points: 24, tries: 3 },
        away: { points: 17, tries: 2 },
        weatherConditionId: 1,
        groundConditionId: 3,
        comments: null,
        submissionKey: f.refereeFixtures.result.key,
      },
    },
    'PUT /api/referee/submit-postponement': {
      body: {
        fixtureId: f.refereeFixtures.postponement.fixtureId,
        postponementReasonId: 1,
        comments: null,
        submissionKey: f.refereeFixtures.postponement.key,
      },
    },
    'POST /api/union/transfers/{id}/decision': {
      path: { id: f.transfers.readyForUnion },
      body: { approve: true, reason: null },
    },
    'POST /api/union/competitions': {
      body: { name: 'Cwpan Newydd', season: '2025-2026', sexId: null, gameFormatId: 1, teamTemplateIds: [TEAM_TEMPLATE_IDS.seniorMen] },
    },
    'PUT /api/union/competitions/{competitionId}': {
      path: { competitionId: f.unionFixtures.competition },
      body: {
        name: 'Dyffryn Championship',
        season: '2025-2026',
        sexId: 1,
        gameFormatId: 1,
        teamTemplateIds: [TEAM_TEMPLATE_IDS.seniorMen],
      },
    },
    'GET /api/union/competitions/{competitionId}/fixtures': { path: { competitionId: f.unionFixtures.competition } },
    'GET /api/union/competitions/{competitionId}/teams': { path: { competitionId: f.unionFixtures.competition } },
    'POST /api/union/fixtures': {
      body: {
        competitionId: f.unionFixtures.competition,
        day: '2025-12-27',
        time: '14:30',
        homeTeamChildId: f.unionFixtures.home,
        awayTeamChildId: f.unionFixtures.away,
        venue: null,
        refereePersonId: null,
      },
    },
    'PUT /api/union/fixtures/{fixtureId}': {
      path: { fixtureId: f.unionFixtures.scheduled },
      body: { day: '2025-12-20', time: '14:00', venue: 'Parc y Cwm' },
    },
    'PUT /api/union/fixtures/{fixtureId}/referee': {
      path: { fixtureId: f.unionFixtures.scheduled },
      body: { refereePersonId: null },
    },
    'PUT /api/union/fixtures/{fixtureId}/result': {
      path: { fixtureId: f.unionFixtures.withResult },
      body: {
        wasAbandoned: false,
        scoreStands: false,
        passiveScrums: false,
        home: { points: 12, tries: 2 },
        away: { points: 7, tries: 1 },
        weatherConditionId: 1,
        groundConditionId: 1,
        comments: null,
      },
    },
    'POST /api/union/fixtures/import': {
      body: {
        csv: 'competition,date,kick_off,home_club,home_team,away_club,away_team\r\nDyffryn Championship,03/01/2026,14:30,Cwm Valley RFC,Senior Men (1st team),Aberllyn RFC,Senior Men (1st team)\r\n',
      },
    },
  };
}

/**
 * The baseline of each endpoint, or the reason there is none (an endpoint no persona rule maps,
 * a path parameter with no id). The test lists every reason as a failure.
 */
export function baselinesFor(
  endpoints: Endpoint[],
  fixture: Fixture,
  cookies: Record<PersonaName, string | undefined>,
): Map<string, Baseline | string> {
  const table = examples(fixture);
  const result = new Map<string, Baseline | string>();
  for (const endpoint of endpoints) {
    const route = routeOf(endpoint);
    const rule = PERSONA_RULES.find((candidate) => candidate.route.test(route));
    if (!rule) {
      result.set(
        route,
        `${route}: no persona is mapped to this endpoint (add a rule to PERSONA_RULES in bad-input/endpoints.ts)`,
      );
      continue;
    }
    const example = table[route] ?? {};
    const ids = { ...rule.path?.(fixture), ...example.path };
    const path: Record<string, number> = {};
    const missing: string[] = [];
    for (const parameter of endpoint.parameters.filter((p) => p.in === 'path')) {
      const id = ids[parameter.name];
      if (id === undefined) missing.push(parameter.name);
      else path[parameter.name] = id;
    }
    if (missing.length > 0) {
      result.set(
        route,
        `${route}: no id of the ${rule.persona}'s own objects for the path parameter(s) ${missing.join(', ')}`,
      );
      continue;
    }
    const query: Record<string, string> = {};
    for (const parameter of endpoint.parameters.filter((p) => p.in === 'query' && p.required)) {
      query[parameter.name] = example.query?.[parameter.name] ?? String(exampleOf(parameter.schema));
    }
    Object.assign(query, example.query);
    const body = endpoint.body
      ? { ...(exampleOf(endpoint.body) as Record<string, unknown>), ...example.body }
      : undefined;
    result.set(route, { persona: rule.persona, cookie: cookies[rule.persona], path, query, body });
  }
  return result;
}
