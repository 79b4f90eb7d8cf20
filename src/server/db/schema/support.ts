import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { citext, createdAt, updatedAt } from './columns.ts';
import { complaintStatusEnum, supportTicketStatusEnum } from './enums.ts';

// Account deletion requests live in accounts.ts (account_deletion_requests).

export const complaints = pgTable(
  'complaints',
  {
    id: uuid().primaryKey().defaultRandom(),
    // Complaints outlive the accounts involved.
    fromUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    toUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    content: text().notNull(),
    /** Reference ID shown to the user. */
    referenceId: text().notNull().unique(),
    status: complaintStatusEnum().notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('complaints_content_not_blank', sql`length(btrim(content)) > 0`),
    index('complaints_to_user_id_idx').on(t.toUserId),
    index('complaints_from_user_id_idx').on(t.fromUserId),
  ],
);

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    email: citext(),
    subject: text().notNull(),
    body: text().notNull(),
    status: supportTicketStatusEnum().notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('support_tickets_user_id_idx').on(t.userId),
    index('support_tickets_status_idx').on(t.status, t.createdAt),
  ],
);
