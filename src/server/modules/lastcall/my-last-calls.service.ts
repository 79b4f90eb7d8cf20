import {
  businessLastCallMessages as say,
  type BusinessLastCallResponse,
  type BusinessLastCallsResponse,
} from '#contracts/lastcall';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { toBusinessLastCall } from './last-call-view.ts';
import { chefLastCall, chefLastCalls, endChefLastCall } from './lastcall-queries.ts';

/** Past last calls the portal lists. */
const PAST_SHOWN = 20;

/** GET /business/last-calls — the chef's live (and sold-out) last calls, then the latest past ones. */
export async function listMyLastCalls(
  ctx: AppContext,
  chefId: string,
): Promise<BusinessLastCallsResponse> {
  const now = ctx.clock.now();
  const { current, past } = await chefLastCalls(ctx.db, chefId, now, PAST_SHOWN);
  return {
    live: current.map((r) => toBusinessLastCall(r, now)),
    past: past.map((r) => toBusinessLastCall(r, now)),
  };
}

/**
 * POST /business/last-calls/:id/end — the chef ends their last call now. Another chef's (or no)
 * last call is a 404; ending one that has already ended changes nothing and answers it.
 */
export async function endMyLastCall(
  ctx: AppContext,
  chefId: string,
  id: string,
): Promise<BusinessLastCallResponse> {
  const now = ctx.clock.now();
  await endChefLastCall(ctx.db, chefId, id, now);
  const row = await chefLastCall(ctx.db, chefId, id);
  if (!row) throw notFound(say.notFound);
  return { lastCall: toBusinessLastCall(row, now), message: say.ended };
}
