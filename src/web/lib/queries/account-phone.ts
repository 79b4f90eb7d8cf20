import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountPhoneResponse } from '#contracts/phone-auth';
import {
  getAccountPhone,
  removeAccountPhone,
  requestAccountPhoneCode,
  verifyAccountPhone,
} from '#contracts/endpoints/phone-auth';
import { call } from '../api';

// The signed-in person's verified phone (a way to sign in; decision 058), shown on /profile.

export const accountPhoneKey = ['account-phone'] as const;

export const accountPhoneQuery = () =>
  queryOptions({
    queryKey: accountPhoneKey,
    queryFn: ({ signal }) => call(getAccountPhone, { signal }),
  });

/** Texts a code to the number being added (nothing changes until it is verified). */
export const requestAccountPhoneCodeCall = (phone: string) =>
  call(requestAccountPhoneCode, { body: { phone } });

export function useVerifyAccountPhone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { phone: string; code: string }) => call(verifyAccountPhone, { body }),
    onSuccess: (phone) => qc.setQueryData<AccountPhoneResponse>(accountPhoneKey, phone),
  });
}

export function useRemoveAccountPhone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(removeAccountPhone),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountPhoneKey }),
  });
}
