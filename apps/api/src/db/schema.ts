/**
 * Storage tables. The wire contract lives in packages/shared; use cases map between the two.
 * Changing this file means generating a new numbered migration (`npm run db:generate`); landed
 * migrations are never edited.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A set of date spans (PostgreSQL's `datemultirange`), as its text: `{[2025-09-01,2026-07-01),[2026-09-01,)}`.
 * Asked in SQL only (`span @> day`); the app never reads or writes one.
 */
const dateSpans = customType<{ data: string; driverData: string }>({ dataType: () => 'datemultirange' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Member ids come from one sequence; they are digits only and never reused. */
export const memberIdSeq = pgSequence('member_id_seq', { startWith: 1000001 });

// ---------------------------------------------------------------------------------------------
// People and accounts
// ---------------------------------------------------------------------------------------------

export const persons = pgTable(
  'persons',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('member_id_seq')`),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    dob: date('dob', { mode: 'string' }),
    sexId: smallint('sex_id'),
    nationalityIds: integer('nationality_ids').array().notNull().default(sql`'{}'::integer[]`),
    internationalPlayingStatusIds: integer('international_playing_status_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    parentId: bigint('parent_id', { mode: 'number' }),
    optedInForWrucomms: boolean('opted_in_for_wrucomms'),
    optedInForRegionalComms: boolean('opted_in_for_regional_comms'),
    optedInForThirdPartyComms: boolean('opted_in_for_third_party_comms'),
    hasInvalidDbs: boolean('has_invalid_dbs').notNull().default(false),
    hasActiveDbsApplication: boolean('has_active_dbs_application').notNull().default(false),
    /** The portal language they chose ('en' or 'cy'; null until they choose): their e-mails and their children's are written in it. */
    language: text('language'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('persons_email_unique').on(sql`lower(${t.email})`),
    index('persons_parent_idx').on(t.parentId),
    index('persons_last_name_idx').on(sql`lower(${t.lastName})`),
    // Search People: any part of "first last" (or a member id, through the primary key). A trigram
    // index serves `like '%term%'` on the lower-cased full name; needs the pg_trgm extension.
    index('persons_full_name_trgm_idx').using(
      'gin',
      sql`(lower(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, ''))) gin_trgm_ops`,
    ),
  ],
);

/** Address history: the newest row is the current address. */
export const addresses = pgTable(
  'addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    personId: bigint('person_id', { mode: 'number' })
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    addressLine3: text('address_line3'),
    city: text('city'),
    county: text('county'),
    postCode: text('post_code'),
    countryId: integer('country_id'),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_person_idx').on(t.personId, t.id)],
);

/** Sign-in accounts of the embedded identity provider. One adult person each. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    personId: bigint('person_id', { mode: 'number' })
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('accounts_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('accounts_person_unique').on(t.personId),
  ],
);

/** Single-use, expiring password-reset links. Only a hash of the token is kept. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Pending changes of a sign-in e-mail: single-use links to the new address, valid 24 hours. Only a
 * hash of the token is kept. A newer request for the same account supersedes the older ones.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    requestedByPersonId: bigint('requested_by_person_id', { mode: 'number' })
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_changes_account_idx').on(t.accountId)],
);

// ---------------------------------------------------------------------------------------------
// Identity provider state and sessions
// ---------------------------------------------------------------------------------------------

/** oidc-provider's adapter storage: one row per model instance (grants, sessions, codes...). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.type] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/** Secrets generated once and kept: the provider's signing keys, cookie keys. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});

/** Web sessions of the backend-for-frontend. The cookie holds a random id; only its hash is stored. */
export const webSessions = pgTable(
  'web_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    personId: bigint('person_id', { mode: 'number' })
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    sub: text('sub').notNull(),
    name: text('name'),
    email: text('email'),
    idToken: text('id_token'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('web_sessions_person_idx').on(t.personId)],
);

// ---------------------------------------------------------------------------------------------
// Mail and audit
// ---------------------------------------------------------------------------------------------

/** Every e-mail the portal sends. With no SMTP server configured, this is the outbox people read. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

/** Who did what to whom, when. Written in the same transaction as the change it records. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorPersonId: bigint('actor_person_id', { mode: 'number' }),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    personId: bigint('person_id', { mode: 'number' }),
    organisationId: integer('organisation_id'),
    requestId: text('request_id'),
    details: jsonb('details'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_person_idx').on(t.personId, t.at),
    index('audit_log_actor_idx').on(t.actorPersonId, t.at),
    index('audit_log_organisation_idx').on(t.organisationId, t.at),
  ],
);

// ---------------------------------------------------------------------------------------------
// Lookups
// ---------------------------------------------------------------------------------------------
// Each lookup's Welsh name sits beside its English one (`*_cy`, migration 0010, decision 034); the
// seed (seed/lookups.ts) writes both on every start, so the '' default never outlives a start.

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  value: text('value').notNull(),
  valueCy: text('value_cy').notNull().default(''),
  isoCode: text('iso_code').notNull(),
});

export const nationalities = pgTable('nationalities', {
  id: integer('id').primaryKey(),
  value: text('value').notNull(),
  valueCy: text('value_cy').notNull().default(''),
});

/** Rugby unions a player may be registered with (international playing status). */
export const rugbyUnions = pgTable('rugby_unions', {
  id: integer('id').primaryKey(),
  value: text('value').notNull(),
  valueCy: text('value_cy').notNull().default(''),
  isHomeUnion: boolean('is_home_union').notNull().default(false),
});

// ---------------------------------------------------------------------------------------------
// Organisations and teams
// ---------------------------------------------------------------------------------------------

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const organisationTypes = pgTable('organisation_types', {
  id: integer('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameCy: text('name_cy').notNull().default(''),
  descriptionEn: text('description_en').notNull(),
  descriptionCy: text('description_cy').notNull().default(''),
  tablerIcon: text('tabler_icon').notNull(),
  showOnRegistration: boolean('show_on_registration').notNull().default(true),
});

export const organisations = pgTable(
  'organisations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => organisationTypes.id),
    regionId: integer('region_id').references(() => regions.id),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('organisations_type_idx').on(t.typeId), index('organisations_name_idx').on(sql`lower(${t.name})`)],
);

export const gameFormats = pgTable('game_formats', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  value: text('value').notNull(),
});

/** A team template: name, age grade (U7..U16, youth, senior), sex (null = Mixed), game format. */
export const teamTemplates = pgTable('team_templates', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  nameCy: text('name_cy').notNull().default(''),
  ageGrade: text('age_grade').notNull(),
  sexId: smallint('sex_id'),
  gameFormatId: integer('game_format_id')
    .notNull()
    .references(() => gameFormats.id),
});

/** An organisation's team for a template. */
export const teamParents = pgTable(
  'team_parents',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    teamTemplateId: integer('team_template_id')
      .notNull()
      .references(() => teamTemplates.id),
    name: text('name').notNull(),
    enableRegistrations: boolean('enable_registrations').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('team_parents_organisation_idx').on(t.organisationId)],
);

/** Variations of a team parent: "1st team", "2nd team", ... */
export const teamChildren = pgTable(
  'team_children',
  {
    id: serial('id').primaryKey(),
    teamParentId: integer('team_parent_id')
      .notNull()
      .references(() => teamParents.id),
    value: text('value').notNull(),
  },
  (t) => [index('team_children_parent_idx').on(t.teamParentId)],
);

// ---------------------------------------------------------------------------------------------
// Roles
// ---------------------------------------------------------------------------------------------

/**
 * Role definitions. Parent 1 is playing; 2 is volunteering and office-holding. Volunteer roles
 * carry the rules of the volunteer registration wizard.
 */
export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  value: text('value').notNull(),
  valueCy: text('value_cy').notNull().default(''),
  roleParentId: integer('role_parent_id').notNull(),
  description: text('description'),
  minAge: integer('min_age').notNull().default(0),
  tablerIcon: text('tabler_icon'),
  backgroundColour: text('background_colour'),
  dbsRequired: boolean('dbs_required').notNull().default(false),
  dbsRequiredForChildTeams: boolean('dbs_required_for_child_teams').notNull().default(false),
  organisationRequired: boolean('organisation_required').notNull().default(true),
  teamRequired: boolean('team_required').notNull().default(false),
  allowUnattached: boolean('allow_unattached').notNull().default(false),
  requiresClubSecApproval: boolean('requires_club_sec_approval').notNull().default(true),
  requiresUnionApproval: boolean('requires_union_approval').notNull().default(false),
  isVolunteerRole: boolean('is_volunteer_role').notNull().default(false),
});

/** A role a person holds in an organisation (and team), from a date, until a date. */
export const personOrganisationRoles = pgTable(
  'person_organisation_roles',
  {
    id: serial('id').primaryKey(),
    personId: bigint('person_id', { mode: 'number' })
      .notNull()
      .references(() => persons.id),
    organisationId: integer('organisation_id').references(() => organisations.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    teamChildId: integer('team_child_id').references(() => teamChildren.id),
    activeFrom: date('active_from', { mode: 'string' }).notNull(),
    activeTo: date('active_to', { mode: 'string' }),
    transferred: boolean('transferred').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('por_person_idx').on(t.personId),
    index('por_organisation_idx').on(t.organisationId, t.roleId),
    index('por_team_child_idx').on(t.teamChildId),
  ],
);

/** One role row of a person in an organisation, as Search People's table keeps it (migration 0014). */
export interface SearchTableRole {
  roleName: string;
  roleNameCy: string;
  roleParentId: number;
  teamParentName: string | null;
  teamChildValue: string | null;
  activeFrom: string;
  activeTo: string | null;
}

/**
 * Search People's own index (decision 009): one row per person with a role row in an organisation
 * (any dates: whether a role is held depends on the day, so the search checks that on the few rows
 * it keeps), with the person's names lower-cased as the search matches and orders them, the days
 * they hold a role there (migration 0013) and their role rows as the page shows them (0014).
 * Written only by the database's triggers on person_organisation_roles and on persons' names
 * (migration 0011), and on the names of roles and teams (0014), so every write path keeps it; never
 * written by the app.
 */
export const organisationPeopleSearch = pgTable(
  'organisation_people_search',
  {
    organisationId: integer('organisation_id').notNull(),
    personId: bigint('person_id', { mode: 'number' }).notNull(),
    /** lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), as the name search matches it. */
    fullName: text('full_name').notNull(),
    /** lower(last_name), as Search People orders by it (nulls last). */
    lastName: text('last_name'),
    /** lower(first_name). */
    firstName: text('first_name'),
    /**
     * The days the person holds a role there: the union of their role rows' spans, first and last day
     * included (an open end unbounded). Search People finds who holds one on the day with `held @> day`.
     */
    held: dateSpans('held').notNull().default(sql`'{}'`),
    /** The same for their playing roles (role parent 1), for Search People's players. */
    heldPlaying: dateSpans('held_playing').notNull().default(sql`'{}'`),
    /** The same for their volunteering and office roles (role parent 2), for Search People's volunteers. */
    heldVolunteering: dateSpans('held_volunteering').notNull().default(sql`'{}'`),
    /**
     * Every role row of the person there, as Search People shows them, with its days: the role's
     * names and parent, its team's names, first and last day; in the order the page lists them (role
     * parent, role name, latest first). Search People keeps those held on the day (`isActiveOn`), so
     * the page reads no role row (migration 0014). The role and team names are kept by the triggers
     * on roles, team parents and team children too.
     */
    roles: jsonb('roles').$type<SearchTableRole[]>().notNull().default(sql`'[]'`),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.personId] }),
    // A name term in an organisation: the organisation (btree_gin) and the term's trigrams, in one index.
    // Without the pending list (fastupdate), which every search would read through until a vacuum
    // merges it, and the embedded database has no autovacuum (migration 0012).
    index('organisation_people_search_name_idx')
      .using('gin', t.organisationId, t.fullName.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // No term, or a term trigrams cannot serve: the organisation's rows in the page's order.
    index('organisation_people_search_order_idx').on(t.organisationId, t.lastName, t.firstName, t.personId),
    // A person renamed: their rows in every organisation.
    index('organisation_people_search_person_idx').on(t.personId),
  ],
);

/** The union's own staff roles (back office). */
export const unionRoles = pgTable(
  'union_roles',
  {
    id: serial('id').primaryKey(),
    personId: bigint('person_id', { mode: 'number' })
      .notNull()
      .references(() => persons.id),
    role: text('role').notNull(),
    grantedAt: createdAt(),
    grantedBy: bigint('granted_by', { mode: 'number' }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('union_roles_person_idx').on(t.personId)],
);

// ---------------------------------------------------------------------------------------------
// Applications
// ---------------------------------------------------------------------------------------------

export const playerApplications = pgTable(
  'player_applications',
  {
    id: serial('id').primaryKey(),
    personId: bigint('person_id', { mode: 'number' })
      .notNull()
      .references(() => persons.id),
    teamParentId: integer('team_parent_id')
      .notNull()
      .references(() => teamParents.id),
    season: text('season').notNull(),
    status: text('status').notNull(),
    consents: jsonb('consents').notNull(),
    submittedBy: bigint('submitted_by', { mode: 'number' }).notNull(),
    decidedTeamChildId: integer('decided_team_child_id').references(() => teamChildren.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('player_applications_person_idx').on(t.personId),
    index('player_applications_team_parent_idx').on(t.teamParentId, t.status),
    // One live application per person, team and season: a double click or a retry finds the first.
    uniqueIndex('player_applications_one_live_per_team')
      .on(t.personId, t.teamParentId, t.season)
      .where(sql`${t.status} <> 'rejected'`),
  ],
);

export const playerApplicationStatusChanges = pgTable(
  'player_application_status_changes',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => playerApplications.id),
    status: text('status').notNull(),
    changedOn: timestamp('changed_on', { withTimezone: true }).notNull().defaultNow(),
    changedBy: bigint('changed_by', { mode: 'number' }),
    reason: text('reason'),
  },
  (t) => [index('pasc_application_idx').on(t.applicationId)],
);

export const volunteerRegistrations = pgTable(
  'volunteer_registrations',
  {
    id: serial('id').primaryKey(),
    personId: bigint('person_id', { mode: 'number' })
      .notNull()
      .references(() => persons.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    organisationId: integer('organisation_id').references(() => organisations.id),
    teamParentIds: integer('team_parent_ids').array().notNull().default(sql`'{}'::integer[]`),
    season: text('season').notNull(),
    requiresDbs: boolean('requires_dbs').notNull(),
    requiresClubSecApproval: boolean('requires_club_sec_approval').notNull(),
    requiresUnionApproval: boolean('requires_union_approval').notNull(),
    clubSecDecision: smallint('club_sec_decision'),
    unionDecision: boolean('union_decision'),
    applicationStatus: smallint('application_status'),
    dbsTriggered: boolean('dbs_triggered').notNull().default(false),
    consents: jsonb('consents').notNull(),
    submittedBy: bigint('submitted_by', { mode: 'number' }).notNull(),
    submittedOn: timestamp('submitted_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    organisationUpdatedOn: timestamp('organisation_updated_on', { withTimezone: true }),
    unionUpdatedOn: timestamp('union_updated_on', { withTimezone: true }),
    unionReason: text('union_reason'),
  },
  (t) => [
    index('volunteer_registrations_person_idx').on(t.personId),
    index('volunteer_registrations_organisation_idx').on(t.organisationId),
    // One awaiting registration per person, role, organisation (none = unattached) and season.
    uniqueIndex('volunteer_registrations_one_awaiting')
      .on(t.personId, t.roleId, sql`coalesce(${t.organisationId}, 0)`, t.season)
      .where(sql`${t.applicationStatus} is null`),
  ],
);

// ---------------------------------------------------------------------------------------------
// DBS and qualifications
// ---------------------------------------------------------------------------------------------

/** Only what a club may see: certificate number, issue date, expiry. Never the content. */
export const dbsRecords = pgTable(
  'dbs_records',
  {
    id: serial('id').primaryKey(),
    personId: bigint('person_id', { mode: 'number' })
      .notNull()
      .references(() => persons.id),
    certificateNumber: text('certificate_number').notNull(),
    issued: date('issued', { mode: 'string' }).notNull(),
    expiry: date('expiry', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    createdBy: bigint('created_by', { mode: 'number' }),
  },
  (t) => [index('dbs_records_person_idx').on(t.personId), index('dbs_records_expiry_idx').on(t.expiry)],
);

export const qualifications = pgTable(
  'qualifications',
  {
    id: serial('id').primaryKey(),
    personId: bigint('person_id', { mode: 'number' })
      .notNull()
      .references(() => persons.id),
    value: text('value').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    expiry: date('expiry', { mode: 'string' }),
    certificateNumber: text('certificate_number'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('qualifications_person_idx').on(t.personId)],
);

/**
 * The DBS expiry reminders sent (90 and 30 days before a check expires). The primary key makes
 * each reminder once only, however often or on however many servers the job runs.
 */
export const dbsExpiryReminders = pgTable(
  'dbs_expiry_reminders',
  {
    dbsRecordId: integer('dbs_record_id')
      .notNull()
      .references(() => dbsRecords.id),
    daysBefore: smallint('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dbsRecordId, t.daysBefore] })],
);

// ---------------------------------------------------------------------------------------------
// Competitions and fixtures (refereeing)
// ---------------------------------------------------------------------------------------------

/** Weather at a fixture, as the referee reports it. Fixed ids, seeded by migration 0007. */
export const weatherConditions = pgTable('weather_conditions', {
  id: integer('id').primaryKey(),
  value: text('value').notNull(),
  valueCy: text('value_cy').notNull().default(''),
});

/** Ground condition at a fixture. Fixed ids, seeded by migration 0007; 8 = Other (needs a comment). */
export const groundConditions = pgTable('ground_conditions', {
  id: integer('id').primaryKey(),
  value: text('value').notNull(),
  valueCy: text('value_cy').notNull().default(''),
});

/** Why a fixture was postponed. Fixed ids, seeded by migration 0007; 21 = Other (needs a comment). */
export const postponementReasons = pgTable('postponement_reasons', {
  id: integer('id').primaryKey(),
  value: text('value').notNull(),
  valueCy: text('value_cy').notNull().default(''),
});

/** A competition: name, season ('2025/26'), sex (null = mixed), game format, and its team templates. */
export const competitions = pgTable('competitions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  season: text('season').notNull(),
  sexId: smallint('sex_id'),
  gameFormatId: integer('game_format_id')
    .notNull()
    .references(() => gameFormats.id),
});

/** The team templates a competition takes (a fixture's teams are children of teams of these templates). */
export const competitionTeamTemplates = pgTable(
  'competition_team_templates',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id),
    teamTemplateId: integer('team_template_id')
      .notNull()
      .references(() => teamTemplates.id),
  },
  (t) => [primaryKey({ columns: [t.competitionId, t.teamTemplateId] })],
);

/** A fixture's status: scheduled, then a result or a postponement (submitted by the claiming referee). */
export type FixtureStatus = 'scheduled' | 'result' | 'postponed';

/**
 * A fixture, with its result or postponement in the same row. Submitting either claims the fixture
 * for the referee: an update guarded on `claimed_by_person_id` still being null, so exactly one
 * submission wins. `submission_key` is the client's idempotency key: a resend with the same key is
 * the same submission. `corrected_*` record the union's correction of a result.
 */
export const fixtures = pgTable(
  'fixtures',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id),
    date: timestamp('date', { withTimezone: true }).notNull(),
    homeTeamChildId: integer('home_team_child_id')
      .notNull()
      .references(() => teamChildren.id),
    awayTeamChildId: integer('away_team_child_id')
      .notNull()
      .references(() => teamChildren.id),
    refereePersonId: bigint('referee_person_id', { mode: 'number' }).references(() => persons.id),
    venue: text('venue'),
    status: text('status').$type<FixtureStatus>().notNull().default('scheduled'),
    claimedByPersonId: bigint('claimed_by_person_id', { mode: 'number' }).references(() => persons.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    wasAbandoned: boolean('was_abandoned').notNull().default(false),
    scoreStands: boolean('score_stands').notNull().default(false),
    passiveScrums: boolean('passive_scrums').notNull().default(false),
    homePoints: integer('home_points'),
    homeTries: integer('home_tries'),
    awayPoints: integer('away_points'),
    awayTries: integer('away_tries'),
    weatherConditionId: integer('weather_condition_id').references(() => weatherConditions.id),
    groundConditionId: integer('ground_condition_id').references(() => groundConditions.id),
    /** The referee's description of the ground when its condition is 'Other'. */
    comments: text('comments'),
    postponementReasonId: integer('postponement_reason_id').references(() => postponementReasons.id),
    postponementComments: text('postponement_comments'),
    submissionKey: uuid('submission_key'),
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
    correctedBy: bigint('corrected_by', { mode: 'number' }).references(() => persons.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('fixtures_referee_idx').on(t.refereePersonId),
    index('fixtures_date_idx').on(t.date),
    index('fixtures_home_team_child_idx').on(t.homeTeamChildId),
    index('fixtures_away_team_child_idx').on(t.awayTeamChildId),
    index('fixtures_competition_date_idx').on(t.competitionId, t.date),
    index('fixtures_claimed_by_idx').on(t.claimedByPersonId),
    uniqueIndex('fixtures_submission_key_unique').on(t.submissionKey),
  ],
);

// ---------------------------------------------------------------------------------------------
// Transfers and the union's settings
// ---------------------------------------------------------------------------------------------

/**
 * A transfer moves one active playing role (`from_role_id`, on `from_team_child_id` in the sending
 * organisation) to a team child of the receiving organisation, for one season. Each decision is a
 * code as the spec's wire (player 1 approved, 2 cancelled; organisation 1 approved, 2 objected;
 * union 1 complete, 2 rejected) with when and by whom; a decision is taken exactly once by an
 * update guarded on the column still being null.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: serial('id').primaryKey(),
    personId: bigint('person_id', { mode: 'number' })
      .notNull()
      .references(() => persons.id),
    fromRoleId: integer('from_role_id')
      .notNull()
      .references(() => personOrganisationRoles.id),
    fromTeamChildId: integer('from_team_child_id')
      .notNull()
      .references(() => teamChildren.id),
    fromOrganisationId: integer('from_organisation_id')
      .notNull()
      .references(() => organisations.id),
    toTeamChildId: integer('to_team_child_id')
      .notNull()
      .references(() => teamChildren.id),
    toOrganisationId: integer('to_organisation_id')
      .notNull()
      .references(() => organisations.id),
    /** The season label ("2026-2027") the transfer is for, counted against the to-team's limit. */
    season: text('season').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    /** 1 approved with the six consents, 2 cancelled by the player or guardian. */
    playerDecision: smallint('player_decision'),
    playerDecidedAt: timestamp('player_decided_at', { withTimezone: true }),
    playerDecidedBy: bigint('player_decided_by', { mode: 'number' }),
    consents: jsonb('consents'),
    /** 1 approved, 2 objected (with a reason), by the sending organisation. */
    organisationDecision: smallint('organisation_decision'),
    organisationDecidedAt: timestamp('organisation_decided_at', { withTimezone: true }),
    organisationDecidedBy: bigint('organisation_decided_by', { mode: 'number' }),
    organisationObjectionReason: text('organisation_objection_reason'),
    /** 1 complete, 2 rejected (with a reason), by the union. */
    unionDecision: smallint('union_decision'),
    unionDecidedAt: timestamp('union_decided_at', { withTimezone: true }),
    unionDecidedBy: bigint('union_decided_by', { mode: 'number' }),
    unionReason: text('union_reason'),
    /** The playing role the union's approval started on the to-team child. */
    newRoleId: integer('new_role_id').references(() => personOrganisationRoles.id),
  },
  (t) => [
    index('transfers_to_organisation_idx').on(t.toOrganisationId, t.createdAt),
    index('transfers_from_organisation_idx').on(t.fromOrganisationId, t.createdAt),
    index('transfers_person_idx').on(t.personId),
    index('transfers_to_team_child_season_idx').on(t.toTeamChildId, t.season),
    // One open transfer per person: a second request, a double click or a retry finds the first.
    uniqueIndex('transfers_one_open_per_person')
      .on(t.personId)
      .where(sql`${t.unionDecision} is null and ${t.playerDecision} is distinct from 2`),
    // The union's queue: open transfers the player has approved, oldest first.
    index('transfers_awaiting_union_idx')
      .on(t.playerDecidedAt)
      .where(sql`${t.unionDecision} is null and ${t.playerDecision} = 1`),
  ],
);

/**
 * The union's settings the Union Administrator changes in the back office: one row (`id` is always
 * true). Every setting has a default, so the row exists from the migration on.
 */
export const unionSettings = pgTable('union_settings', {
  id: boolean('id').primaryKey().default(true),
  /** The most transfers into one team child in one season (the spec's maxTransferredPlayers). */
  maxTransferredPlayers: integer('max_transferred_players').notNull().default(5),
  /** The most permits one receiving organisation may hold for one fixture (the spec's permitLimit). */
  permitLimit: integer('permit_limit').notNull().default(3),
  updatedAt: updatedAt(),
  updatedBy: bigint('updated_by', { mode: 'number' }),
});

// ---------------------------------------------------------------------------------------------
// Permits
// ---------------------------------------------------------------------------------------------

/**
 * A permit lets a player of the sending organisation (`from_organisation_id`, where they hold the
 * active playing role `from_role_id`) play one fixture for the receiving organisation
 * (`to_organisation_id`, whose side in the fixture is `to_team_child_id`). Decisions are codes as the
 * spec's wire: player 1 approved (with the consents), 2 declined; sending organisation 1 approved,
 * 2 rejected; the union's override 1 approved, 2 rejected, which wins over the organisation's.
 * Each is taken exactly once by an update guarded on the column still being null. A declined or
 * cancelled permit has `cancelled_on` set. A permit is live (it counts against the limit and blocks
 * a second one for the same player and fixture) while it is not cancelled and its effective decision,
 * the union's override else the organisation's, is not 2.
 */
export const permits = pgTable(
  'permits',
  {
    id: serial('id').primaryKey(),
    personId: bigint('person_id', { mode: 'number' })
      .notNull()
      .references(() => persons.id),
    fromRoleId: integer('from_role_id')
      .notNull()
      .references(() => personOrganisationRoles.id),
    fromOrganisationId: integer('from_organisation_id')
      .notNull()
      .references(() => organisations.id),
    toOrganisationId: integer('to_organisation_id')
      .notNull()
      .references(() => organisations.id),
    fixtureId: integer('fixture_id')
      .notNull()
      .references(() => fixtures.id),
    toTeamChildId: integer('to_team_child_id')
      .notNull()
      .references(() => teamChildren.id),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    playerDecision: smallint('player_decision'),
    playerDecidedAt: timestamp('player_decided_at', { withTimezone: true }),
    playerDecidedBy: bigint('player_decided_by', { mode: 'number' }),
    consents: jsonb('consents'),
    organisationDecision: smallint('organisation_decision'),
    organisationDecidedAt: timestamp('organisation_decided_at', { withTimezone: true }),
    organisationDecidedBy: bigint('organisation_decided_by', { mode: 'number' }),
    wruOverrideDecision: smallint('wru_override_decision'),
    wruDecidedAt: timestamp('wru_decided_at', { withTimezone: true }),
    wruDecidedBy: bigint('wru_decided_by', { mode: 'number' }),
    wruReason: text('wru_reason'),
    cancelledOn: timestamp('cancelled_on', { withTimezone: true }),
    cancelledBy: bigint('cancelled_by', { mode: 'number' }),
  },
  (t) => [
    index('permits_to_organisation_idx').on(t.toOrganisationId, t.createdAt),
    index('permits_from_organisation_idx').on(t.fromOrganisationId, t.createdAt),
    index('permits_person_idx').on(t.personId),
    // The limit: live permits of one receiving organisation for one fixture.
    index('permits_fixture_organisation_idx')
      .on(t.fixtureId, t.toOrganisationId)
      .where(sql`${t.cancelledOn} is null`),
    // One live permit per player and fixture: a second request, a double click or a retry finds the first.
    uniqueIndex('permits_one_live_per_player_fixture')
      .on(t.personId, t.fixtureId)
      .where(
        sql`${t.cancelledOn} is null and coalesce(${t.wruOverrideDecision}, ${t.organisationDecision}, 0) <> 2`,
      ),
    // The union's queue: permits the player approved that the union has not decided.
    index('permits_awaiting_union_idx')
      .on(t.playerDecidedAt)
      .where(sql`${t.wruOverrideDecision} is null and ${t.playerDecision} = 1 and ${t.cancelledOn} is null`),
  ],
);
