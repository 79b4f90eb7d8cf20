import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { dishes } from './catalog.ts';
import { createdAt, timestamptz } from './columns.ts';

/**
 * A chef's broadcasts (issue 16, spec §1 "watch live video streams"). One row per broadcast;
 * the profile's stream_status and stream_id point at the live one. At most one live broadcast
 * per chef: the partial unique index refuses a second even when two starts race.
 */
export const liveStreams = pgTable(
  'live_streams',
  {
    id: uuid().primaryKey().defaultRandom(),
    chefId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** 'browser' (camera through the page) or 'rtmp' (a streaming app such as OBS). */
    source: text().notNull(),
    /** 'live' or 'ended'. */
    status: text().notNull().default('live'),
    /** The streams provider that carries it ('local' or 'mux') and its id there. */
    provider: text().notNull(),
    providerStreamId: text(),
    /** Where viewers load the HLS playlist. */
    playbackUrl: text(),
    startedAt: timestamptz().notNull().defaultNow(),
    /** Last sign of the source (a media chunk or a heartbeat); the grace period counts from it. */
    lastSeenAt: timestamptz().notNull().defaultNow(),
    /** When the first HLS segment of the broadcast was published (viewers see video from then). */
    mediaStartedAt: timestamptz(),
    endedAt: timestamptz(),
    /** 'stopped', 'lost' (no sign within the grace period), 'suspended'. */
    endReason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('live_streams_source', sql`source in ('browser', 'rtmp')`),
    check('live_streams_status', sql`status in ('live', 'ended')`),
    check('live_streams_ended', sql`(status = 'ended') = (ended_at is not null)`),
    uniqueIndex('live_streams_one_live_per_chef')
      .on(t.chefId)
      .where(sql`status = 'live'`),
    index('live_streams_live_idx')
      .on(t.startedAt)
      .where(sql`status = 'live'`),
  ],
);

/** The dishes a broadcast features, in the chef's order. */
export const liveStreamDishes = pgTable(
  'live_stream_dishes',
  {
    streamId: uuid()
      .notNull()
      .references(() => liveStreams.id, { onDelete: 'cascade' }),
    dishId: uuid()
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.streamId, t.dishId] })],
);

/**
 * A chef's stream at the streams provider, reused for every broadcast, and its key for streaming
 * apps (RTMP). Only the key's hash is kept: the key is shown once, when made or reset, and
 * compared in constant time on ingest.
 */
export const streamKeys = pgTable('stream_keys', {
  chefId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  keyHash: text().notNull().unique(),
  /** The provider that made it ('local' or 'mux'); a chef's stream is remade when it changes. */
  provider: text().notNull().default('local'),
  providerStreamId: text(),
  rtmpUrl: text(),
  playbackUrl: text(),
  createdAt: createdAt(),
});

/** Live chat under a broadcast; a removed message stays for the record but is never shown. */
export const liveChatMessages = pgTable(
  'live_chat_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    streamId: uuid()
      .notNull()
      .references(() => liveStreams.id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    createdAt: createdAt(),
    removedAt: timestamptz(),
  },
  (t) => [index('live_chat_messages_stream_idx').on(t.streamId, t.createdAt)],
);

/** People a chef muted in their broadcasts' chat. */
export const liveChatMutes = pgTable(
  'live_chat_mutes',
  {
    chefId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.chefId, t.userId] })],
);
