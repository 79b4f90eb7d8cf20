import {
  businessLastCallMessages as say,
  type BusinessLastCallResponse,
  type CreateLastCallInput,
} from '#contracts/lastcall';
import { isOrderable } from '#domain/dish-status';
import { dealPricing, lastCallWindowProblem } from '#domain/last-call';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { chefDishesByIds } from '../catalog/dish-queries.ts';
import { chefBusinessPlace } from '../chefs/chef-queries.ts';
import { sendLastCallAlerts } from './last-call-alerts.service.ts';
import { toBusinessLastCall } from './last-call-view.ts';
import {
  chefLastCall,
  dishesOnLiveLastCall,
  insertLastCall,
  lockChefLastCalls,
} from './lastcall-queries.ts';

const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });

/**
 * POST /business/last-calls — the chef puts some of their own orderable dishes on a last call
 * that starts now at their business location: per dish a last-call price or a percent off (the
 * other computed by dealPricing), the portions at that price (or unlimited), the end (within
 * 12 hours) and an optional pickup window. A dish already on a live last call is refused (a
 * live deal's price never changes: the chef ends it and makes a new one). Then subscribers
 * around the chef and the chef's followers are alerted (the job catches up if this fails).
 */
export async function createLastCall(
  ctx: AppContext,
  chefId: string,
  input: CreateLastCallInput,
): Promise<BusinessLastCallResponse> {
  const now = ctx.clock.now();
  const window = {
    startsAt: now,
    endsAt: new Date(input.endsAt),
    pickupStartsAt: input.pickupStartsAt === null ? null : new Date(input.pickupStartsAt),
    pickupEndsAt: input.pickupEndsAt === null ? null : new Date(input.pickupEndsAt),
  };
  const problem = lastCallWindowProblem(window);
  if (problem) throw fieldError(problem.field, problem.message);

  const place = await chefBusinessPlace(ctx.db, chefId);
  if (!place || place.latitude === null || place.longitude === null) {
    throw conflict(say.noLocation);
  }
  const { latitude, longitude } = place;

  const id = await ctx.db.transaction(async (tx) => {
    await lockChefLastCalls(tx, chefId);
    const dishIds = input.items.map((i) => i.dishId);
    const [dishes, onLive] = await Promise.all([
      chefDishesByIds(tx, chefId, dishIds),
      dishesOnLiveLastCall(tx, chefId, dishIds, now),
    ]);
    const items = input.items.map((item, n) => {
      const dish = dishes.get(item.dishId);
      if (!dish) throw fieldError(`items.${n}.dishId`, say.notYourDish);
      if (!isOrderable(dish))
        throw fieldError(`items.${n}.dishId`, say.dishNotAvailable(dish.name));
      if (onLive.has(dish.id)) throw conflict(say.alreadyOnLastCall(dish.name));
      const pricing = dealPricing(
        dish.priceCents,
        item.offPercent !== undefined
          ? { offPercent: item.offPercent }
          : { priceCents: item.priceCents ?? 0 },
      );
      if (!pricing.ok) {
        const field = item.offPercent !== undefined ? 'offPercent' : 'priceCents';
        throw fieldError(`items.${n}.${field}`, `${dish.name}: ${pricing.problem}`);
      }
      return {
        dishId: dish.id,
        priceCents: pricing.priceCents,
        offPercent: pricing.offPercent,
        amountLeft: item.amountLeft,
      };
    });
    return insertLastCall(tx, { chefId, latitude, longitude, ...window, items });
  });

  try {
    await sendLastCallAlerts(ctx, { onlyId: id });
  } catch {
    // The deal stands; the every-minute job claims and alerts it.
  }
  const row = await chefLastCall(ctx.db, chefId, id);
  if (!row) throw new Error('new last call not found');
  return { lastCall: toBusinessLastCall(row, now), message: say.created };
}
