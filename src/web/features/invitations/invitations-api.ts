import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InvitationAnswerResponse,
  InvitationDetailResponse,
  ReceivedInvitationsResponse,
  SendInvitationsResponse,
  SentInvitationsResponse,
} from '#contracts/invitations';
import { api } from '../../lib/api';

/** Invitations per page on /invite/list. */
export const INVITATIONS_PAGE_SIZE = 20;

// Every key starts with 'invitations': the notifications drawer reads ['invitations',
// 'received', …] too, so one invalidation after a change refreshes the list and the bell.
const keys = {
  all: ['invitations'] as const,
  sent: (from: number) => ['invitations', 'sent', from] as const,
  received: (from: number) => ['invitations', 'received', from] as const,
  one: (id: string) => ['invitations', 'one', id] as const,
};

export function useSentInvitations(from: number) {
  return useQuery({
    queryKey: keys.sent(from),
    queryFn: () =>
      api<SentInvitationsResponse>(`/invitations/sent?from=${from}&size=${INVITATIONS_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}

export function useReceivedInvitations() {
  return useQuery({
    queryKey: keys.received(0),
    queryFn: () =>
      api<ReceivedInvitationsResponse>(`/invitations/received?size=${INVITATIONS_PAGE_SIZE}`),
  });
}

export function useInvitation(id: string | null) {
  return useQuery({
    queryKey: keys.one(id ?? ''),
    queryFn: () => api<InvitationDetailResponse>(`/invitations/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
    retry: false,
  });
}

function useInvalidateInvitations() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: keys.all });
    // Accepting follows the sender: follow buttons and follower counts change.
    void qc.invalidateQueries({ queryKey: ['social'] });
    void qc.invalidateQueries({ queryKey: ['chefs'] });
    void qc.invalidateQueries({ queryKey: ['profiles'] });
  };
}

export function useSendInvitations() {
  const invalidate = useInvalidateInvitations();
  return useMutation({
    mutationFn: (emails: string) =>
      api<SendInvitationsResponse>('/invitations', { method: 'POST', body: { emails } }),
    onSuccess: invalidate,
  });
}

export function useAnswerInvitation() {
  const invalidate = useInvalidateInvitations();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'ignore' }) =>
      api<InvitationAnswerResponse>(`/invitations/${id}/${answer}`, { method: 'POST' }),
    onSuccess: invalidate,
  });
}

/** The page of the person who sent an invitation: chefs have their chef page. */
export const senderPath = (sender: { id: string; isChef: boolean }) =>
  sender.isChef ? `/chef/${sender.id}` : `/profile/${sender.id}`;
