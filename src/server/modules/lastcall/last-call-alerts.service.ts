import { chefDisplayName } from '#domain/chef';
import { lastCallAlertText } from '#domain/last-call';
import type { AppContext } from '../../context.ts';
import { chefBusinessPlace } from '../chefs/chef-queries.ts';
import { tellFollowers } from '../followeralerts/follower-alerts.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import {
  alertRecipients,
  chefLastCall,
  claimDueAlerts,
  type ClaimedAlert,
} from './lastcall-queries.ts';

/** Notifications sent side by side: each one is a row, a mail and maybe a text. */
const SEND_CONCURRENCY = 8;
/** Deals one sweep claims; the next minute's sweep takes any more. */
const DEALS_PER_SWEEP = 50;

/**
 * Tells the people around a chef and the chef's followers that the chef's last call started:
 * in the app and by e-mail, as each person's notification settings allow (notify()). Each
 * due deal is first claimed (alerts_sent_at set by a conditional update), so a deal is alerted
 * once whoever runs this — the job every minute on any instance, or the attempt right after
 * the deal is made. A crash between the claim and the last send leaves the rest untold rather
 * than telling anyone twice. `onlyId` alerts one deal. Answers the people told, per deal.
 */
export async function sendLastCallAlerts(
  ctx: AppContext,
  opts: { onlyId?: string } = {},
): Promise<{ deals: number; notified: number }> {
  const claimed = await claimDueAlerts(ctx.db, ctx.clock.now(), {
    ...opts,
    limit: DEALS_PER_SWEEP,
  });
  let notified = 0;
  for (const deal of claimed) notified += await alertOne(ctx, deal);
  return { deals: claimed.length, notified };
}

async function alertOne(ctx: AppContext, deal: ClaimedAlert): Promise<number> {
  const [row, chef, recipients] = await Promise.all([
    chefLastCall(ctx.db, deal.chef_id, deal.id),
    chefBusinessPlace(ctx.db, deal.chef_id),
    alertRecipients(ctx.db, {
      chefId: deal.chef_id,
      latitude: Number(deal.latitude),
      longitude: Number(deal.longitude),
    }),
  ]);
  if (!row || !chef) return 0;
  const items = row.items.filter((i) => Number(i.amountLeft) !== 0);
  // The chef's followers: one follower alert for the deal, fanned out by its own job.
  await tellFollowers(ctx, {
    chefId: deal.chef_id,
    kind: 'last_call',
    subjectId: deal.id,
    subject: items.map((i) => i.dishName).join(', ') || 'a deal',
  });
  if (recipients.length === 0) return 0;
  const { title, body } = lastCallAlertText({
    chefName: chefDisplayName(chef),
    items: items.map((i) => ({
      dishName: i.dishName,
      priceCents: Number(i.priceCents),
      lastCallPriceCents: Number(i.lastCallPriceCents),
      amountLeft: Number(i.amountLeft),
    })),
    endsAt: new Date(row.ends_at),
    pickupStartsAt: row.pickup_starts_at === null ? null : new Date(row.pickup_starts_at),
    pickupEndsAt: row.pickup_ends_at === null ? null : new Date(row.pickup_ends_at),
    timeZone: chef.timeZone,
  });
  // One dish: its page (with the last-call price); several: the chef's page, whose cards show them.
  const link = items.length === 1 ? `/dish/${items[0]!.dishId}` : `/chef/${deal.chef_id}`;
  let told = 0;
  for (let i = 0; i < recipients.length; i += SEND_CONCURRENCY) {
    const batch = recipients.slice(i, i + SEND_CONCURRENCY);
    const results = await Promise.allSettled(
      batch.map((userId) =>
        notify(ctx, undefined, {
          userId,
          type: 'last_call',
          title,
          body,
          link,
          data: { lastCallId: deal.id, chefId: deal.chef_id },
        }),
      ),
    );
    told += results.filter((r) => r.status === 'fulfilled').length;
  }
  return told;
}
