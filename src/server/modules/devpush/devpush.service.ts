import type { DevPushEntry } from '#contracts/push';
import type { AppContext } from '../../context.ts';
import { pushServiceOf } from '../push/push-devices.service.ts';
import { latestOutbox } from '../push/push-queries.ts';

/** The newest pushes of the local push provider's outbox, newest first. */
export async function listDevPush(ctx: AppContext): Promise<DevPushEntry[]> {
  const rows = await latestOutbox(ctx.db);
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    service: pushServiceOf(r.endpoint),
    title: r.title,
    body: r.body,
    link: r.link,
    status: r.status,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
  }));
}
