// The follower_alerts table's SQL and the fan-out's one set-based statement (decision 044).
// Followers are read through the social module's query file and their channels through the
// settings module's, as SQL fragments, so one INSERT … SELECT reaches every follower at once.
import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { FollowerAlertKind } from '#domain/follower-alerts';
import { queryRows, type Queryable, type Tx } from '../../db/client.ts';
import { followerAlerts } from '../../db/schema/notifications.ts';
import { channelOnSql } from '../settings/settings-queries.ts';
import { followersOf } from '../social/social-queries.ts';

export type FollowerAlertRow = typeof followerAlerts.$inferSelect;

/** The chef's alerts created since `since` (the daily allowance's window). */
export async function alertsSince(db: Queryable, chefId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(followerAlerts)
    .where(and(eq(followerAlerts.chefId, chefId), gte(followerAlerts.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Serialises one chef's alert inserts within the transaction, so two events at once cannot
 * both count the same allowance (a transaction-scoped advisory lock on the chef's id).
 */
export async function lockChefAlerts(db: Queryable, chefId: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`follower-alerts:${chefId}`}::text, 0))`,
  );
}

/** Inserts the alert unless the same event was alerted before; null when it was. */
export async function insertAlert(
  db: Queryable,
  values: {
    chefId: string;
    kind: FollowerAlertKind;
    subjectId: string;
    title: string;
    link: string;
    summarised: boolean;
    createdAt: Date;
  },
): Promise<FollowerAlertRow | null> {
  const [row] = await db
    .insert(followerAlerts)
    .values(values)
    .onConflictDoNothing({
      target: [followerAlerts.chefId, followerAlerts.kind, followerAlerts.subjectId],
    })
    .returning();
  return row ?? null;
}

export async function alertById(db: Queryable, id: string): Promise<FollowerAlertRow | null> {
  const [row] = await db.select().from(followerAlerts).where(eq(followerAlerts.id, id));
  return row ?? null;
}

/** Alerts not fanned out that were created before `before` (the sweep's catch-up). */
export async function unfannedAlertIds(
  db: Queryable,
  before: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: followerAlerts.id })
    .from(followerAlerts)
    .where(and(isNull(followerAlerts.fannedOutAt), lt(followerAlerts.createdAt, before)))
    .orderBy(followerAlerts.createdAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function markFannedOut(db: Queryable, id: string, at: Date): Promise<void> {
  await db
    .update(followerAlerts)
    .set({ fannedOutAt: at })
    .where(and(eq(followerAlerts.id, id), isNull(followerAlerts.fannedOutAt)));
}

export interface FanOutNotification {
  chefId: string;
  type: string;
  title: string;
  body: string;
  link: string;
  data: Record<string, unknown>;
  dedupeKey: string;
  now: Date;
}

/** A follower this attempt wrote a notification for, and how else they asked to be told. */
export interface FanOutRecipient {
  user_id: string;
  /** The app channel is on: the row is unread, a live event and pushes follow. */
  app: boolean;
  /** The e-mail address when the e-mail channel is on. */
  email_to: string | null;
  /** The phone number when the text channel is on and the person gave one. */
  text_to: string | null;
}

/** A range of follower ids: from inclusive, to exclusive, null for open ends. */
export interface FollowerSlice {
  from: string | null;
  to: string | null;
}

/**
 * The id space cut into `count` ranges (a divisor of 16) by the ids' first hex digit: a big
 * fan-out inserts one range per connection side by side, each into its own part of the
 * indexes on user_id.
 */
export function followerSlices(count: number): FollowerSlice[] {
  if (!Number.isInteger(count) || count < 1 || 16 % count !== 0)
    throw new Error(`follower slices must divide 16, not ${count}`);
  const bound = (i: number) =>
    i === 0 || i === count
      ? null
      : `${((16 / count) * i).toString(16)}0000000-0000-0000-0000-000000000000`;
  return Array.from({ length: count }, (_, i) => ({ from: bound(i), to: bound(i + 1) }));
}

/**
 * One notification per follower of the chef in `slice` who has any channel on for followed
 * chefs, in ONE statement; a follower who already has one with this dedupe key (a retried fan-out) gets
 * none. The row also records the e-mail or text of a follower who turned the app off (born
 * read, so no badge), because it is what keeps a retry from telling them twice. Deleted and
 * suspended people are skipped. Answers only the rows this call inserted.
 */
export async function insertFollowerNotifications(
  tx: Tx,
  n: FanOutNotification,
  slice: FollowerSlice,
): Promise<FanOutRecipient[]> {
  // Its cost estimate starts JIT compilation, which takes longer than the statement saves.
  await tx.execute(sql`set local jit = off`);
  const app = channelOnSql('s', 'followed_chefs', 'app');
  const email = channelOnSql('s', 'followed_chefs', 'email');
  const text = channelOnSql('s', 'followed_chefs', 'text');
  return queryRows<FanOutRecipient>(
    tx,
    sql`with audience as (
          select a.user_id, ${app} as app, ${email} as email, ${text} as text_on,
            coalesce(case when p.type = 'chef' then p.business_email end, u.email) as address,
            coalesce(nullif(case when p.type = 'chef' then p.business_phone end, ''), nullif(p.phone, '')) as phone
          from (${followersOf(n.chefId)}) a
          join users u on u.id = a.user_id and u.deleted_at is null and u.suspended_at is null
          left join profiles p on p.id = a.user_id
          left join user_settings s on s.user_id = a.user_id
          where a.user_id <> ${n.chefId}
            ${slice.from ? sql`and a.user_id >= ${slice.from}::uuid` : sql``}
            ${slice.to ? sql`and a.user_id < ${slice.to}::uuid` : sql``}
        ), inserted as (
          insert into notifications (user_id, type, title, body, link, data, dedupe_key, created_at, read_at)
          select au.user_id, ${n.type}, ${n.title}, ${n.body}, ${n.link}, ${JSON.stringify(n.data)}::jsonb,
            ${n.dedupeKey}, ${n.now}, case when au.app then null else ${n.now}::timestamptz end
          from audience au where au.app or au.email or au.text_on
          -- In index order: each insert lands next to the last one in the indexes on user_id.
          order by au.user_id
          on conflict (user_id, dedupe_key) where dedupe_key is not null do nothing
          returning user_id
        )
        select i.user_id, au.app,
          case when au.email then au.address end as email_to,
          case when au.text_on then au.phone end as text_to
        from inserted i join audience au on au.user_id = i.user_id`,
  );
}
