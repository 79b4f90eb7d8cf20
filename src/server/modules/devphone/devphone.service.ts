import { desc } from 'drizzle-orm';
import type { DevPhoneEntry } from '#contracts/phone';
import type { AppContext } from '../../context.ts';
import { phoneOutbox } from '../../db/schema/phone.ts';

const LIST_LIMIT = 100;

/** The newest calls and texts of the phone outbox, newest first. */
export async function listDevPhone(ctx: AppContext): Promise<DevPhoneEntry[]> {
  const rows = await ctx.db
    .select({
      id: phoneOutbox.id,
      channel: phoneOutbox.channel,
      to: phoneOutbox.toNumber,
      body: phoneOutbox.body,
      status: phoneOutbox.status,
      error: phoneOutbox.error,
      orderId: phoneOutbox.orderId,
      createdAt: phoneOutbox.createdAt,
    })
    .from(phoneOutbox)
    .orderBy(desc(phoneOutbox.createdAt), desc(phoneOutbox.id))
    .limit(LIST_LIMIT);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
