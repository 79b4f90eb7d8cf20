import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';
import { phoneChannelEnum, mailStatusEnum } from './enums.ts';
import { orders } from './orders.ts';

/**
 * Every text message and robot call the sms/voice provider was asked to make. The local
 * provider keeps them here (its outbox, shown on /dev/phone); a real provider records its
 * message id and the result too, so a call is never made twice for one order.
 */
export const phoneOutbox = pgTable(
  'phone_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: phoneChannelEnum().notNull(),
    toNumber: text().notNull(),
    /** What is said (voice) or sent (sms). */
    body: text().notNull(),
    /** Which provider handled it, e.g. "local" or "twilio". */
    provider: text().notNull(),
    providerMessageId: text(),
    status: mailStatusEnum().notNull().default('queued'),
    error: text(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamptz(),
  },
  (t) => [
    index('phone_outbox_created_at_idx').on(t.createdAt),
    index('phone_outbox_order_id_idx').on(t.orderId),
  ],
);
