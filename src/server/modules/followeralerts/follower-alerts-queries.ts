// The follower_alerts table's SQL (decisions 044 and 046): the alerts, followers' view of them
// as in-app notifications, and the fan-out's one set-based statement per slice that records
// whom it e-mails, texts and pushes. Followers are read through the social module's query file
// and their channels through the settings module's, as SQL fragments.
import { and, count, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import {
  FOLLOWER_SUMMARY_TYPE,
  followerAlertNotificationType,
  type FollowerAlertKind,
} from '#domain/follower-alerts';
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
    body: string;
    link: string;
    summarised: boolean;
    told: boolean;
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

/** A follower this attempt sends something to, and how. */
export interface FanOutRecipient {
  user_id: string;
  /** The app channel is on and the person has a browser subscribed: pushes follow. */
  push: boolean;
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
 * A follower's view of follower alerts (decision 046): one row per alert they see in the app,
 * with the columns of a notification (id, type, title, body, link, data, read_at, created_at)
 * and user_id. `follows` is followersOf or followedBy. A follower sees an alert of a chef they
 * followed before it happened, whose day's summary did not already tell them (told), from the
 * last FOLLOWER_ALERT_SHOWN_FOR_MS (`since`), while their app channel for followed chefs is on,
 * and not from a chef deleted or suspended since. Nothing here is written per follower: this is
 * what makes every follower's in-app alert committed the moment the alert is.
 */
export function followerAlertInboxSql(follows: SQL, since: Date, filter: SQL = sql``): SQL {
  const kinds = Object.entries(followerAlertNotificationType).map(
    ([kind, type]) => sql`when ${kind} then ${type}`,
  );
  return sql`select a.user_id, fa.id,
      case when fa.summarised then ${FOLLOWER_SUMMARY_TYPE}
        else case fa.kind::text ${sql.join(kinds, sql` `)} end end as type,
      fa.title, fa.body, fa.link,
      jsonb_build_object('alertId', fa.id, 'chefId', fa.chef_id, 'kind', fa.kind, 'subjectId', fa.subject_id) as data,
      r.read_at, fa.created_at
    from (${follows}) a
    join follower_alerts fa on fa.chef_id = a.chef_id and fa.told
      and fa.created_at >= a.followed_at and fa.created_at >= ${since}
    join users c on c.id = fa.chef_id and c.deleted_at is null and c.suspended_at is null
    join users u on u.id = a.user_id and u.deleted_at is null and u.suspended_at is null
    left join user_settings s on s.user_id = a.user_id
    left join follower_alert_reads r on r.user_id = a.user_id and r.alert_id = fa.id
    where ${channelOnSql('s', 'followed_chefs', 'app')} ${filter}`;
}

/** The followers who see the alert in the app (its live event's audience). */
export async function alertInAppAudience(
  db: Queryable,
  alert: Pick<FollowerAlertRow, 'id' | 'chefId' | 'createdAt'>,
): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`select x.user_id from (${followerAlertInboxSql(
      followersOf(alert.chefId),
      alert.createdAt,
      sql`and fa.id = ${alert.id}`,
    )}) x`,
  );
  return rows.map((r) => r.user_id);
}

/** Whether a summarised alert of the chef already told followers of the day [from, to). */
export async function summaryToldBetween(
  db: Queryable,
  chefId: string,
  day: { from: Date; to: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(followerAlerts)
    .where(
      and(
        eq(followerAlerts.chefId, chefId),
        eq(followerAlerts.summarised, true),
        gte(followerAlerts.createdAt, day.from),
        lt(followerAlerts.createdAt, day.to),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/**
 * Records, in ONE statement, each follower of the chef in `slice` whom this fan-out sends an
 * e-mail, a text or a push (app channel on and a browser subscribed); a follower already
 * recorded under this dedupe key (a retried fan-out, or the day's summary) is skipped.
 * Deleted and suspended people are skipped. Answers only the followers this call recorded, so
 * only they are sent anything.
 */
export async function insertFollowerDeliveries(
  tx: Tx,
  chefId: string,
  dedupeKey: string,
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
          select a.user_id,
            ${app} and exists (select 1 from push_tokens pt where pt.user_id = a.user_id and pt.platform = 'web') as push,
            ${email} as email, ${text} as text_on,
            coalesce(case when p.type = 'chef' then p.business_email end, u.email) as address,
            coalesce(nullif(case when p.type = 'chef' then p.business_phone end, ''), nullif(p.phone, '')) as phone
          from (${followersOf(chefId)}) a
          join users u on u.id = a.user_id and u.deleted_at is null and u.suspended_at is null
          left join profiles p on p.id = a.user_id
          left join user_settings s on s.user_id = a.user_id
          where a.user_id <> ${chefId}
            ${slice.from ? sql`and a.user_id >= ${slice.from}::uuid` : sql``}
            ${slice.to ? sql`and a.user_id < ${slice.to}::uuid` : sql``}
        ), wanted as (
          select au.*, case when au.email then au.address end as email_to,
            case when au.text_on then au.phone end as text_to
          from audience au
        ), inserted as (
          insert into follower_alert_deliveries (dedupe_key, user_id)
          select ${dedupeKey}, w.user_id from wanted w
          where w.push or w.email_to is not null or w.text_to is not null
          order by w.user_id
          on conflict (dedupe_key, user_id) do nothing
          returning user_id
        )
        select i.user_id, w.push, w.email_to, w.text_to
        from inserted i join wanted w on w.user_id = i.user_id`,
  );
}
