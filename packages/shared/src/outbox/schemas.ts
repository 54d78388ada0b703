/**
 * The outbox as the union's Administrator reads it in the back office. A server with no SMTP server
 * configured keeps every e-mail it would send in its outbox instead of sending it; the outbox holds
 * password-reset links, so only the Administrator, signed in, reads it. With SMTP configured, e-mail
 * is sent and there is no outbox to read.
 */
import { z } from 'zod';

/** The newest messages the page shows. */
export const OUTBOX_PAGE_SIZE = 200;

export const OutboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxSchema = z.object({
  /** False when an SMTP server is configured: e-mail is sent, none is kept here to read. */
  isKept: z.boolean(),
  /** Newest first, at most OUTBOX_PAGE_SIZE. */
  messages: z.array(OutboxMessageSchema),
});
export type Outbox = z.infer<typeof OutboxSchema>;

/** Audit action of a read of the outbox (it holds other people's sign-in links). */
export const OUTBOX_READ_ACTION = 'outbox.read';
