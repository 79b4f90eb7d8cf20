import { DAY } from './shared.ts';
import type { PlanContext, ProducerPlan } from './types.ts';

/** Follows and favourites from customers, and the followers count they give producers. */
export function planFollowsAndFavourites(
  ctx: PlanContext,
  publicApproved: ProducerPlan[],
  customerIds: string[],
): void {
  const { plan, rng, at } = ctx;
  const profileById = new Map(plan.profiles.map((p) => [p.id, p]));
  const followers = new Map<string, number>();
  customerIds.forEach((customerId, i) => {
    const follow = rng.sample(publicApproved, i === 0 ? 6 : rng.int(2, 9));
    for (const producer of follow) {
      plan.followings.push({
        id: rng.uuid(),
        fromUserId: customerId,
        toUserId: producer.id,
        createdAt: at(rng.int(1, 60) * DAY),
      });
      followers.set(producer.id, (followers.get(producer.id) ?? 0) + 1);
    }
    for (const producer of rng.sample(publicApproved, i === 0 ? 3 : rng.int(0, 4))) {
      plan.favoriteChefs.push({
        userId: customerId,
        chefId: producer.id,
        createdAt: at(rng.int(1, 60) * DAY),
      });
    }
    const dishPool = publicApproved.flatMap((p) => p.dishes);
    for (const dish of rng.sample(dishPool, i === 0 ? 6 : rng.int(1, 8))) {
      plan.favoriteDishes.push({
        userId: customerId,
        dishId: dish.id as string,
        createdAt: at(rng.int(1, 60) * DAY),
      });
    }
  });
  for (const [producerId, count] of followers) {
    const profile = profileById.get(producerId);
    if (profile) profile.followersCount = count;
  }
}
