import { useQuery } from '@tanstack/react-query';
import type { AddressListResponse } from '#contracts/addresses';
import type { SessionUser } from '#contracts/auth';
import type { ReceivedInvitationsResponse } from '#contracts/invitations';
import { api, ApiError } from '../../lib/api';
import { invitationPrompts, profilePrompts, type ShellPrompt } from './prompts';

// Same key and query function result as the profile feature's address list: the cache entry
// is shared, so adding an address there clears the prompt here.
export const addressesQueryKey = ['addresses'] as const;

function countAddresses(q: { data?: AddressListResponse; error: unknown }): number {
  if (q.data) return q.data.addresses.length;
  // Signed out meanwhile, or no address API: no addresses to count.
  if (q.error instanceof ApiError && (q.error.status === 401 || q.error.status === 404)) return 0;
  // Still loading or a passing failure: do not claim the person has no address.
  return 1;
}

/** Prompts for the notifications drawer and the bell's badge (null user: none). */
export function useProfilePrompts(user: SessionUser | null): ShellPrompt[] {
  const addresses = useQuery({
    queryKey: addressesQueryKey,
    queryFn: () => api<AddressListResponse>('/addresses'),
    enabled: Boolean(user),
  });
  // The invitations feature reads and invalidates the same key: answering one clears it here.
  const invitations = useQuery({
    queryKey: ['invitations', 'received', 0],
    queryFn: () => api<ReceivedInvitationsResponse>('/invitations/received?size=20'),
    enabled: Boolean(user),
  });
  if (!user) return [];
  return [
    ...profilePrompts({
      emailVerified: user.emailVerified,
      addressCount: countAddresses(addresses),
    }),
    ...invitationPrompts(invitations.data?.items ?? []),
  ];
}
