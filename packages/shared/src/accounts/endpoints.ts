import { defineEndpoint } from '../contract';
import { PersonIdParamsSchema } from '../people/person';
import {
  EmailChangeConfirmedSchema,
  EmailChangeConfirmSchema,
  EmailChangeRequestSchema,
  EmailChangeStatusSchema,
} from './email-change';

const capability = 'accounts';

export { getSessionEndpoint } from './session-endpoint';

export const getEmailChangeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/person/:id/email-change',
  capability,
  summary: "How my or my child's e-mail changes, and the change waiting for its confirmation link",
  params: PersonIdParamsSchema,
  response: EmailChangeStatusSchema,
  refusals: [403, 409],
});

export const requestEmailChangeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/person/:id/email-change',
  capability,
  summary:
    "Ask to change a sign-in e-mail (your own, or your child's who signs in) with your current password: e-mails a link valid 24 hours to the new address and a notice to the old one",
  params: PersonIdParamsSchema,
  body: EmailChangeRequestSchema,
  response: EmailChangeStatusSchema,
  refusals: [403, 409, 429],
  reasons: [
    'person.email_at_issuer',
    'account.email_change.contact_email',
    'account.email_change.no_account',
    'account.email_change.too_many',
    'account.wrong_password',
    'account.email_invalid',
    'account.email_unchanged',
    'account.email_taken',
  ],
});

export const confirmEmailChangeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/email-change/confirm',
  capability,
  summary:
    "Follow an e-mail change link: the new e-mail takes effect and the person's other sessions end (410 when the link expired, was used or was replaced)",
  body: EmailChangeConfirmSchema,
  response: EmailChangeConfirmedSchema,
  refusals: [404, 409, 410],
  reasons: [
    'account.link.invalid',
    'account.link.used',
    'account.link.superseded',
    'account.link.expired',
    'account.email_taken',
  ],
  // The link's token is the proof: whoever follows it may be signed out, or signed in as someone else.
  isPublic: true,
});
