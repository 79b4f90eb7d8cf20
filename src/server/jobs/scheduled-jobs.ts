import type { AppContext } from '../context.ts';
import { endCookingAfterHours } from '../modules/chefs/cooking-status.service.ts';
import { expireCredits } from '../modules/credits/credits.service.ts';
import { sweepLostStreams } from '../modules/livestreams/end-live-stream.service.ts';
import {
  FAN_OUT_JOB,
  SWEEP_JOB,
  fanOutJob,
  sweepFollowerAlerts,
} from '../modules/followeralerts/follower-alerts.service.ts';
import { sendLastCallAlerts } from '../modules/lastcall/last-call-alerts.service.ts';
import { callRobotSweep } from '../modules/orders/call-robot.ts';
import { settleOrderPayments } from '../modules/orders/order-transitions.service.ts';
import { voidOrphanedHolds } from '../modules/orders/orphaned-holds.ts';
import { reconciliationJob } from '../modules/reconciliation/reconcile.service.ts';
import { runPayouts } from '../modules/payouts/run-payouts.service.ts';
import { settlePayouts } from '../modules/payouts/settle-payouts.service.ts';

/** A kind of job: pg-boss keeps one queue per name. */
export interface JobDefinition {
  /** Queue name, `<module>.<what>`. */
  name: string;
  /** Five-field cron in UTC; pg-boss's clock ticks once a minute at most. None = sent only. */
  cron?: string;
  /** The work. Throwing fails the attempt; pg-boss retries it after a growing delay. */
  run(ctx: AppContext, data: unknown): Promise<unknown>;
  /** Attempts after the first (default 3). */
  retryLimit?: number;
  /** Delay before the first retry, doubled for each further one (default 30 s). */
  retryDelaySeconds?: number;
  /** A run taking longer counts as failed (and is retried). */
  expireInSeconds?: number;
}

/**
 * The timed work of the marketplace. Each is a sweep that finds its own work, so a missed or
 * repeated tick costs nothing: the next one picks up whatever is due.
 */
export const SCHEDULED_JOBS: readonly JobDefinition[] = [
  {
    // Card holds a crashed checkout left without an order (orders/orphaned-holds.ts).
    name: 'payments.void-orphaned-holds',
    cron: '*/5 * * * *',
    run: (ctx) => voidOrphanedHolds(ctx),
    expireInSeconds: 4 * 60,
  },
  {
    // Card steps a crash or a processor outage left half done between an order's status
    // and its money: stale accept claims, open holds on ended orders, failed refunds (ADR 015).
    name: 'orders.settle-payments',
    cron: '*/5 * * * *',
    run: (ctx) => settleOrderPayments(ctx),
    expireInSeconds: 4 * 60,
  },
  {
    // Phones chefs who have not looked at a new order (spec: the call robot).
    name: 'orders.call-robot',
    cron: '* * * * *',
    run: (ctx) => callRobotSweep(ctx),
    // The next tick is a minute away; a retry much later than that would only duplicate it.
    retryLimit: 1,
    retryDelaySeconds: 15,
    expireInSeconds: 50,
  },
  {
    // Pays every chef's available balance, one transfer per chef (decision 037): hourly, so a
    // completed order's money is on its way within the hour, well inside the spec's 48 hours.
    name: 'payouts.run',
    cron: '7 * * * *',
    run: (ctx) => runPayouts(ctx),
    expireInSeconds: 50 * 60,
  },
  {
    // Asks the provider about payouts whose bank arrival date has passed: paid or returned.
    name: 'payouts.settle',
    cron: '*/15 * * * *',
    run: (ctx) => settlePayouts(ctx),
    expireInSeconds: 10 * 60,
  },
  {
    // The ledger against payments, refunds, orders and payouts; fails with the differences.
    name: 'ledger.reconcile',
    cron: '30 3 * * *',
    run: (ctx) => reconciliationJob(ctx),
    retryLimit: 0,
    expireInSeconds: 30 * 60,
  },
  {
    // Tells subscribers around a chef and the chef's followers of a new last call, once per
    // deal (claimed by alerts_sent_at); creation tries at once, this catches what it missed.
    name: 'lastcall.send-alerts',
    cron: '* * * * *',
    run: (ctx) => sendLastCallAlerts(ctx),
    retryLimit: 1,
    retryDelaySeconds: 15,
    expireInSeconds: 50,
  },
  {
    // One chef event to all of the chef's followers (decision 044): sent by the chef's request
    // with the alert's id as singleton key, so each alert waits in the queue at most once.
    name: FAN_OUT_JOB,
    run: (ctx, data) => fanOutJob(ctx, data),
    retryLimit: 5,
    retryDelaySeconds: 5,
    expireInSeconds: 15 * 60,
  },
  {
    // Alerts whose job was never queued (no worker had created the queue yet, a send failed).
    name: SWEEP_JOB,
    cron: '* * * * *',
    run: (ctx) => sweepFollowerAlerts(ctx),
    retryLimit: 1,
    expireInSeconds: 15 * 60,
  },
  {
    // Ends live broadcasts with no sign of their source for longer than the grace period
    // (STREAM_GRACE_SECONDS): a closed tab or a dropped encoder must not stay 'live'.
    name: 'livestreams.end-lost',
    cron: '* * * * *',
    run: (ctx) => sweepLostStreams(ctx),
    retryLimit: 1,
    retryDelaySeconds: 15,
    expireInSeconds: 50,
  },
  {
    // Turns "Cooking Now" off for chefs whose business hours are over (decision 047): each
    // minute, so the status outlives the hours by a minute at most.
    name: 'chefs.end-cooking',
    cron: '* * * * *',
    run: (ctx) => endCookingAfterHours(ctx),
    retryLimit: 1,
    retryDelaySeconds: 15,
    expireInSeconds: 50,
  },
  {
    // Takes back what is left of each credit grant past its expiry, once per grant (claimed by
    // expired_at); checkout already stops spending it at the expiry itself.
    name: 'credits.expire',
    cron: '15 4 * * *',
    run: (ctx) => expireCredits(ctx),
    expireInSeconds: 30 * 60,
  },
];
