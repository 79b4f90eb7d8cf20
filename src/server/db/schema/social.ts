import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { dishes } from './catalog.ts';
import { citext, createdAt, timestamptz, updatedAt } from './columns.ts';
import { invitationStatusEnum } from './enums.ts';

export const invitations = pgTable(
  'invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    senderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toEmail: citext().notNull(),
    status: invitationStatusEnum().notNull().default('submit'),
    acceptedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    acceptDate: timestamptz(),
    reviewDate: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('invitations_sender_to_email_unique').on(t.senderId, t.toEmail),
    index('invitations_to_email_idx').on(t.toEmail),
  ],
);

export const followings = pgTable(
  'followings',
  {
    id: uuid().primaryKey().defaultRandom(),
    fromUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitationId: uuid().references(() => invitations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('followings_from_to_unique').on(t.fromUserId, t.toUserId),
    check('followings_not_self', sql`from_user_id <> to_user_id`),
    index('followings_to_user_id_idx').on(t.toUserId),
  ],
);

export const favoriteDishes = pgTable(
  'favorite_dishes',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dishId: uuid()
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.dishId] }),
    index('favorite_dishes_dish_id_idx').on(t.dishId),
  ],
);

export const favoriteChefs = pgTable(
  'favorite_chefs',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chefId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.chefId] }),
    index('favorite_chefs_chef_id_idx').on(t.chefId),
  ],
);
