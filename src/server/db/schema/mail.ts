import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';
import { mailStatusEnum } from './enums.ts';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    /** Which mail provider handled it, e.g. "local" or "smtp". */
    provider: text(),
    status: mailStatusEnum().notNull().default('queued'),
    error: text(),
    createdAt: createdAt(),
    sentAt: timestamptz(),
  },
  (t) => [
    index('mail_outbox_status_created_at_idx').on(t.status, t.createdAt),
    index('mail_outbox_to_address_idx').on(t.toAddress),
  ],
);
