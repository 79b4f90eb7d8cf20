import type { AppContext } from '../../context.ts';
import type { PushMessage } from '../../providers/push/push.ts';
import { deleteByEndpoint, listWebDevicesOf, markPushed } from './push-queries.ts';

export interface PushSummary {
  sent: number;
  gone: number;
  failed: number;
}

/**
 * Pushes `message` to each of the person's browsers, side by side. A subscription the push
 * service calls gone (404/410) is forgotten; a failure leaves it for the next push.
 */
export async function pushToPerson(
  ctx: AppContext,
  userId: string,
  message: PushMessage,
): Promise<PushSummary> {
  const devices = await listWebDevicesOf(ctx.db, userId);
  const summary: PushSummary = { sent: 0, gone: 0, failed: 0 };
  await Promise.all(
    devices.map(async (device) => {
      if (!device.p256dh || !device.auth) return;
      const outcome = await ctx.push.send(
        { endpoint: device.token, keys: { p256dh: device.p256dh, auth: device.auth } },
        message,
        userId,
      );
      summary[outcome.status] += 1;
      if (outcome.status === 'gone') await deleteByEndpoint(ctx.db, device.token);
      else if (outcome.status === 'sent') await markPushed(ctx.db, [device.id], ctx.clock.now());
    }),
  );
  return summary;
}
