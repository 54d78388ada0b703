/**
 * The e-mails of registrations, composed in one place: the submission e-mails here, and the
 * decision e-mails of organisation administration can reuse `registrationRecipient` and the
 * wording. A child's e-mails go to the guardian.
 */
import { playerApplicationStatusLabel } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { PersonRow } from '../../lib/person-access';
import { findPersonRow } from './queries';

/** What the mailer sends (`app.mailer.send(message, tx)`). */
export interface RegistrationEmail {
  to: string;
  subject: string;
  text: string;
}

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
    const guardian = await findPersonRow(db, person.parentId);
    if (!guardian?.email) return null;
    return { email: guardian.email, name: guardian.firstName ?? fullName(guardian), isGuardian: true };
  }
  if (!person.email) return null;
  return { email: person.email, name: person.firstName ?? fullName(person), isGuardian: false };
}

const SIGN_OFF = '\n\nYou can follow its progress under Track Registrations in MyWRU.\n\nWelsh Rugby Union';

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
  const dbs = facts.dbsTriggered ? ' This role needs a DBS check: a DBS application has been opened and you will be contacted about it.' : '';
  return {
    to: facts.recipient.email,
    subject: `Registration to volunteer as ${facts.roleValue}`,
    text:
      `Dear ${facts.recipient.name},\n\n` +
      `${who} to volunteer as ${facts.roleValue}${where} in the ${facts.season} season has been received.${dbs}` +
      SIGN_OFF,
  };
}
