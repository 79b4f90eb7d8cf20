import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptInvitation,
  getInvitation,
  ignoreInvitation,
  sendInvitations,
} from '#contracts/endpoints/invitations';
import { call } from '../../lib/api';
import {
  invitationsKey,
  receivedInvitationsQuery,
  sentInvitationsQuery,
} from '../../lib/queries/invitations';

export function useSentInvitations(from: number) {
  return useQuery({ ...sentInvitationsQuery(from), placeholderData: keepPreviousData });
}

export function useReceivedInvitations() {
  return useQuery(receivedInvitationsQuery());
}

export function useInvitation(id: string | null) {
  return useQuery({
    queryKey: [...invitationsKey, 'one', id ?? ''],
    queryFn: ({ signal }) => call(getInvitation, { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
  });
}

function useInvalidateInvitations() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: invitationsKey });
    // Accepting follows the sender: follow buttons and follower counts change.
    void qc.invalidateQueries({ queryKey: ['social'] });
    void qc.invalidateQueries({ queryKey: ['chefs'] });
    void qc.invalidateQueries({ queryKey: ['profiles'] });
  };
}

export function useSendInvitations() {
  const invalidate = useInvalidateInvitations();
  return useMutation({
    mutationFn: (emails: string) => call(sendInvitations, { body: { emails } }),
    onSuccess: invalidate,
  });
}

export function useAnswerInvitation() {
  const invalidate = useInvalidateInvitations();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'ignore' }) =>
      call(answer === 'accept' ? acceptInvitation : ignoreInvitation, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** The page of the person who sent an invitation: chefs have their chef page. */
export const senderPath = (sender: { id: string; isChef: boolean }) =>
  sender.isChef ? `/chef/${sender.id}` : `/profile/${sender.id}`;
