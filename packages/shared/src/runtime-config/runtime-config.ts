import { z } from 'zod';

/** Deployment settings the web app reads from `GET /api/config`. */
export const RuntimeConfigSchema = z.object({
  helpSiteUrl: z.string().url(),
  /** The union's legal and privacy page. */
  legalUrl: z.string().url(),
  supportEmail: z.string().email(),
  oidcClientId: z.string(),
  /** The QA host shows the extra sponsor marketing preference. */
  qaHost: z.boolean(),
  /** No SMTP server: e-mail is kept in the outbox the Union Administrator reads in the back office. */
  hasOutbox: z.boolean(),
  passwordResetConnection: z.string(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
