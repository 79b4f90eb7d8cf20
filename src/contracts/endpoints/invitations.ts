import type {
  invitationAnswerResponseSchema,
  invitationDetailResponseSchema,
  invitationIdParamsSchema,
  invitationsPageQuerySchema,
  receivedInvitationsResponseSchema,
  sendInvitationsRequestSchema,
  sendInvitationsResponseSchema,
  sentInvitationsResponseSchema,
} from '#contracts/invitations';
import { endpoint } from './endpoint';

export const sendInvitations = endpoint<{
  body: typeof sendInvitationsRequestSchema;
  response: typeof sendInvitationsResponseSchema;
}>('POST', '/invitations');

export const listSentInvitations = endpoint<{
  query: typeof invitationsPageQuerySchema;
  response: typeof sentInvitationsResponseSchema;
}>('GET', '/invitations/sent');

export const listReceivedInvitations = endpoint<{
  query: typeof invitationsPageQuerySchema;
  response: typeof receivedInvitationsResponseSchema;
}>('GET', '/invitations/received');

export const getInvitation = endpoint<{
  params: typeof invitationIdParamsSchema;
  response: typeof invitationDetailResponseSchema;
}>('GET', '/invitations/{id}');

export const acceptInvitation = endpoint<{
  params: typeof invitationIdParamsSchema;
  response: typeof invitationAnswerResponseSchema;
}>('POST', '/invitations/{id}/accept');

export const ignoreInvitation = endpoint<{
  params: typeof invitationIdParamsSchema;
  response: typeof invitationAnswerResponseSchema;
}>('POST', '/invitations/{id}/ignore');
