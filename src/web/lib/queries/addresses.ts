import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { AddressInput, AddressUpdate } from '#contracts/addresses';
import {
  addAddress,
  deleteAddress,
  listAddresses,
  updateAddress,
} from '#contracts/endpoints/addresses';
import { call } from '../api';
import { myProfileKey } from './profile';

// My saved addresses: read by the addresses page, checkout, the location dialog, the
// onboarding wizard and the shell's prompts, all through this one cache entry.

export const addressesKey = ['addresses'] as const;

export const addressesQuery = () =>
  queryOptions({
    queryKey: addressesKey,
    queryFn: ({ signal }) => call(listAddresses, { signal }),
  });

export function useAddresses(enabled = true) {
  return useQuery({ ...addressesQuery(), enabled });
}

/** After an address change: the list, and the profile that shows the default address. */
export function invalidateAddresses(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: addressesKey }),
    qc.invalidateQueries({ queryKey: myProfileKey }),
  ]);
}

/** Adds an address (no id) or edits one. */
export function useSaveAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AddressInput | AddressUpdate }) =>
      id
        ? call(updateAddress, { params: { id }, body })
        : call(addAddress, { body: body as AddressInput }),
    onSuccess: () => invalidateAddresses(qc),
  });
}

export function useDeleteAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(deleteAddress, { params: { id } }),
    onSuccess: () => invalidateAddresses(qc),
  });
}
