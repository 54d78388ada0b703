import { defineReasons } from '../errors/reasons';
import { messages } from '../people/validation';

/** Why a sign-in e-mail change, or following its confirmation link, was refused. */
export const accountReasons = defineReasons({
  'account.email_change.contact_email': {
    code: 'conflict',
    en: 'This e-mail is not used to sign in: change it with the personal details (PATCH /api/person/{id})',
  },
  'account.email_change.no_account': { code: 'conflict', en: 'This e-mail is not used to sign in' },
  'account.email_change.too_many': {
    code: 'rate_limited',
    en: 'Too many attempts. Please wait a few minutes and try again.',
  },
  'account.wrong_password': { code: 'validation_failed', en: 'The password is not correct' },
  'account.email_invalid': { code: 'validation_failed', en: 'The e-mail is not valid' },
  'account.email_unchanged': { code: 'validation_failed', en: 'This is already the e-mail used to sign in' },
  'account.email_taken': { code: 'duplicate_email', en: messages.duplicateEmail },
  'account.link.invalid': { code: 'not_found', en: 'This link is not valid' },
  'account.link.used': { code: 'link_used', en: 'This link has already been used' },
  'account.link.superseded': {
    code: 'link_superseded',
    en: 'A newer request or a password change replaced this link',
  },
  'account.link.expired': { code: 'link_expired', en: 'This link has expired' },
});
