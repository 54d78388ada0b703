import { z } from 'zod';
import { UNION_ROLES } from '../back-office/permissions';
import { LanguageSchema } from '../people/language';

export { memberIdFromSubject } from './member-id';

export const SessionUserSchema = z.object({
  sub: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  memberId: z.number().int(),
  /**
   * The person's active union staff roles (none for members and organisation officials), read at
   * each call: the dashboard shows its 'Union' card from them without asking the back office.
   */
  unionRoles: z.array(z.enum(UNION_ROLES)).default([]),
  /** The language kept on the person's record (null until they choose one): the web switches to it on sign-in. */
  language: LanguageSchema.nullable().default(null),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** What `GET /auth/session` answers: who is signed in, if anyone. */
export const AuthSessionSchema = z.object({
  isAuthenticated: z.boolean(),
  user: SessionUserSchema.nullable(),
});
export type AuthSession = z.infer<typeof AuthSessionSchema>;
