import { defineReasons } from '../errors/reasons';
import { messages } from './validation';

/** Why a person's details, children, address or preferences, or a person search, were refused. */
export const personReasons = defineReasons({
  'person.details_invalid': { code: 'validation_failed', en: 'The details are not valid' },
  'person.email_taken': { code: 'duplicate_email', en: messages.duplicateEmail },
  'person.email_needs_confirmation': {
    code: 'conflict',
    en: 'This e-mail is used to sign in: changing it needs the current password and a confirmation link (POST /api/person/{id}/email-change)',
  },
  'person.email_at_issuer': {
    code: 'conflict',
    en: 'This e-mail is used to sign in with the identity provider: change it there',
  },
  'person.permission.add_child': { code: 'forbidden', en: 'Only an adult member has permission to add a child' },
  'person.not_in_organisation': { code: 'not_found', en: 'This person has no role in this organisation' },
});
