import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminTicketReplyBody,
  AdminTicketResponse,
  CreateTicketBody,
  SupportTicketStatusValue,
  TicketResponse,
} from '#contracts/support';
import { TICKET_KEY_HEADER } from '#contracts/support';
import {
  answerSupportTicket,
  assignSupportTicket,
  createSupportTicket,
  getAdminSupportTicket,
  getMySupportTickets,
  getSupportInbox,
  getSupportTicket,
  replyToSupportTicket,
  setSupportTicketStatus,
} from '#contracts/endpoints/support';
import { call } from '../../lib/api';

const root = ['support'] as const;
const inboxRoot = ['admin', 'support'] as const;

/** A guest's key from the e-mailed link travels in a header, never in an API URL. */
const keyHeaders = (key: string | null) => (key ? { [TICKET_KEY_HEADER]: key } : undefined);

export function useMyTickets(enabled: boolean) {
  return useQuery({
    queryKey: [...root, 'mine'],
    queryFn: ({ signal }) => call(getMySupportTickets, { signal }),
    enabled,
  });
}

export function useCreateTicket() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTicketBody) => call(createSupportTicket, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: root }),
  });
}

export function useTicket(ticketId: string, key: string | null) {
  return useQuery({
    queryKey: [...root, 'ticket', ticketId, key],
    queryFn: ({ signal }) =>
      call(getSupportTicket, { params: { ticketId }, headers: keyHeaders(key), signal }),
  });
}

export function useReply(ticketId: string, key: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      call(replyToSupportTicket, {
        params: { ticketId },
        body: { message },
        headers: keyHeaders(key),
      }),
    onSuccess: (data: TicketResponse) => {
      qc.setQueryData([...root, 'ticket', ticketId, key], { ticket: data.ticket });
      return qc.invalidateQueries({ queryKey: [...root, 'mine'] });
    },
  });
}

export function useInbox(status: SupportTicketStatusValue, mine: boolean, page: number) {
  return useQuery({
    queryKey: [...inboxRoot, 'list', status, mine, page],
    queryFn: ({ signal }) => call(getSupportInbox, { query: { status, mine, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The query of one ticket in the inbox. */
export const inboxTicketKey = (ticketId: string) => [...inboxRoot, 'ticket', ticketId] as const;

export function useInboxTicket(ticketId: string) {
  return useQuery({
    queryKey: inboxTicketKey(ticketId),
    queryFn: ({ signal }) => call(getAdminSupportTicket, { params: { ticketId }, signal }),
  });
}

/** The admin's actions on one ticket; each refreshes the ticket and the inbox's lists. */
export function useInboxActions(ticketId: string) {
  const qc = useQueryClient();
  const onSuccess = async (data: AdminTicketResponse) => {
    qc.setQueryData(inboxTicketKey(ticketId), { ticket: data.ticket });
    await qc.invalidateQueries({ queryKey: [...inboxRoot, 'list'] });
  };
  const params = { ticketId };
  return {
    assign: useMutation({
      mutationFn: () => call(assignSupportTicket, { params }),
      onSuccess,
    }),
    answer: useMutation({
      mutationFn: (body: AdminTicketReplyBody) => call(answerSupportTicket, { params, body }),
      onSuccess,
    }),
    setStatus: useMutation({
      mutationFn: (status: SupportTicketStatusValue) =>
        call(setSupportTicketStatus, { params, body: { status } }),
      onSuccess,
    }),
  };
}
