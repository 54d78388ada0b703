import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const PASSWORD_CONNECTION = 'Username-Password-Authentication';

export interface ChangePasswordInput {
  clientId: string;
  email: string;
}

/** Asks the identity provider to e-mail a single-use password reset link. */
export async function requestPasswordChange({ clientId, email }: ChangePasswordInput): Promise<void> {
  const result = await apiRequest('/oidc/dbconnections/change_password', {
    method: 'POST',
    body: { client_id: clientId, email, connection: PASSWORD_CONNECTION },
  });
  if (!result.success) throw new Error(result.message ?? 'change_password failed');
}

export function useRequestPasswordChange() {
  return useMutation({ mutationFn: requestPasswordChange });
}
