/**
 * The e-mails of registrations, composed in one place and shared by the features that send them:
 * the submission e-mails (registrations) and the decision e-mails (organisation applications).
 * A child's e-mails go to the guardian.
 */
import { playerApplicationStatusLabel } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { PortalEmail } from '../../lib/email-layout';
import { findPerson, type PersonRow } from '../person/queries';

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
}

function fullName(person: Pick<PersonRow, 'firstName' | 'lastName'>): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || 'member';
}

/** Who hears about a person's registration: the person, or for a child the guardian. Null without an e-mail. */
export async function registrationRecipient(db: DbOrTx, person: PersonRow): Promise<Recipient | null> {
  if (person.parentId !== null) {
    const guardian = await findPerson(db, person.parentId);
    if (!guardian?.email) return null;
    return { email: guardian.email, name: guardian.firstName ?? fullName(guardian), isGuardian: true };
  }
  if (!person.email) return null;
  return { email: person.email, name: person.firstName ?? fullName(person), isGuardian: false };
}

const SIGN_OFF = '\n\nYou can follow its progress under Track Registrations in MyWRU.';

export function playerApplicationSubmittedEmail(facts: {
  recipient: Recipient;
  person: Pick<PersonRow, 'firstName' | 'lastName'>;
  teamName: string;
  organisationName: string;
  season: string;
  status: string;
}): RegistrationEmail {
  const who = facts.recipient.isGuardian ? `${fullName(facts.person)}'s application` : 'Your application';
  const next =
    facts.status === 'awaiting_org'
      ? `${facts.organisationName} will now decide on it.`
      : `It has been referred to the union first (${playerApplicationStatusLabel(facts.status).toLowerCase()}); ${facts.organisationName} decides once the union has approved it.`;
  return {
    to: facts.recipient.email,
    subject: `Application to play for ${facts.teamName}, ${facts.organisationName}`,
    text:
      `Dear ${facts.recipient.name},\n\n` +
      `${who} to play for ${facts.teamName} at ${facts.organisationName} in the ${facts.season} season has been received. ${next}` +
      SIGN_OFF,
    portalPath: TRACK_PATH,
  };
}

export function volunteerRegistrationSubmittedEmail(facts: {
  recipient: Recipient;
  person: Pick<PersonRow, 'firstName' | 'lastName'>;
  roleValue: string;
  organisationName: string | null;
  season: string;
  dbsTriggered: boolean;
}): RegistrationEmail {
  const who = facts.recipient.isGuardian ? `${fullName(facts.person)}'s registration` : 'Your registration';
  const where = facts.organisationName ? ` at ${facts.organisationName}` : ' (unattached)';
  const dbs = facts.dbsTriggered
    ? ' This role needs a DBS check: a DBS application has been opened and you will be contacted about it.'
    : '';
  return {
    to: facts.recipient.email,
    subject: `Registration to volunteer as ${facts.roleValue}`,
    text:
      `Dear ${facts.recipient.name},\n\n` +
      `${who} to volunteer as ${facts.roleValue}${where} in the ${facts.season} season has been received.${dbs}` +
      SIGN_OFF,
    portalPath: TRACK_PATH,
  };
}

export function playerApplicationDecidedEmail(facts: {
  recipient: Recipient;
  person: Pick<PersonRow, 'firstName' | 'lastName'>;
  teamName: string;
  /** The variation the player was placed on (approval only). */
  teamChildValue: string | null;
  organisationName: string;
  season: string;
  approved: boolean;
}): RegistrationEmail {
  const who = facts.recipient.isGuardian ? `${fullName(facts.person)}'s application` : 'Your application';
  const team = facts.teamChildValue ? `${facts.teamName} (${facts.teamChildValue})` : facts.teamName;
  const outcome = facts.approved
    ? `has been approved by ${facts.organisationName}. ${facts.recipient.isGuardian ? `${facts.person.firstName ?? 'They'} is` : 'You are'} now registered to play for ${team}.`
    : `has not been approved by ${facts.organisationName}. Contact the club if you have any questions.`;
  return {
    to: facts.recipient.email,
    subject: `Application to play for ${facts.teamName}, ${facts.organisationName}: ${facts.approved ? 'approved' : 'not approved'}`,
    text:
      `Dear ${facts.recipient.name},\n\n` +
      `${who} to play for ${facts.teamName} at ${facts.organisationName} in the ${facts.season} season ${outcome}` +
      SIGN_OFF,
    portalPath: TRACK_PATH,
  };
}

export function volunteerRegistrationDecidedEmail(facts: {
  recipient: Recipient;
  person: Pick<PersonRow, 'firstName' | 'lastName'>;
  roleValue: string;
  organisationName: string | null;
  season: string;
  approved: boolean;
}): RegistrationEmail {
  const who = facts.recipient.isGuardian ? `${fullName(facts.person)}'s registration` : 'Your registration';
  const where = facts.organisationName ? ` at ${facts.organisationName}` : '';
  const outcome = facts.approved
    ? 'has been approved. The role now shows under Your Roles in MyWRU.'
    : 'has not been approved. Contact the club if you have any questions.';
  return {
    to: facts.recipient.email,
    subject: `Registration to volunteer as ${facts.roleValue}: ${facts.approved ? 'approved' : 'not approved'}`,
    text:
      `Dear ${facts.recipient.name},\n\n` +
      `${who} to volunteer as ${facts.roleValue}${where} in the ${facts.season} season ${outcome}` +
      SIGN_OFF,
    portalPath: TRACK_PATH,
  };
}

/** The union's decision on a referred application: approval hands it to the organisation; rejection ends it. */
export function playerApplicationUnionDecidedEmail(facts: {
  recipient: Recipient;
  person: Pick<PersonRow, 'firstName' | 'lastName'>;
  teamName: string;
  organisationName: string;
  season: string;
  approved: boolean;
  reason: string | null;
}): RegistrationEmail {
  const who = facts.recipient.isGuardian ? `${fullName(facts.person)}'s application` : 'Your application';
  const outcome = facts.approved
    ? `has been approved by the union. ${facts.organisationName} will now decide on it.`
    : `has not been approved by the union.${facts.reason ? ` Reason: ${facts.reason}` : ''}`;
  return {
    to: facts.recipient.email,
    subject: `Application to play for ${facts.teamName}, ${facts.organisationName}: ${facts.approved ? 'approved by the union' : 'not approved by the union'}`,
    text:
      `Dear ${facts.recipient.name},\n\n` +
      `${who} to play for ${facts.teamName} at ${facts.organisationName} in the ${facts.season} season ${outcome}` +
      SIGN_OFF,
    portalPath: TRACK_PATH,
  };
}
