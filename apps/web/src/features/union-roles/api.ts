import {
  UnionRoleCandidateListSchema,
  UnionRoleHolderListSchema,
  UnionRoleHolderSchema,
  type GrantUnionRole,
  type UnionRoleHolder,
} from '@mywru/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiData, apiRequest } from '../../lib/api-client';

export const unionRolesKey = ['union', 'roles'] as const;

/** `GET /api/union/roles`: the active union role grants. */
export function useUnionRoles() {
  return useQuery({
    queryKey: [...unionRolesKey, 'holders'],
    queryFn: async () => UnionRoleHolderListSchema.parse(await apiData<unknown>('/api/union/roles')),
  });
}

/** `GET /api/union/roles/candidates?search=`: adults to grant a role to (at least 2 characters). */
export function useRoleCandidates(search: string) {
  return useQuery({
    queryKey: [...unionRolesKey, 'candidates', search],
    queryFn: async () =>
      UnionRoleCandidateListSchema.parse(
        await apiData<unknown>(`/api/union/roles/candidates?search=${encodeURIComponent(search)}`),
      ),
    enabled: search.length >= 2,
  });
}

export type ChangeResult =
  | { ok: true; holder: UnionRoleHolder }
  | { ok: false; status: number | null; message: string; errors: Record<string, string[]> };

/** Grant (`POST /api/union/roles`) and end (`POST /api/union/roles/{id}/end`); both refresh the holders. */
export function useUnionRoleChanges() {
  const client = useQueryClient();
  const change = useCallback(
    async (path: string, body?: unknown): Promise<ChangeResult> => {
      const result = await apiRequest<unknown>(path, { method: 'POST', ...(body === undefined ? {} : { body }) });
      if (!result.success) {
        // A conflict means the list is out of date (ended meanwhile): show it as it is now.
        if (result.status === 409) await client.invalidateQueries({ queryKey: unionRolesKey });
        return { ok: false, status: result.status, message: result.message ?? '', errors: result.errors ?? {} };
      }
      await client.invalidateQueries({ queryKey: unionRolesKey });
      return { ok: true, holder: UnionRoleHolderSchema.parse(result.data) };
    },
    [client],
  );
  return {
    grant: useCallback((input: GrantUnionRole) => change('/api/union/roles', input), [change]),
    end: useCallback((id: number) => change(`/api/union/roles/${id}/end`), [change]),
  };
}
