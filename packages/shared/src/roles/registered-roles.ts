/**
 * Wire shapes of a member's registered roles (the Your Roles page).
 */
import { z } from 'zod';
import { IsoDateSchema } from '../people/person';

const Id = z.number().int();

export const RegisteredRolesQuerySchema = z.object({
  includeDependants: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .describe("Also list your children's roles (when the person is you)"),
  activeOnly: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .describe('Only roles that have not ended'),
});
export type RegisteredRolesQuery = z.infer<typeof RegisteredRolesQuerySchema>;

export const RegisteredRoleSchema = z.object({
  id: Id,
  /** Null for a role held unattached (a referees' society referee). */
  organisationId: Id.nullable(),
  organisation: z.string().nullable(),
  personId: Id,
  personName: z.string(),
  /** The role card then shows "Not approved to particiapate" (the spec's spelling). */
  hasInvalidDbs: z.boolean(),
  isPlayingRole: z.boolean(),
  roleDetails: z.object({
    roleName: z.string(),
    /** The Welsh names of the role and the team template (decision 034; the English one where a Welsh name is missing). */
    roleNameCy: z.string(),
    activeFrom: IsoDateSchema,
    activeTo: IsoDateSchema.nullable(),
    teamChild: z.object({ id: Id, value: z.string() }).nullable(),
    teamParent: z
      .object({
        id: Id,
        teamTemplate: z.object({ name: z.string(), nameCy: z.string() }),
        gameFormat: z.object({ id: Id, name: z.string() }),
      })
      .nullable(),
  }),
});
export type RegisteredRole = z.infer<typeof RegisteredRoleSchema>;
export const RegisteredRoleListSchema = z.array(RegisteredRoleSchema);
