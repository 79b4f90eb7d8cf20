// The notifications aggregate's SQL: a person's own notification rows, and — read in the same
// list, count and mark-read — the follower alerts they see through their follows (decision
// 046), which are nobody's row until the person marks one read.
import { sql } from 'drizzle-orm';
import { FOLLOWER_ALERT_SHOWN_FOR_MS } from '#domain/follower-alerts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { followerAlertInboxSql } from '../followeralerts/follower-alerts-queries.ts';
import { followedBy } from '../social/social-queries.ts';

export interface NotificationRow {
  id: string;
  type: string;
  title: string;
  body: string | null;
  link: string | null;
  data: Record<string, unknown>;
  read_at: Date | string | null;
  created_at: Date | string;
}

export type NewNotification = typeof notifications.$inferInsert;

export async function insertNotification(
  db: Queryable,
  values: NewNotification,
): Promise<string | null> {
  const [row] = await db.insert(notifications).values(values).returning({ id: notifications.id });
  return row?.id ?? null;
}

/** Everything `userId` is notified of in the app: their rows and their followed chefs' alerts. */
function inboxOf(userId: string, now: Date) {
  const since = new Date(now.getTime() - FOLLOWER_ALERT_SHOWN_FOR_MS);
  return sql`select n.id, n.type, n.title, n.body, n.link, n.data, n.read_at, n.created_at
      from notifications n where n.user_id = ${userId}
    union all
    select x.id, x.type, x.title, x.body, x.link, x.data, x.read_at, x.created_at
      from (${followerAlertInboxSql(followedBy(userId), since)}) x`;
}

/** A page of `userId`'s notifications, newest first. */
export async function notificationPage(
  db: Queryable,
  userId: string,
  now: Date,
  limit: number,
  offset: number,
): Promise<NotificationRow[]> {
  return queryRows<NotificationRow>(
    db,
    sql`select * from (${inboxOf(userId, now)}) i
      order by i.created_at desc, i.id desc limit ${limit} offset ${offset}`,
  );
}

/** How many notifications `userId` has, and how many of them are unread. */
export async function notificationCounts(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<{ total: number; unread: number }> {
  const [row] = await queryRows<{ total: number | string; unread: number | string }>(
    db,
    sql`select count(*) as total, count(*) filter (where i.read_at is null) as unread
      from (${inboxOf(userId, now)}) i`,
  );
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

/**
 * Marks `userId`'s unread notifications read — those named in `ids`, or all — in one statement:
 * own rows get read_at, followed chefs' alerts a read mark. Answers how many it marked; ids that
 * are not the person's own are ignored.
 */
export async function markNotificationsReadOf(
  db: Queryable,
  userId: string,
  now: Date,
  ids: readonly string[] | 'all',
): Promise<number> {
  const only = (column: string) =>
    ids === 'all'
      ? sql``
      : sql`and ${sql.raw(column)} in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  const since = new Date(now.getTime() - FOLLOWER_ALERT_SHOWN_FOR_MS);
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`with own as (
        update notifications set read_at = ${now}
        where user_id = ${userId} and read_at is null ${only('id')}
        returning id
      ), alerts as (
        insert into follower_alert_reads (user_id, alert_id, read_at)
        select ${userId}, x.id, ${now}
        from (${followerAlertInboxSql(followedBy(userId), since)}) x
        where x.read_at is null ${only('x.id')}
        on conflict do nothing
        returning alert_id
      )
      select (select count(*) from own) + (select count(*) from alerts) as n`,
  );
  return Number(row?.n ?? 0);
}
