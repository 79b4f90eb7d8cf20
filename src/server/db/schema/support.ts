import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { citext, createdAt, timestamptz, updatedAt } from './columns.ts';
import { complaintCategoryEnum, complaintStatusEnum, supportTicketStatusEnum } from './enums.ts';
import { orders } from './orders.ts';

// Account deletion requests live in accounts.ts (account_deletion_requests).

export const complaints = pgTable(
  'complaints',
  {
    id: uuid().primaryKey().defaultRandom(),
    // Complaints outlive the accounts involved.
    fromUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    toUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The order it is about, if the person named one. */
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    category: complaintCategoryEnum().notNull().default('other'),
    content: text().notNull(),
    /** Storage keys of the photos, checked by content and size like avatars. */
    photoKeys: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Reference ID shown to the user. */
    referenceId: text().notNull().unique(),
    status: complaintStatusEnum().notNull().default('open'),
    assignedAdminId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** An admin decided the chef may see who complained. */
    identityShared: boolean().notNull().default(false),
    /** Resolved or dismissed; null while open (one open complaint per person, chef and order). */
    closedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('complaints_content_not_blank', sql`length(btrim(content)) > 0`),
    index('complaints_to_user_id_idx').on(t.toUserId),
    index('complaints_from_user_id_idx').on(t.fromUserId),
    index('complaints_status_idx').on(t.status, t.createdAt),
    uniqueIndex('complaints_one_open_unique')
      .on(
        t.fromUserId,
        t.toUserId,
        sql`coalesce(order_id, '00000000-0000-0000-0000-000000000000'::uuid)`,
      )
      .where(sql`closed_at is null`),
  ],
);

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    email: citext(),
    /** Reference ID shown to the person and in the e-mails' subject. */
    referenceId: text().notNull().unique(),
    subject: text().notNull(),
    body: text().notNull(),
    status: supportTicketStatusEnum().notNull().default('open'),
    assignedAdminId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the secret in a guest's e-mailed link to the ticket; null for members. */
    guestTokenHash: text(),
    lastMessageAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('support_tickets_owner', sql`user_id IS NOT NULL OR email IS NOT NULL`),
    index('support_tickets_user_id_idx').on(t.userId),
    index('support_tickets_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A reply on a support ticket or a complaint: from the person, from staff, or an internal note
 * (staff only, never shown to the person).
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    ticketId: uuid().references(() => supportTickets.id, { onDelete: 'cascade' }),
    complaintId: uuid().references(() => complaints.id, { onDelete: 'cascade' }),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    fromStaff: boolean().notNull(),
    internal: boolean().notNull().default(false),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('support_messages_one_parent', sql`(ticket_id IS NULL) <> (complaint_id IS NULL)`),
    check('support_messages_internal_is_staff', sql`NOT internal OR from_staff`),
    check('support_messages_body_not_blank', sql`length(btrim(body)) > 0`),
    index('support_messages_ticket_idx').on(t.ticketId, t.createdAt),
    index('support_messages_complaint_idx').on(t.complaintId, t.createdAt),
  ],
);
