import { queryKeyOf, type EmailChangeRequest } from '@mywru/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endpointQuery, lazyEndpoint, useEndpointMutation } from '../../../lib/endpoint-client';

const accountsContracts = () => import('@mywru/shared/accounts/endpoints');
const getEmailChangeEndpoint = lazyEndpoint(
  'GET',
  '/api/person/:id/email-change',
  async () => (await accountsContracts()).getEmailChangeEndpoint,
);
const requestEmailChangeEndpoint = lazyEndpoint(
  'POST',
  '/api/person/:id/email-change',
  async () => (await accountsContracts()).requestEmailChangeEndpoint,
);

/** `GET /api/person/{id}/email-change`: how this person's e-mail changes, and a change waiting for its link. */
export function useEmailChangeStatus(personId: number | null) {
  return useQuery({
    ...endpointQuery(getEmailChangeEndpoint, { params: { id: personId ?? 0 } }),
    enabled: personId !== null,
  });
}

/**
 * `POST /api/person/{id}/email-change`: the new address and the current password; a link goes to the
 * new address. The answer is the state `useEmailChangeStatus` reads, so it replaces that read's data
 * under the contract's key. `mutateAsync` takes the request for the person this hook was made for.
 */
export function useRequestEmailChange(personId: number | null) {
  const queryClient = useQueryClient();
  const mutation = useEndpointMutation(requestEmailChangeEndpoint, {
    onSuccess: (status, { params }) => queryClient.setQueryData(queryKeyOf(getEmailChangeEndpoint, { params }), status),
  });
  const { mutateAsync } = mutation;
  const request = useCallback(
    (body: EmailChangeRequest) => {
      if (personId === null) throw new Error('No person to change the e-mail of');
      return mutateAsync({ params: { id: personId }, body });
    },
    [mutateAsync, personId],
  );
  return { ...mutation, mutateAsync: request };
}
