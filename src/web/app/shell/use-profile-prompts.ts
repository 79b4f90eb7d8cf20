import { useQuery } from '@tanstack/react-query';
import type { AddressListResponse } from '#contracts/addresses';
import type { SessionUser } from '#contracts/auth';
import { ApiError } from '../../lib/api';
import { addressesQuery } from '../../lib/queries/addresses';
import { receivedInvitationsQuery } from '../../lib/queries/invitations';
import { settingsQuery } from '../../lib/queries/settings';
import {
  invitationPrompts,
  notificationSettingsPrompts,
  profilePrompts,
  type ShellPrompt,
} from './prompts';

function countAddresses(q: { data?: AddressListResponse; error: unknown }): number {
  if (q.data) return q.data.addresses.length;
  // Signed out meanwhile, or no address API: no addresses to count.
  if (q.error instanceof ApiError && (q.error.status === 401 || q.error.status === 404)) return 0;
  // Still loading or a passing failure: do not claim the person has no address.
  return 1;
}

/** Prompts for the notifications drawer and the bell's badge (null user: none). */
export function useProfilePrompts(user: SessionUser | null): ShellPrompt[] {
  // The same cache entries as the addresses page and the invitations list: adding an address
  // or answering an invitation there clears the prompt here.
  const addresses = useQuery({ ...addressesQuery(), enabled: Boolean(user) });
  const invitations = useQuery({ ...receivedInvitationsQuery(), enabled: Boolean(user) });
  // The settings pages' cache entry: saving notification settings there clears the prompt here.
  const settings = useQuery({ ...settingsQuery(user?.id ?? ''), enabled: Boolean(user) });
  if (!user) return [];
  return [
    ...profilePrompts({
      // No e-mail (an X or phone account): nothing to verify.
      emailVerified: user.emailVerified || user.email === null,
      addressCount: countAddresses(addresses),
    }),
    ...invitationPrompts(invitations.data?.items ?? []),
    ...notificationSettingsPrompts(settings.data?.notifications.configuredAt),
  ];
}
