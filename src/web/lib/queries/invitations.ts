import { queryOptions } from '@tanstack/react-query';
import { listReceivedInvitations, listSentInvitations } from '#contracts/endpoints/invitations';
import { call } from '../api';

/** Invitations per page on /invite/list. */
export const INVITATIONS_PAGE_SIZE = 20;

// Every key starts with 'invitations': the notifications drawer reads the received ones too,
// so one invalidation after a change refreshes the list and the bell.
export const invitationsKey = ['invitations'] as const;

export const sentInvitationsQuery = (from: number) =>
  queryOptions({
    queryKey: [...invitationsKey, 'sent', from],
    queryFn: ({ signal }) =>
      call(listSentInvitations, { query: { from, size: INVITATIONS_PAGE_SIZE }, signal }),
  });

/** The first page of invitations I received (the list page and the drawer's prompts). */
export const receivedInvitationsQuery = () =>
  queryOptions({
    queryKey: [...invitationsKey, 'received', 0],
    queryFn: ({ signal }) =>
      call(listReceivedInvitations, { query: { size: INVITATIONS_PAGE_SIZE }, signal }),
  });
