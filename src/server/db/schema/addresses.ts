import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, latitude, longitude, updatedAt } from './columns.ts';

export const addresses = pgTable(
  'addresses',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text(),
    address1: text(),
    address2: text(),
    city: text(),
    state: text(),
    zipcode: text(),
    latitude: latitude(),
    longitude: longitude(),
    neighborhood: text(),
    formattedAddress: text(),
    /** Address without coordinates: use the user's current location instead. */
    usesUserLocation: boolean().notNull().default(false),
    /** Free label, e.g. home, work, business, pickup. */
    type: text(),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_id_idx').on(t.userId),
    uniqueIndex('addresses_one_default_per_user')
      .on(t.userId)
      .where(sql`is_default`),
    check('addresses_latitude_range', sql`latitude BETWEEN -90 AND 90`),
    check('addresses_longitude_range', sql`longitude BETWEEN -180 AND 180`),
  ],
);
