import type { AddressInput } from '@mywru/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { personQuery } from '../../../entities/person';

/** `POST /api/person/{id}/address`: the new current address (the last one held). */
export async function addAddress(memberId: string, address: AddressInput): Promise<unknown> {
  return apiData<unknown>(`/api/person/${memberId}/address`, { method: 'POST', body: address });
}

export function useAddAddress(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: AddressInput) => addAddress(memberId, address),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personQuery(memberId).queryKey }),
  });
}
