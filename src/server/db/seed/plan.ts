import { createRng, DEMO_SEED } from './rng.ts';
import { planAdmin } from './plan/admin.ts';
import { planDemoApplicant } from './plan/applicant.ts';
import { planCuisines } from './plan/cuisines.ts';
import { planCustomers } from './plan/customers.ts';
import { planFollowsAndFavourites } from './plan/follows-and-favourites.ts';
import { planHomeContent } from './plan/home-content.ts';
import { planLastCalls } from './plan/last-calls.ts';
import { planMenus } from './plan/menus.ts';
import { planModifiers } from './plan/modifiers.ts';
import { planOrdersAndReviews } from './plan/orders-and-reviews.ts';
import { planProducers } from './plan/producers.ts';
import { emptyPlan, startOfUtcDay } from './plan/shared.ts';
import type { DemoPlan, PlanContext, PlanInput } from './plan/types.ts';

export { DEMO_APPLICANT_BUSINESS, DEMO_APPLICANT_EMAIL } from './plan/applicant.ts';
export type { DemoPlan, PlanInput, PlannedImage } from './plan/types.ts';

/**
 * Builds the whole demo deterministically: same seed and day → same rows. Each part of the demo
 * lives in its own file under plan/ and draws from one random stream, so the parts run in this
 * order, always (reordering them changes every row after the move).
 */
export function buildDemoPlan(input: PlanInput): DemoPlan {
  const base = startOfUtcDay(input.now).getTime();
  const ctx: PlanContext = {
    input,
    rng: createRng(input.seed ?? DEMO_SEED),
    base,
    at: (msAgo) => new Date(base - msAgo),
    plan: emptyPlan(),
    avatarImages: [],
  };
  const { plan } = ctx;

  const cuisineIds = planCuisines(ctx);
  const adminId = planAdmin(ctx);
  const customerIds = planCustomers(ctx);
  const producers = planProducers(ctx, cuisineIds, adminId);
  planModifiers(ctx, producers);
  planMenus(ctx, producers);
  const approvedProducers = producers.filter((p) => p.approved && p.template.state === 'approved');
  planLastCalls(ctx, approvedProducers);
  planOrdersAndReviews(ctx, producers, customerIds);
  planFollowsAndFavourites(ctx, approvedProducers, customerIds);
  planHomeContent(ctx, producers, approvedProducers);
  planDemoApplicant(ctx, cuisineIds);

  plan.images.push(...ctx.avatarImages);
  plan.adminSettings.push({
    key: 'demo_data',
    value: {
      loadedAt: input.now.toISOString(),
      city: input.city.label,
      seed: input.seed ?? DEMO_SEED,
    },
  });
  plan.counts = {
    producers: producers.length,
    approvedProducers: producers.filter((p) => p.approved && p.template.state !== 'pending').length,
    dishes: plan.dishes.length,
  };
  return plan;
}
