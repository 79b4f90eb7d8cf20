import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { citext, createdAt, latitude, longitude, timestamptz, updatedAt } from './columns.ts';
import {
  approvalStatusEnum,
  cookingStatusEnum,
  permitTypeEnum,
  producerKindEnum,
  profileStatusEnum,
  profileTypeEnum,
  streamStatusEnum,
} from './enums.ts';
import { invitations } from './social.ts';

/** Weekly opening hours of a business; times are "HH:mm" in the profile's time_zone. */
export type BusinessHours = {
  /** 0 = Sunday … 6 = Saturday */
  businessDays: number[];
  fromHour: string;
  endHour: string;
};

/** One profile per user; profiles.id = users.id. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: profileTypeEnum().notNull().default('customer'),
    /** Home chef, restaurant, farmer or food truck; null for customers. */
    producerKind: producerKindEnum(),
    isNewProfile: boolean().notNull().default(true),
    name: text(),
    handle: citext().unique(),
    businessName: text(),
    businessLogo: text(),
    profileStatus: profileStatusEnum().notNull().default('public'),
    approvalStatus: approvalStatusEnum().notNull().default('pending'),
    email: citext(),
    phone: text(),
    avatarUrl: text(),
    photoUrl: text(),
    bannerUrl: text(),
    website: text(),
    facebook: text(),
    pinterest: text(),
    instagram: text(),
    yelp: text(),
    twitter: text(),
    linkedin: text(),
    /** Markdown; rendered sanitized. */
    description: text(),
    /** Tagline. */
    title: text(),
    invitationId: uuid().references(() => invitations.id, { onDelete: 'set null' }),
    applyDate: timestamptz(),
    experiences: text(),
    permitType: permitTypeEnum(),
    businessPhone: text(),
    businessEmail: citext(),
    businessHours: jsonb().$type<BusinessHours>(),
    cookingStatus: cookingStatusEnum().notNull().default('idle'),
    streamStatus: streamStatusEnum().notNull().default('offline'),
    streamId: text(),
    timeZone: text().notNull().default('America/Los_Angeles'),
    // Aggregates maintained by the application.
    ratingSum: integer().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    dishesCount: integer().notNull().default(0),
    followersCount: integer().notNull().default(0),
    // The user's search location (where they look for food).
    searchFormattedAddress: text(),
    searchLatitude: latitude(),
    searchLongitude: longitude(),
    searchLocality: text(),
    searchPostalCode: text(),
    // The chef's business location (indexed for nearest-first chef search).
    latitude: latitude(),
    longitude: longitude(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'profiles_counters_nonneg',
      sql`rating_sum >= 0 AND rating_count >= 0 AND dishes_count >= 0 AND followers_count >= 0`,
    ),
    check('profiles_latitude_range', sql`latitude BETWEEN -90 AND 90`),
    check('profiles_longitude_range', sql`longitude BETWEEN -180 AND 180`),
    check('profiles_search_latitude_range', sql`search_latitude BETWEEN -90 AND 90`),
    check('profiles_search_longitude_range', sql`search_longitude BETWEEN -180 AND 180`),
    index('profiles_location_gist_idx').using('gist', sql`ll_to_earth(latitude, longitude)`),
    index('profiles_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('profiles_business_name_trgm_idx').using('gin', t.businessName.op('gin_trgm_ops')),
    index('profiles_handle_trgm_idx').using('gin', sql`(handle::text) gin_trgm_ops`),
    // "@ann" handle search: a b-tree range scan for the prefix (decision 006).
    index('profiles_handle_prefix_idx').using('btree', sql`lower(handle::text) text_pattern_ops`),
    // Chef name search within a radius: location and both names tested in one GiST index.
    index('profiles_geo_text_gist_idx').using(
      'gist',
      sql`ll_to_earth(latitude, longitude)`,
      t.name.op('gist_trgm_ops'),
      t.businessName.op('gist_trgm_ops'),
    ),
    index('profiles_type_status_idx').on(t.type, t.approvalStatus, t.profileStatus),
    index('profiles_producer_kind_idx').on(t.producerKind),
  ],
);
