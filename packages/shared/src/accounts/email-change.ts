/**
 * Changing the e-mail of a person who signs in: the request (new address and the requester's current
 * password), the state the profile shows, and the confirmation by the link e-mailed to the new address.
 */
import { z } from 'zod';
import { TEXT_LIMITS, textField } from '../fields/fields';
import { emailField } from '../people/validation';

/** Hours a confirmation link stays valid. */
export const EMAIL_CHANGE_LINK_HOURS = 24;

/**
 * How this person's e-mail changes: `confirm` (it is a sign-in e-mail here: current password, then a
 * link to the new address), `direct` (a contact e-mail only: the personal-details form saves it),
 * `issuer` (the sign-in e-mail belongs to the external identity provider: changed there, not here).
 */
export const EmailChangeMethodSchema = z.enum(['confirm', 'direct', 'issuer']);
export type EmailChangeMethod = z.infer<typeof EmailChangeMethodSchema>;

/** POST /person/{id}/email-change. */
export const EmailChangeRequestSchema = z.object({
  email: emailField('Email'),
  password: textField(TEXT_LIMITS.password, { required: 'Password is required' }).pipe(
    z.string().min(1, 'Password is required'),
  ),
});
export type EmailChangeRequest = z.infer<typeof EmailChangeRequestSchema>;

/** GET /person/{id}/email-change, and the answer of a request. */
export const EmailChangeStatusSchema = z.object({
  method: EmailChangeMethodSchema,
  /** The address a live confirmation link was sent to, if any. */
  pendingEmail: z.string().nullable(),
  pendingExpiresAt: z.string().nullable(),
});
export type EmailChangeStatus = z.infer<typeof EmailChangeStatusSchema>;

/**
 * POST /email-change/confirm: the token of the link, as the confirmation page read it, and nothing
 * else (strict: a confirmation that carried more than its token was not made by the portal's page).
 */
export const EmailChangeConfirmSchema = z.strictObject({
  token: textField(TEXT_LIMITS.cursor).pipe(z.string().min(1)),
});
export type EmailChangeConfirm = z.infer<typeof EmailChangeConfirmSchema>;

export const EmailChangeConfirmedSchema = z.object({ email: z.string() });
export type EmailChangeConfirmed = z.infer<typeof EmailChangeConfirmedSchema>;
