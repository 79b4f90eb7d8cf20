import type {
  directRecipientResponseSchema,
  markReadBodySchema,
  markReadResponseSchema,
  messageListQuerySchema,
  messageListResponseSchema,
  recipientListQuerySchema,
  recipientListResponseSchema,
  recipientLookupBodySchema,
  sendMessageBodySchema,
  sendMessageResponseSchema,
  threadIdParamsSchema,
  threadListQuerySchema,
  threadListResponseSchema,
  threadResponseSchema,
  unreadCountResponseSchema,
  userIdParamsSchema,
} from '#contracts/messaging';
import { endpoint } from './endpoint';

export const listThreads = endpoint<{
  query: typeof threadListQuerySchema;
  response: typeof threadListResponseSchema;
}>('GET', '/messaging/threads');

export const getUnreadCount = endpoint<{ response: typeof unreadCountResponseSchema }>(
  'GET',
  '/messaging/unread',
);

export const listRecipients = endpoint<{
  query: typeof recipientListQuerySchema;
  response: typeof recipientListResponseSchema;
}>('GET', '/messaging/recipients');

export const lookupRecipient = endpoint<{
  body: typeof recipientLookupBodySchema;
  response: typeof directRecipientResponseSchema;
}>('POST', '/messaging/recipients/lookup');

export const getDirectRecipient = endpoint<{
  params: typeof userIdParamsSchema;
  response: typeof directRecipientResponseSchema;
}>('GET', '/messaging/direct/{userId}');

export const openDirectThread = endpoint<{
  params: typeof userIdParamsSchema;
  response: typeof threadResponseSchema;
}>('POST', '/messaging/direct/{userId}');

export const getThread = endpoint<{
  params: typeof threadIdParamsSchema;
  response: typeof threadResponseSchema;
}>('GET', '/messaging/threads/{threadId}');

export const listMessages = endpoint<{
  params: typeof threadIdParamsSchema;
  query: typeof messageListQuerySchema;
  response: typeof messageListResponseSchema;
}>('GET', '/messaging/threads/{threadId}/messages');

export const sendMessage = endpoint<{
  params: typeof threadIdParamsSchema;
  body: typeof sendMessageBodySchema;
  response: typeof sendMessageResponseSchema;
}>('POST', '/messaging/threads/{threadId}/messages');

export const markThreadRead = endpoint<{
  params: typeof threadIdParamsSchema;
  body: typeof markReadBodySchema;
  response: typeof markReadResponseSchema;
}>('POST', '/messaging/threads/{threadId}/read');
