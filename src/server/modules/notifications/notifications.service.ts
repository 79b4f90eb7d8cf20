// Notifications reach a person three ways, as their settings for the kind of event say: in
// the app (a row here, and a live "notification.created" so an open drawer refreshes), by
// e-mail, and by text message when they turned texts on and gave a phone number. The texts carry
// names people typed, so they are flattened to plain single-line-safe text before use, and
// e-mails are plain text only (no HTML to inject into).
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  NOTIFICATION_PAGE_SIZE,
  type MarkNotificationsReadBody,
  type MarkNotificationsReadResponse,
  type NotificationListResponse,
} from '#contracts/notifications';
import { notificationKindOf } from '#domain/notification-settings';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/accounts.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { userSettings } from '../../db/schema/settings.ts';
import { channelsOfRow } from '../settings/settings-queries.ts';
import { pushToPerson, type PushSummary } from '../push/send-push.service.ts';
import type { Queryable } from '../../db/client.ts';

export interface NotifyInput {
  userId: string;
  /** e.g. order_status, order_new. */
  type: string;
  title: string;
  body: string;
  /** An app path such as /order/view/{id}; the e-mail links to it on PUBLIC_BASE_URL. */
  link: string | null;
  data?: Record<string, unknown>;
}

export interface NotifyResult {
  notificationId: string | null;
  emailed: boolean;
  texted: boolean;
  /**
   * The web pushes to the person's browsers, under way when notify() returns (the request
   * does not wait for push services); settles to null when they could not be sent.
   */
  pushed: Promise<PushSummary | null> | null;
}

const TITLE_MAX = 140;
const BODY_MAX = 2000;
/** Two SMS segments at most: the title and the link say enough. */
const TEXT_MAX = 300;

/** Plain text: no control characters, no runs of blank space, bounded length. */
export function plainText(value: string, max: number, oneLine = false): string {
  // eslint-disable-next-line no-control-regex
  let text = value.replace(/[\u0000-\u0008\u000B-\u001F\u007F\u200B-\u200F\u202A-\u202E]/g, '');
  text = oneLine
    ? text.replace(/\s+/g, ' ')
    : text.replace(/[ \t]+/g, ' ').replace(/\n{3,}/g, '\n\n');
  text = text.trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * Notifies `userId` on the channels they chose for this kind of event (the kind comes from
 * `type`, #domain/notification-settings): in the app, by e-mail, by text; e-mail and app
 * when never set. Call it after the change it reports has committed: the e-mail and the
 * live event go out at once. `db` lets a caller insert the row with its own transaction's
 * handle.
 */
export async function notify(
  ctx: AppContext,
  db: Queryable | undefined,
  input: NotifyInput,
): Promise<NotifyResult> {
  const [person] = await ctx.db
    .select({
      email: users.email,
      deletedAt: users.deletedAt,
      businessEmail: profiles.businessEmail,
      businessPhone: profiles.businessPhone,
      phone: profiles.phone,
      type: profiles.type,
      notificationChannels: userSettings.notificationChannels,
      notifyByApp: userSettings.notifyByApp,
      notifyByEmail: userSettings.notifyByEmail,
      notifyByText: userSettings.notifyByText,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, input.userId));
  if (!person || person.deletedAt)
    return { notificationId: null, emailed: false, texted: false, pushed: null };
  // The person's channels for this kind of event (a left join: no settings row, no values).
  const channels = channelsOfRow(
    person.notificationChannels === null
      ? null
      : {
          notificationChannels: person.notificationChannels,
          notifyByApp: person.notifyByApp ?? true,
          notifyByEmail: person.notifyByEmail ?? true,
          notifyByText: person.notifyByText ?? false,
        },
  )[notificationKindOf(input.type)];

  const title = plainText(input.title, TITLE_MAX, true);
  const body = plainText(input.body, BODY_MAX);
  let notificationId: string | null = null;
  if (channels.app) {
    const [row] = await (db ?? ctx.db)
      .insert(notifications)
      .values({
        userId: input.userId,
        type: input.type,
        title,
        body,
        link: input.link,
        data: input.data ?? {},
        createdAt: ctx.clock.now(),
      })
      .returning({ id: notifications.id });
    notificationId = row?.id ?? null;
  }

  let emailed = false;
  if (channels.email) {
    // A chef's orders go to the order e-mail of their business when they set one.
    const to = (person.type === 'chef' ? person.businessEmail : null) ?? person.email;
    const link = input.link ? `${ctx.config.publicBaseUrl}${input.link}` : null;
    const text = [body, link ? `Open it on Potluck: ${link}` : null, '— Potluck']
      .filter(Boolean)
      .join('\n\n');
    try {
      await ctx.mail.send({ to, subject: title, text });
      emailed = true;
    } catch {
      // The in-app notification still stands; the mail outbox records the failure.
    }
  }
  let texted = false;
  // Texts are opt-in (off until the person turns them on in their notification settings).
  const phone = (person.type === 'chef' ? person.businessPhone : null) || person.phone;
  if (channels.text && phone) {
    const link = input.link ? ` ${ctx.config.publicBaseUrl}${input.link}` : '';
    try {
      await ctx.phone.sendSms(phone, plainText(`Potluck: ${title}${link}`, TEXT_MAX, true), {
        orderId: typeof input.data?.orderId === 'string' ? input.data.orderId : null,
      });
      texted = true;
    } catch {
      // The phone outbox records the failure; the other channels still stand.
    }
  }
  if (notificationId) await ctx.events.publish([input.userId], { type: 'notification.created' });
  // App notifications also go to each browser the person turned them on in. Not awaited: a
  // slow or unreachable push service must not hold the request; failures are logged (and
  // recorded in the local provider's outbox), a gone subscription is forgotten.
  const pushed = notificationId
    ? pushToPerson(ctx, input.userId, { title, body, link: input.link }).catch((error: unknown) => {
        console.warn(`web push to ${input.userId} failed:`, error);
        return null;
      })
    : null;
  return { notificationId, emailed, texted, pushed };
}

async function unreadCount(ctx: AppContext, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** GET /notifications: mine, newest first. */
export async function listNotifications(
  ctx: AppContext,
  userId: string,
  page: number,
): Promise<NotificationListResponse> {
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_PAGE_SIZE)
    .offset((page - 1) * NOTIFICATION_PAGE_SIZE);
  const [total] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return {
    notifications: rows.map((r) => ({
      id: r.id,
      type: r.type,
      title: r.title,
      body: r.body,
      link: r.link,
      data: r.data,
      readAt: r.readAt ? r.readAt.toISOString() : null,
      createdAt: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    unread: await unreadCount(ctx, userId),
    page,
    pageSize: NOTIFICATION_PAGE_SIZE,
  };
}

/** POST /notifications/read: only my own rows are touched, whatever ids are sent. */
export async function markNotificationsRead(
  ctx: AppContext,
  userId: string,
  body: MarkNotificationsReadBody,
): Promise<MarkNotificationsReadResponse> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const updated = await ctx.db
    .update(notifications)
    .set({ readAt: ctx.clock.now() })
    .where('ids' in body ? and(mine, inArray(notifications.id, body.ids)) : mine)
    .returning({ id: notifications.id });
  return { updated: updated.length, unread: await unreadCount(ctx, userId) };
}
