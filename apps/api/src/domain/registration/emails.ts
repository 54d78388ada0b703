/**
 * The e-mails of registrations, composed in one place and shared by the features that send them:
 * the submission e-mails (registrations) and the decision e-mails (organisation applications).
 * A child's e-mails go to the guardian, in the guardian's language; everyone else's in their own
 * (the words are in lib/i18n/locales/<language>/emails.json, `registration.*`). The team and the
 * role are named in the reader's language too (decision 034): a team named after its template by the
 * template's Welsh name ('Dan 12'), a role by its Welsh name.
 */
import { lookupNameIn, type Language } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { PortalEmail } from '../../lib/email-layout';
import { languageOfPerson, translator, type Translate } from '../../lib/i18n/translate';
import { findPerson, type PersonRow } from '../person/queries';
import { teamParentNameCy } from '../team/names';

/** What the mailer sends (`app.mailer.send(message, tx)`), which adds the link back to the portal and the sign-off. */
export type RegistrationEmail = PortalEmail;

/** Registration e-mails are application updates: they link to Track Registrations. */
const TRACK_PATH = '/track';

export interface Recipient {
  email: string;
  /** How to greet them. */
  name: string;
  /** Whether the e-mail goes to the guardian of the person it is about. */
  isGuardian: boolean;
  /** The recipient's language: their e-mails are written in it. */
  language: Language;
}

/** What a team's names are made from: its own name and its template's (as `teamParentNameCy` reads them). */
export type RegistrationTeam = Parameters<typeof teamParentNameCy>[0];

/** A registration's role: its English and Welsh names (the roles lookup's value and valueCy). */
export interface RegistrationRole {
  value: string;
  valueCy: string | null;
}

/** The team's name in the reader's language. */
function teamNameFor(recipient: Recipient, team: RegistrationTeam): string {
  return lookupNameIn(recipient.language, team.name, teamParentNameCy(team));
}

/** The role's name in the reader's language. */
function roleNameFor(recipient: Recipient, role: RegistrationRole): string {
  return lookupNameIn(recipient.language, role.value, role.valueCy);
}

function fullName(person: Pick<PersonRow, 'firstName' | 'lastName'>, t: Translate): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || t('emails:member');
}

/** "Dear Ceri," and the body, then where to follow its progress. */
function letter(t: Translate, recipient: Recipient, body: string): string {
  return `${t('emails:registration.dear', { name: recipient.name })}\n\n${body}\n\n${t('emails:registration.followProgress')}`;
}

/** 'Your application' or "Dai Morgan's application" (the guardian's copy). */
function whose(t: Translate, recipient: Recipient, person: Pick<PersonRow, 'firstName' | 'lastName'>, thing: 'Application' | 'Registration'): string {
  return recipient.isGuardian
    ? t(`emails:registration.child${thing}`, { child: fullName(person, t) })
    : t(`emails:registration.your${thing}`);
}

/** Who hears about a person's registration: the person, or for a child the guardian. Null without an e-mail. */
export async function registrationRecipient(db: DbOrTx, person: PersonRow): Promise<Recipient | null> {
  if (person.parentId !== null) {
    const guardian = await findPerson(db, person.parentId);
    if (!guardian?.email) return null;
    const language = languageOfPerson(guardian);
    return { email: guardian.email, name: guardian.firstName ?? fullName(guardian, translator(language)), isGuardian: true, language };
  }
  if (!person.email) return null;
  const language = languageOfPerson(person);
  return { email: person.email, name: person.firstName ?? fullName(person, translator(language)), isGuardian: false, language };
}

export function playerApplicationSubmittedEmail(facts: {
  recipient: Recipient;
  person: Pick<PersonRow, 'firstName' | 'lastName'>;
  team: RegistrationTeam;
  organisationName: string;
  season: string;
  status: string;
}): RegistrationEmail {
  const t = translator(facts.recipient.language);
  const names = {
    team: teamNameFor(facts.recipient, facts.team),
    organisation: facts.organisationName,
    season: facts.season,
  };
  const next =
    facts.status === 'awaiting_org'
      ? t('emails:registration.playSubmitted.nextOrganisation', names)
      : t('emails:registration.playSubmitted.nextUnion', { ...names, status: t(`emails:registration.status.${facts.status}`) });
  return {
    to: facts.recipient.email,
    subject: t('emails:registration.playSubmitted.subject', names),
    text: letter(
      t,
      facts.recipient,
      t('emails:registration.playSubmitted.text', { ...names, who: whose(t, facts.recipient, facts.person, 'Application'), next }),
    ),
    portalPath: TRACK_PATH,
    language: facts.recipient.language,
  };
}

export function volunteerRegistrationSubmittedEmail(facts: {
  recipient: Recipient;
  person: Pick<PersonRow, 'firstName' | 'lastName'>;
  role: RegistrationRole;
  organisationName: string | null;
  season: string;
  dbsTriggered: boolean;
}): RegistrationEmail {
  const t = translator(facts.recipient.language);
  const values = {
    who: whose(t, facts.recipient, facts.person, 'Registration'),
    role: roleNameFor(facts.recipient, facts.role),
    organisation: facts.organisationName,
    season: facts.season,
    dbs: facts.dbsTriggered ? t('emails:registration.volunteerSubmitted.dbs') : '',
  };
  return {
    to: facts.recipient.email,
    subject: t('emails:registration.volunteerSubmitted.subject', values),
    text: letter(
      t,
      facts.recipient,
      facts.organisationName
        ? t('emails:registration.volunteerSubmitted.textAt', values)
        : t('emails:registration.volunteerSubmitted.textUnattached', values),
    ),
    portalPath: TRACK_PATH,
    language: facts.recipient.language,
  };
}

export function playerApplicationDecidedEmail(facts: {
  recipient: Recipient;
  person: Pick<PersonRow, 'firstName' | 'lastName'>;
  team: RegistrationTeam;
  /** The variation the player was placed on (approval only). */
  teamChildValue: string | null;
  organisationName: string;
  season: string;
  approved: boolean;
}): RegistrationEmail {
  const t = translator(facts.recipient.language);
  const names = {
    team: teamNameFor(facts.recipient, facts.team),
    organisation: facts.organisationName,
    season: facts.season,
  };
  const placedOn = facts.teamChildValue ? `${names.team} (${facts.teamChildValue})` : names.team;
  const outcome = !facts.approved
    ? t('emails:registration.playDecided.rejected', names)
    : facts.recipient.isGuardian
      ? t('emails:registration.playDecided.approvedChild', { ...names, placedOn, child: facts.person.firstName ?? fullName(facts.person, t) })
      : t('emails:registration.playDecided.approvedYou', { ...names, placedOn });
  return {
    to: facts.recipient.email,
    subject: facts.approved
      ? t('emails:registration.playDecided.subjectApproved', names)
      : t('emails:registration.playDecided.subjectRejected', names),
    text: letter(
      t,
      facts.recipient,
      t('emails:registration.playDecided.text', { ...names, who: whose(t, facts.recipient, facts.person, 'Application'), outcome }),
    ),
    portalPath: TRACK_PATH,
    language: facts.recipient.language,
  };
}

export function volunteerRegistrationDecidedEmail(facts: {
  recipient: Recipient;
  person: Pick<PersonRow, 'firstName' | 'lastName'>;
  role: RegistrationRole;
  organisationName: string | null;
  season: string;
  approved: boolean;
}): RegistrationEmail {
  const t = translator(facts.recipient.language);
  const values = {
    who: whose(t, facts.recipient, facts.person, 'Registration'),
    role: roleNameFor(facts.recipient, facts.role),
    organisation: facts.organisationName,
    season: facts.season,
    outcome: facts.approved
      ? t('emails:registration.volunteerDecided.approved')
      : t('emails:registration.volunteerDecided.rejected'),
  };
  return {
    to: facts.recipient.email,
    subject: facts.approved
      ? t('emails:registration.volunteerDecided.subjectApproved', values)
      : t('emails:registration.volunteerDecided.subjectRejected', values),
    text: letter(
      t,
      facts.recipient,
      facts.organisationName
        ? t('emails:registration.volunteerDecided.textAt', values)
        : t('emails:registration.volunteerDecided.textUnattached', values),
    ),
    portalPath: TRACK_PATH,
    language: facts.recipient.language,
  };
}

/** The union's decision on a referred application: approval hands it to the organisation; rejection ends it. */
export function playerApplicationUnionDecidedEmail(facts: {
  recipient: Recipient;
  person: Pick<PersonRow, 'firstName' | 'lastName'>;
  team: RegistrationTeam;
  organisationName: string;
  season: string;
  approved: boolean;
  reason: string | null;
}): RegistrationEmail {
  const t = translator(facts.recipient.language);
  const names = {
    team: teamNameFor(facts.recipient, facts.team),
    organisation: facts.organisationName,
    season: facts.season,
  };
  const outcome = facts.approved
    ? t('emails:registration.playUnionDecided.approved', names)
    : facts.reason
      ? t('emails:registration.playUnionDecided.rejectedWithReason', { reason: facts.reason })
      : t('emails:registration.playUnionDecided.rejected');
  return {
    to: facts.recipient.email,
    subject: facts.approved
      ? t('emails:registration.playUnionDecided.subjectApproved', names)
      : t('emails:registration.playUnionDecided.subjectRejected', names),
    text: letter(
      t,
      facts.recipient,
      t('emails:registration.playDecided.text', { ...names, who: whose(t, facts.recipient, facts.person, 'Application'), outcome }),
    ),
    portalPath: TRACK_PATH,
    language: facts.recipient.language,
  };
}
