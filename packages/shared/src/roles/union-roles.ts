/**
 * Union roles in the back office (area union-roles: the Union Administrator only): who holds
 * which union role, granting one to a person found by name or member id, and ending one. The
 * union can never end its last Union Administrator, so it cannot lock itself out.
 */
import { z } from 'zod';
import { TEXT_LIMITS, idParam, textField } from '../fields/fields';
import { MemberIdSchema } from '../people/person';
import { UNION_ROLES } from '../back-office/permissions';

const Id = z.number().int();
const Timestamp = z.string().describe('ISO 8601 date-time');

const PersonRef = z.object({ id: Id, firstName: z.string().nullable(), lastName: z.string().nullable() });

export const UnionRoleHolderSchema = z.object({
  /** The union role grant's id (used to end it). */
  id: Id,
  role: z.enum(UNION_ROLES),
  person: PersonRef.extend({ email: z.string().nullable() }),
  grantedAt: Timestamp,
  /** Null for a grant made outside the back office (e.g. the first administrator). */
  grantedBy: PersonRef.nullable(),
  endedAt: Timestamp.nullable(),
});
export type UnionRoleHolder = z.infer<typeof UnionRoleHolderSchema>;
export const UnionRoleHolderListSchema = z.array(UnionRoleHolderSchema);

export const GrantUnionRoleSchema = z.object({
  personId: MemberIdSchema,
  role: z.enum(UNION_ROLES),
});
export type GrantUnionRole = z.infer<typeof GrantUnionRoleSchema>;

export const UnionRoleParamsSchema = z.object({ id: idParam() });

export const UNION_ROLE_CANDIDATE_LIMIT = 20;

export const UnionRoleCandidatesQuerySchema = z.object({
  search: textField(TEXT_LIMITS.search).min(2, 'Type at least 2 characters'),
});

/** A person who may be given a union role, with the union roles they hold now. */
export const UnionRoleCandidateSchema = PersonRef.extend({
  email: z.string().nullable(),
  roles: z.array(z.enum(UNION_ROLES)),
});
export type UnionRoleCandidate = z.infer<typeof UnionRoleCandidateSchema>;
export const UnionRoleCandidateListSchema = z.array(UnionRoleCandidateSchema);
