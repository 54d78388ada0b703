import { defineEndpoint } from '../contract';
import { PersonRoleQuerySchema, PersonRoleRecordListSchema } from '../organisations/organisation-people';
import { PersonIdParamsSchema } from '../people/person';
import { RegisteredRoleListSchema, RegisteredRolesQuerySchema } from './registered-roles';
import {
  GrantUnionRoleSchema,
  UnionRoleCandidateListSchema,
  UnionRoleCandidatesQuerySchema,
  UnionRoleHolderListSchema,
  UnionRoleHolderSchema,
  UnionRoleParamsSchema,
} from './union-roles';

/** The member's registered roles (and, when asked, their children's). */
export const listRegisteredRolesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/person/:id/roles',
  capability: 'roles',
  summary: 'Registered roles of a person (you or your child); with includeDependants=true, your children’s too',
  params: PersonIdParamsSchema,
  query: RegisteredRolesQuerySchema,
  response: RegisteredRoleListSchema,
  refusals: [403],
});

/** Person role records: the member's own, or an official's view in the organisations where they manage them. */
export const listPersonRoleRecordsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/person/:id/role',
  capability: 'roles',
  summary:
    "Person role records: your own (or your child's) roles, or, for an official, the member's roles in the organisations where they manage them",
  params: PersonIdParamsSchema,
  query: PersonRoleQuerySchema,
  response: PersonRoleRecordListSchema,
  refusals: [403, 404],
});

/** The active union role grants (area union-roles). */
export const listUnionRolesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/union/roles',
  capability: 'roles',
  summary: 'Active union role grants: holder, role, granted when and by whom',
  response: UnionRoleHolderListSchema,
  refusals: [400, 403, 404, 409],
});

/** Adults to grant a union role to. */
export const listUnionRoleCandidatesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/union/roles/candidates',
  capability: 'roles',
  summary: 'Adults by name or member id (at most 20) with the union roles they hold, for granting a role',
  query: UnionRoleCandidatesQuerySchema,
  response: UnionRoleCandidateListSchema,
  refusals: [403, 404, 409],
});

/** The Union Administrator grants a union role. */
export const grantUnionRoleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/union/roles',
  capability: 'roles',
  summary: 'Grant a union role to a person (409 if they already hold it, or for a child)',
  body: GrantUnionRoleSchema,
  response: UnionRoleHolderSchema,
  status: 201,
  refusals: [403, 404, 409],
  reasons: ['union_role.person_not_found', 'union_role.child', 'union_role.duplicate'],
});

/** The Union Administrator ends a union role grant. */
export const endUnionRoleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/union/roles/:id/end',
  capability: 'roles',
  summary: 'End a union role grant (409 if already ended, or if it is the last Union Administrator)',
  params: UnionRoleParamsSchema,
  response: UnionRoleHolderSchema,
  refusals: [403, 404, 409],
  reasons: ['union_role.not_found', 'union_role.already_ended', 'union_role.last_administrator'],
});
