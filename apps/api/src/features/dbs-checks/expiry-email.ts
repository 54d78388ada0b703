import type { Recipient, RegistrationEmail } from '../../domain/registration/emails';
import type { PersonRow } from '../../domain/person/queries';
import { translator, type Translate } from '../../lib/i18n/translate';

/** "31 May 2027" ("31 Mai 2027" in Welsh). */
function longDate(language: string, day: string): string {
  return new Intl.DateTimeFormat(language === 'cy' ? 'cy' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

function fullName(person: Pick<PersonRow, 'firstName' | 'lastName'>, t: Translate): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || t('emails:dbsExpiry.familyMember');
}

/**
 * The reminder a DBS check holder (or a child holder's guardian) gets before the check expires, in
 * the recipient's language (words in lib/i18n/locales/<language>/emails.json, `dbsExpiry.*`).
 */
export function dbsExpiryReminderEmail(facts: {
  recipient: Recipient;
  person: Pick<PersonRow, 'firstName' | 'lastName'>;
  expiry: string;
  daysLeft: number;
}): RegistrationEmail {
  const t = translator(facts.recipient.language);
  const date = longDate(facts.recipient.language, facts.expiry);
  const name = facts.recipient.isGuardian ? fullName(facts.person, t) : '';
  const whose = (inText: boolean) =>
    facts.recipient.isGuardian
      ? t(inText ? 'emails:dbsExpiry.childInText' : 'emails:dbsExpiry.child', { name })
      : t(inText ? 'emails:dbsExpiry.yoursInText' : 'emails:dbsExpiry.yours');
  const when = facts.daysLeft === 1 ? t('emails:dbsExpiry.tomorrow') : t('emails:dbsExpiry.inDays', { days: facts.daysLeft });
  return {
    to: facts.recipient.email,
    subject: t('emails:dbsExpiry.subject', { whose: whose(false), date }),
    text: `${t('emails:letter.dear', { name: facts.recipient.name })}\n\n${t('emails:dbsExpiry.text', { whose: whose(true), date, when })}`,
    portalPath: '/participation/dbs',
    language: facts.recipient.language,
  };
}
