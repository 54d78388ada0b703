import type { Recipient, RegistrationEmail } from '../../domain/registration/emails';
import type { PersonRow } from '../../domain/person/queries';

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function fullName(person: Pick<PersonRow, 'firstName' | 'lastName'>): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || 'your family member';
}

/** The reminder a DBS check holder (or a child holder's guardian) gets before the check expires. */
export function dbsExpiryReminderEmail(facts: {
  recipient: Recipient;
  person: Pick<PersonRow, 'firstName' | 'lastName'>;
  expiry: string;
  daysLeft: number;
}): RegistrationEmail {
  const date = longDate.format(new Date(`${facts.expiry}T00:00:00Z`));
  const whose = facts.recipient.isGuardian ? `${fullName(facts.person)}'s DBS check` : 'Your DBS check';
  const when = facts.daysLeft === 1 ? 'tomorrow' : `in ${facts.daysLeft} days`;
  return {
    to: facts.recipient.email,
    subject: `${whose} expires on ${date}`,
    text:
      `Dear ${facts.recipient.name},\n\n` +
      `${whose} expires on ${date}, ${when}. Volunteer roles that need a DBS check can only be held with a valid one, ` +
      `so please renew it before then: your club's safeguarding officer can start a new application.\n\n` +
      'You can see the DBS record under Participation in MyWRU.',
    portalPath: '/participation/dbs',
  };
}
