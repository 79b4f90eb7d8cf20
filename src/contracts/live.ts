import { z } from 'zod';
import { orderStatusSchema } from './orders';

// Live events (WebSocket /api/v1/live): each names what changed, never the data itself, so a
// client re-reads it through the API and the API's access rules stay the only ones.

export const LIVE_PATH = '/api/v1/live';

export const liveEventSchema = z.discriminatedUnion('type', [
  /** An order I buy or sell was placed. */
  z.object({ type: z.literal('order.created'), orderId: z.uuid() }),
  /** An order I buy or sell changed (status, viewed, response, time). */
  z.object({ type: z.literal('order.updated'), orderId: z.uuid(), status: orderStatusSchema }),
  /** A message arrived in one of my threads (or one I sent from another tab). */
  z.object({ type: z.literal('message.created'), threadId: z.uuid() }),
  /** Messages in one of my threads were read (my "Seen" mark, or my unread count elsewhere). */
  z.object({ type: z.literal('message.read'), threadId: z.uuid() }),
  /** A new in-app notification for me. */
  z.object({ type: z.literal('notification.created') }),
  /** (Admins) something in an inbox changed: a new complaint or ticket, a reply, an action. */
  z.object({ type: z.literal('inbox.updated'), inbox: z.enum(['complaints', 'support']) }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type AdminInbox = Extract<LiveEvent, { type: 'inbox.updated' }>['inbox'];
