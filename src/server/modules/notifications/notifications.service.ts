// Notifications reach a person three ways, as their settings for the kind of event say: in
// the app (a row here, and a live "notification.created" so an open drawer refreshes), by
// e-mail, and by text message when they turned texts on and gave a phone number. The texts carry
// names people typed, so they are flattened to plain single-line-safe text before use, and
// e-mails are plain text only (no HTML to inject into).
import { eq } from 'drizzle-orm';
import {
  NOTIFICATION_PAGE_SIZE,
  type MarkNotificationsReadBody,
  type MarkNotificationsReadResponse,
  type NotificationListResponse,
} from '#contracts/notifications';
import { notificationKindOf } from '#domain/notification-settings';
import { plainText } from '#domain/plain-text';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/accounts.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { userSettings } from '../../db/schema/settings.ts';
import { channelsOfRow } from '../settings/settings-queries.ts';
import { pushToPerson, type PushSummary } from '../push/send-push.service.ts';
import type { Queryable } from '../../db/client.ts';
import {
  insertNotification,
  markNotificationsReadOf,
  notificationCounts,
  notificationPage,
  type NotificationRow,
} from './notifications-queries.ts';

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
    notificationId = await insertNotification(db ?? ctx.db, {
      userId: input.userId,
      type: input.type,
      title,
      body,
      link: input.link,
      data: input.data ?? {},
      createdAt: ctx.clock.now(),
    });
  }

  let emailed = false;
  // A chef's orders go to the order e-mail of their business when they set one; an account
  // made by phone may have no address at all.
  const to = (person.type === 'chef' ? person.businessEmail : null) ?? person.email;
  if (channels.email && to) {
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

const iso = (value: Date | string) => new Date(value).toISOString();

function notificationOf(r: NotificationRow) {
  return {
    id: r.id,
    type: r.type,
    title: r.title,
    body: r.body,
    link: r.link,
    data: r.data,
    readAt: r.read_at ? iso(r.read_at) : null,
    createdAt: iso(r.created_at),
  };
}

/** GET /notifications: mine and my followed chefs' alerts, newest first. */
export async function listNotifications(
  ctx: AppContext,
  userId: string,
  page: number,
): Promise<NotificationListResponse> {
  const now = ctx.clock.now();
  const [rows, counts] = await Promise.all([
    notificationPage(
      ctx.db,
      userId,
      now,
      NOTIFICATION_PAGE_SIZE,
      (page - 1) * NOTIFICATION_PAGE_SIZE,
    ),
    notificationCounts(ctx.db, userId, now),
  ]);
  return {
    notifications: rows.map(notificationOf),
    total: counts.total,
    unread: counts.unread,
    page,
    pageSize: NOTIFICATION_PAGE_SIZE,
  };
}

/** POST /notifications/read: only my own notifications are touched, whatever ids are sent. */
export async function markNotificationsRead(
  ctx: AppContext,
  userId: string,
  body: MarkNotificationsReadBody,
): Promise<MarkNotificationsReadResponse> {
  const now = ctx.clock.now();
  const updated = await markNotificationsReadOf(
    ctx.db,
    userId,
    now,
    'ids' in body ? body.ids : 'all',
  );
  return { updated, unread: (await notificationCounts(ctx.db, userId, now)).unread };
}
