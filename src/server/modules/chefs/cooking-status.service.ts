// The chef's "Cooking Now" status (issue 14 point 6, decision 047): the chef turns it on and
// off from the business portal; a sweep turns it off once the chef's business hours are over.
// Search, cards and the chef page read profiles.cooking_status directly, uncached.
import type { MyCookingStatus } from '#contracts/chefs';
import { cookingStatusMessages, mayBeCookingAt } from '#domain/cooking-status';
import type { AppContext } from '../../context.ts';
import { conflict, forbidden } from '../../http/errors.ts';
import { cookingChefs, endCooking, myCookingState, setCookingStatus } from './cooking-queries.ts';

async function approvedState(ctx: AppContext, chefId: string) {
  const state = await myCookingState(ctx.db, chefId);
  if (!state || state.approvalStatus !== 'approved')
    throw forbidden(cookingStatusMessages.notApproved);
  return state;
}

/** My cooking status and whether I am open now (approved chefs only). */
export async function getMyCookingStatus(
  ctx: AppContext,
  chefId: string,
): Promise<MyCookingStatus> {
  const state = await approvedState(ctx, chefId);
  const openNow = mayBeCookingAt(ctx.clock.now(), state.businessHours, state.timeZone);
  return { cookingStatus: state.cookingStatus, openNow };
}

/** Turns my cooking on (only inside my business hours: 409 outside) or off (always). */
export async function setMyCookingStatus(
  ctx: AppContext,
  chefId: string,
  cooking: boolean,
): Promise<MyCookingStatus> {
  const state = await approvedState(ctx, chefId);
  const openNow = mayBeCookingAt(ctx.clock.now(), state.businessHours, state.timeZone);
  if (cooking && !openNow) throw conflict(cookingStatusMessages.outOfHours);
  const cookingStatus = cooking ? 'cooking' : 'idle';
  await setCookingStatus(ctx.db, chefId, cookingStatus);
  return { cookingStatus, openNow };
}

/**
 * The scheduled sweep: turns cooking off for every chef outside their business hours now.
 * Idempotent, so a missed or repeated tick costs nothing. Returns how many it turned off.
 */
export async function endCookingAfterHours(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const closed = (await cookingChefs(ctx.db))
    .filter((c) => !mayBeCookingAt(now, c.businessHours, c.timeZone))
    .map((c) => c.id);
  return endCooking(ctx.db, closed);
}
