import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { dishes } from './catalog.ts';
import { createdAt, updatedAt } from './columns.ts';
import { reviewTypeEnum } from './enums.ts';
import { orders } from './orders.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    type: reviewTypeEnum().notNull(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Set for type dish, null for type order. */
    dishId: uuid().references(() => dishes.id, { onDelete: 'cascade' }),
    producerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Type customer: the buyer the chef reviewed. */
    customerId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint().notNull(),
    publicComment: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`rating BETWEEN 1 AND 5`),
    check(
      'reviews_dish_matches_type',
      // Compared as text: a new enum value cannot be used in the transaction that adds it.
      sql`(type::text = 'dish' AND dish_id IS NOT NULL) OR (type::text IN ('order', 'customer') AND dish_id IS NULL)`,
    ),
    check(
      'reviews_customer_matches_type',
      sql`(type::text = 'customer') = (customer_id IS NOT NULL)`,
    ),
    unique('reviews_one_per_subject')
      .on(t.reviewerId, t.orderId, t.type, t.dishId)
      .nullsNotDistinct(),
    index('reviews_producer_id_idx').on(t.producerId, t.createdAt),
    index('reviews_dish_id_idx').on(t.dishId),
    index('reviews_order_id_idx').on(t.orderId),
    index('reviews_customer_id_idx').on(t.customerId),
  ],
);
