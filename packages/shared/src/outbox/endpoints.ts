import { defineEndpoint } from '../contract';
import { OutboxSchema } from './schemas';

/** The e-mail a server without SMTP kept instead of sending (the Union Administrator only). */
export const readOutboxEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/union/outbox',
  capability: 'outbox',
  summary:
    'The e-mail this server kept instead of sending (no SMTP server configured), newest first; empty with isKept false when SMTP is configured',
  response: OutboxSchema,
  refusals: [403],
  reasons: ['back_office.permission.outbox'],
});
