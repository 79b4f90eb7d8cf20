// A followed chef's new dish, last-call deal or live stream, told to every follower once
// (issue 13 point 3, docs/decisions/044-follower-alerts.md and 046). The chef's request only
// records the event, queues one job and tells followers' open pages without waiting. The
// alert row is every follower's in-app notification as soon as it commits (followers read it
// through their follow); the job records in set-based inserts whom it e-mails, texts and
// pushes, then sends those in batches. Nothing here runs once per follower in the request.
import { chefDisplayName } from '#domain/chef';
import {
  FOLLOWER_ALERT_WINDOW_MS,
  followerAlertKey,
  followerAlertLink,
  followerAlertTitle,
  followerSummaryDay,
  followerSummaryKey,
  followerSummaryText,
  isOverDailyAllowance,
  type FollowerAlertKind,
} from '#domain/follower-alerts';
import type { AppContext } from '../../context.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { chefBusinessPlace } from '../chefs/chef-queries.ts';
import { plainText } from '#domain/plain-text';
import { deleteByEndpoint, listWebDevicesOfMany, markPushed } from '../push/push-queries.ts';
import {
  alertById,
  alertInAppAudience,
  alertsSince,
  followerSlices,
  insertAlert,
  insertFollowerDeliveries,
  lockChefAlerts,
  markFannedOut,
  summaryToldBetween,
  unfannedAlertIds,
  type FanOutRecipient,
  type FollowerAlertRow,
} from './follower-alerts-queries.ts';

/** The job that fans one alert out (data: { alertId }). */
export const FAN_OUT_JOB = 'social.fan-out-follower-alert';
/** Alerts whose job never ran (no worker had created the queue, a send failed) are swept up. */
export const SWEEP_JOB = 'social.sweep-follower-alerts';
/** An alert this old without fanned_out_at is the sweep's: its own job had time to run. */
const SWEEP_AFTER_MS = 60_000;
const ALERTS_PER_SWEEP = 20;
/** E-mails and texts sent side by side, batch after batch. */
const SEND_CONCURRENCY = 16;
/** Followers whose browsers are read at once, and pushes in flight at once. */
const PUSH_PEOPLE_PER_BATCH = 1_000;
const PUSH_CONCURRENCY = 64;
/**
 * Whom a fan-out sends to is recorded in this many id ranges on as many connections at once,
 * so the e-mails and pushes of a chef with 100,000 followers start sooner.
 */
const INSERT_SLICES = 4;
const FOLLOWER_ALERT_BODY = 'Open it on Potluck to see more.';

export interface FollowerEvent {
  chefId: string;
  kind: FollowerAlertKind;
  /** The dish, last call or stream. */
  subjectId: string;
  /** What followers see named: the dish's name, the deal's dishes, the stream's title. */
  subject: string;
}

export interface RaisedAlert {
  alertId: string;
  summarised: boolean;
  /** The pg-boss job, or null when the sweep will fan it out. */
  jobId: string | null;
  /**
   * Followers' open pages being told, under way when the call returns (the request does not
   * wait): settles to how many were told, or null when telling them failed.
   */
  toldLive: Promise<number | null>;
}

/**
 * Records a chef's event for their followers and queues its fan-out; the caller's request does
 * no more than that. Call after the change it reports has committed (a dish made public, a
 * deal started, a stream gone live). The same event twice is alerted once (null the second
 * time). Beyond the chef's daily allowance the alert is summarised (decision 044). Never
 * throws for a queue that cannot take the job: the sweep fans the alert out later.
 */
export async function raiseFollowerAlert(
  ctx: AppContext,
  event: FollowerEvent,
): Promise<RaisedAlert | null> {
  const chef = await chefBusinessPlace(ctx.db, event.chefId);
  if (!chef) return null;
  const now = ctx.clock.now();
  const chefName = chefDisplayName(chef);
  const alert = await ctx.db.transaction(async (tx) => {
    await lockChefAlerts(tx, event.chefId);
    const earlier = await alertsSince(
      tx,
      event.chefId,
      new Date(now.getTime() - FOLLOWER_ALERT_WINDOW_MS),
    );
    const summarised = isOverDailyAllowance(earlier);
    // Past the allowance followers see the day's one summary, written here once: the first
    // summarised event of the day carries it, the later ones tell nobody anything new.
    const words = summarised
      ? { ...followerSummaryText(chefName), link: `/chef/${event.chefId}` }
      : {
          title: followerAlertTitle(event.kind, chefName, event.subject),
          body: FOLLOWER_ALERT_BODY,
          link: followerAlertLink(event.kind, event.subjectId, event.chefId),
        };
    return insertAlert(tx, {
      chefId: event.chefId,
      kind: event.kind,
      subjectId: event.subjectId,
      title: plainText(words.title, 140, true),
      body: plainText(words.body, 500),
      link: words.link,
      summarised,
      told: !summarised || !(await summaryToldBetween(tx, event.chefId, followerSummaryDay(now))),
      createdAt: now,
    });
  });
  if (!alert) return null;
  let jobId: string | null = null;
  try {
    jobId = await enqueueJob(ctx, FAN_OUT_JOB, { alertId: alert.id }, { singletonKey: alert.id });
  } catch (error) {
    console.warn(`follower alert ${alert.id} not queued, the sweep will fan it out:`, error);
  }
  // The alert is in followers' notifications from this commit on, so their open pages hear of
  // it now rather than when the job runs; listing 100,000 followers takes longer than the
  // request may, so it is not awaited. A crash before it ends leaves them to their next read.
  const toldLive = tellAlertLive(ctx, alert).catch((error: unknown) => {
    console.warn(`follower alert ${alert.id}: open pages not told:`, error);
    return null;
  });
  return { alertId: alert.id, summarised: alert.summarised, jobId, toldLive };
}

/** Tells the open pages of every follower who sees the alert that it is in their notifications. */
async function tellAlertLive(
  ctx: AppContext,
  alert: Pick<FollowerAlertRow, 'id' | 'chefId' | 'createdAt' | 'told'>,
): Promise<number> {
  if (!alert.told) return 0;
  const followers = await alertInAppAudience(ctx.db, alert);
  if (followers.length > 0) await ctx.events.publish(followers, { type: 'notification.created' });
  return followers.length;
}

/** A web push to followers' browsers; the fan-out calls it with those whose app channel is on and who have one. */
export type FollowerPush = (
  ctx: AppContext,
  userIds: readonly string[],
  message: { title: string; body: string; link: string },
) => Promise<void>;

/**
 * Web push to each browser of the given followers: their devices read a batch at a time,
 * encrypted and sent side by side by the push provider; a subscription the push service calls
 * gone is forgotten, as pushToPerson does for one person.
 */
export const pushToFollowers: FollowerPush = async (ctx, userIds, message) => {
  for (let i = 0; i < userIds.length; i += PUSH_PEOPLE_PER_BATCH) {
    const devices = (
      await listWebDevicesOfMany(ctx.db, userIds.slice(i, i + PUSH_PEOPLE_PER_BATCH))
    ).filter((d) => d.p256dh && d.auth);
    let next = 0;
    const reached: string[] = [];
    const worker = async () => {
      while (next < devices.length) {
        const device = devices[next++]!;
        const outcome = await ctx.push.send(
          { endpoint: device.token, keys: { p256dh: device.p256dh!, auth: device.auth! } },
          message,
          device.userId,
        );
        if (outcome.status === 'gone') await deleteByEndpoint(ctx.db, device.token);
        else if (outcome.status === 'sent') reached.push(device.id);
      }
    };
    await Promise.all(Array.from({ length: PUSH_CONCURRENCY }, worker));
    await markPushed(ctx.db, reached, ctx.clock.now());
  }
};

export interface FanOutOptions {
  /** Web push to the followers with the app channel on (default pushToFollowers). */
  push?: FollowerPush;
  /** Tests and the benchmark's fault mode: called after each batch of e-mails and texts. */
  afterBatch?: (sent: number) => Promise<void> | void;
}

export interface FanOutResult {
  /** Followers this run recorded sending to (0 for an alert already fanned out, or retried after the insert). */
  written: number;
  emailed: number;
  texted: number;
  pushedTo: number;
}

/**
 * Fans one alert out (the alert itself is followers' in-app notification, and raising it told
 * their open pages, decision 046): whom to e-mail, text and push is recorded in one statement per slice (a retry records nobody twice: the dedupe key, the
 * alert's or its day's summary's), and those this run recorded are sent to in batches; then
 * fanned_out_at. An alert that tells nobody (a later summarised one) is only stamped. A run
 * killed after the insert leaves the e-mails of that run unsent rather than sending them twice
 * (decision 044).
 */
export async function fanOutFollowerAlert(
  ctx: AppContext,
  alertId: string,
  opts: FanOutOptions = {},
): Promise<FanOutResult> {
  const result: FanOutResult = { written: 0, emailed: 0, texted: 0, pushedTo: 0 };
  const alert = await alertById(ctx.db, alertId);
  if (!alert || alert.fannedOutAt) return result;
  if (!alert.told) {
    await markFannedOut(ctx.db, alert.id, ctx.clock.now());
    return result;
  }
  const message = { title: alert.title, body: alert.body ?? FOLLOWER_ALERT_BODY, link: alert.link };
  const dedupeKey = alert.summarised
    ? followerSummaryKey(alert.chefId, alert.createdAt)
    : followerAlertKey(alert.id);

  // Each range commits on its own; a range that fails fails the job, and its retry records
  // only whom no range recorded.
  const slices = await Promise.all(
    followerSlices(INSERT_SLICES).map((slice) =>
      ctx.db.transaction((tx) => insertFollowerDeliveries(tx, alert.chefId, dedupeKey, slice)),
    ),
  );
  const recipients = slices.flat();
  result.written = recipients.length;
  const pushTo = recipients.filter((r) => r.push).map((r) => r.user_id);

  // E-mails and texts, and pushes, go side by side: a slow mail server does not hold pushes.
  const outside = recipients.filter((r) => r.email_to || r.text_to);
  const sendOutsideBatches = async () => {
    for (let i = 0; i < outside.length; i += SEND_CONCURRENCY) {
      const batch = outside.slice(i, i + SEND_CONCURRENCY);
      const sent = await Promise.all(batch.map((r) => sendOutside(ctx, r, message)));
      for (const s of sent) {
        if (s.emailed) result.emailed += 1;
        if (s.texted) result.texted += 1;
      }
      await opts.afterBatch?.(i + batch.length);
    }
  };
  const push = async () => {
    if (pushTo.length === 0) return;
    await (opts.push ?? pushToFollowers)(ctx, pushTo, message);
    result.pushedTo = pushTo.length;
  };
  await Promise.all([sendOutsideBatches(), push()]);
  await markFannedOut(ctx.db, alert.id, ctx.clock.now());
  return result;
}

async function sendOutside(
  ctx: AppContext,
  r: FanOutRecipient,
  message: { title: string; body: string; link: string },
): Promise<{ emailed: boolean; texted: boolean }> {
  const url = `${ctx.config.publicBaseUrl}${message.link}`;
  let emailed = false;
  let texted = false;
  if (r.email_to) {
    try {
      await ctx.mail.send({
        to: r.email_to,
        subject: message.title,
        text: `${message.body}\n\nOpen it on Potluck: ${url}\n\n— Potluck\n\nYou follow this chef; choose how you hear about followed chefs in your notification settings: ${ctx.config.publicBaseUrl}/settings/notification`,
      });
      emailed = true;
    } catch {
      // The in-app notification stands; the mail outbox records the failure.
    }
  }
  if (r.text_to) {
    try {
      await ctx.phone.sendSms(r.text_to, plainText(`Potluck: ${message.title} ${url}`, 300, true), {
        orderId: null,
      });
      texted = true;
    } catch {
      // The phone outbox records the failure.
    }
  }
  return { emailed, texted };
}

/** The job: the alert named in the data. */
export async function fanOutJob(ctx: AppContext, data: unknown): Promise<FanOutResult> {
  const alertId = (data as { alertId?: unknown } | null)?.alertId;
  if (typeof alertId !== 'string') throw new Error('fan-out job without an alert id');
  return fanOutFollowerAlert(ctx, alertId);
}

/** The sweep: alerts whose own job did not run within a minute. */
export async function sweepFollowerAlerts(ctx: AppContext): Promise<{ alerts: number }> {
  const before = new Date(ctx.clock.now().getTime() - SWEEP_AFTER_MS);
  const ids = await unfannedAlertIds(ctx.db, before, ALERTS_PER_SWEEP);
  for (const id of ids) await fanOutFollowerAlert(ctx, id);
  return { alerts: ids.length };
}

/**
 * raiseFollowerAlert for a request whose own change already committed: a failure to record
 * the alert is logged, never turned into an error for the chef whose dish or deal was saved.
 */
export async function tellFollowers(ctx: AppContext, event: FollowerEvent): Promise<void> {
  try {
    await raiseFollowerAlert(ctx, event);
  } catch (error) {
    console.warn(`follower alert for ${event.kind} ${event.subjectId} failed:`, error);
  }
}
