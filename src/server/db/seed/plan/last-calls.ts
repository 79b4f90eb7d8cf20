import { DAY, HOUR } from './shared.ts';
import type { PlanContext, ProducerPlan } from './types.ts';

/** Last-call deals from some approved producers, open from the start of today for three days. */
export function planLastCalls(ctx: PlanContext, approvedProducers: ProducerPlan[]): void {
  const { plan, rng, base } = ctx;
  const lastCallers = rng.sample(
    approvedProducers.filter((p) => p.template.kind !== 'farmer'),
    9,
  );
  for (const producer of lastCallers) {
    const sellable = producer.dishes.filter((d) => d.status === 'available' && d.amountLeft !== 0);
    if (sellable.length === 0) continue;
    const lastCallId = rng.uuid();
    plan.lastCalls.push({
      id: lastCallId,
      chefId: producer.id,
      latitude: producer.address.latitude,
      longitude: producer.address.longitude,
      startsAt: new Date(base - 2 * HOUR),
      endsAt: new Date(base + 3 * DAY),
    });
    for (const dish of rng.sample(sellable, rng.int(1, 3))) {
      const offPercent = rng.pick([20, 25, 30, 40, 50]);
      const priceCents = Math.round((dish.priceCents * (100 - offPercent)) / 100);
      dish.lastCallPriceCents = priceCents;
      plan.lastCallItems.push({
        id: rng.uuid(),
        lastCallId,
        dishId: dish.id as string,
        priceCents,
        offPercent,
        amountLeft: rng.int(2, 8),
      });
    }
  }
}
