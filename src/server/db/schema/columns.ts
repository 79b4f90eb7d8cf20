import { customType, doublePrecision, timestamp } from 'drizzle-orm/pg-core';

/** Case-insensitive text (the `citext` extension); used for e-mails and handles. */
export const citext = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'citext';
  },
});

/** Read-only tsvector, used for generated full-text search columns. */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** Every timestamp is timestamptz (UTC on the wire). */
export const timestamptz = () => timestamp({ withTimezone: true });
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const latitude = () => doublePrecision();
export const longitude = () => doublePrecision();
