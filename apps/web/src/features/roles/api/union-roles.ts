import { queryKeyOfPath, urlOf, type GrantUnionRole, type UnionRoleHolder } from '@mywru/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { endpointQuery, lazyEndpoint, useEndpointMutation } from '../../../lib/endpoint-client';

/**
 * The union roles' contracts load with the first call (`lazyEndpoint`, decision 035): the page's
 * first load leaves out their schemas and zod; the list's contract loads while the list is read.
 */
const rolesContracts = () => import('@mywru/shared/roles/endpoints');
const listUnionRolesEndpoint = lazyEndpoint(
  'GET',
  '/api/union/roles',
  async () => (await rolesContracts()).listUnionRolesEndpoint,
);
const listUnionRoleCandidatesEndpoint = lazyEndpoint(
  'GET',
  '/api/union/roles/candidates',
  async () => (await rolesContracts()).listUnionRoleCandidatesEndpoint,
);
const grantUnionRoleEndpoint = lazyEndpoint(
  'POST',
  '/api/union/roles',
  async () => (await rolesContracts()).grantUnionRoleEndpoint,
);
const endUnionRoleEndpoint = lazyEndpoint(
  'POST',
  '/api/union/roles/:id/end',
  async () => (await rolesContracts()).endUnionRoleEndpoint,
);

/** Every read of union roles: the holders and the candidates. */
const unionRolesKey = queryKeyOfPath(urlOf(listUnionRolesEndpoint));

/** `GET /api/union/roles`: the active union role grants. */
export function useUnionRoles() {
  return useQuery(endpointQuery(listUnionRolesEndpoint));
}

/** `GET /api/union/roles/candidates?search=`: adults to grant a role to (at least 2 characters). */
export function useRoleCandidates(search: string) {
  return useQuery({
    ...endpointQuery(listUnionRoleCandidatesEndpoint, { query: { search } }),
    enabled: search.length >= 2,
  });
}

export type ChangeResult = { ok: true; holder: UnionRoleHolder } | { ok: false; error: ApiError };

/** Grant (`POST /api/union/roles`) and end (`POST /api/union/roles/{id}/end`); both refresh the holders. */
export function useUnionRoleChanges() {
  const client = useQueryClient();
  const options = {
    invalidates: () => [unionRolesKey],
    // A conflict means the list is out of date (ended meanwhile): show it as it is now.
    onError: (error: ApiError) =>
      error.status === 409 ? client.invalidateQueries({ queryKey: unionRolesKey }) : undefined,
  };
  const grant = useEndpointMutation(grantUnionRoleEndpoint, options).mutateAsync;
  const end = useEndpointMutation(endUnionRoleEndpoint, options).mutateAsync;
  return {
    grant: useCallback((input: GrantUnionRole) => settle(grant({ body: input })), [grant]),
    end: useCallback((id: number) => settle(end({ params: { id } })), [end]),
  };
}

async function settle(change: Promise<UnionRoleHolder>): Promise<ChangeResult> {
  try {
    return { ok: true, holder: await change };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, error };
    throw error;
  }
}
