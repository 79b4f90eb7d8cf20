import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** A user's photo album: one row per photo. */
export const albumPhotos = pgTable(
  'album_photos',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    imageUrl: text(),
    description: text(),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('album_photos_user_id_idx').on(t.userId, t.position)],
);

/** Objects in the storage provider (local disk or S3), keyed by storage key. */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text().primaryKey(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    ownerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('stored_files_size_nonneg', sql`size_bytes >= 0`),
    index('stored_files_owner_id_idx').on(t.ownerId),
  ],
);
