import type { dishes } from '../../schema/catalog.ts';
import type { DishTemplate } from '../dishes.ts';
import { dishArt, dishSvg } from '../photos.ts';
import { slugify } from '../producers.ts';
import { createRng, DEMO_SEED } from '../rng.ts';
import { DAY, HOUR, KIND_PHRASE, roundPrice } from './shared.ts';
import type { Insert, PlanContext, ProducerPlan } from './types.ts';

/** What the dishes of every producer share: unique slugs and a running index for photo art. */
export interface DishRun {
  slugs: Set<string>;
  dishIndex: number;
  cuisineIds: Map<string, string>;
}

/** One producer's dishes (9–11 when approved, else 3–5), each with a generated photo. */
export function planProducerDishes(ctx: PlanContext, producer: ProducerPlan, run: DishRun): void {
  const { plan, rng, base, at, input } = ctx;
  const { publicUrl } = input;
  const { id, template: p, cuisine, address } = producer;
  const dishCount =
    p.state === 'approved' ? Math.min(cuisine.dishes.length, rng.int(9, 11)) : rng.int(3, 5);
  const templates: DishTemplate[] = rng.sample(cuisine.dishes, dishCount);
  for (const t of templates) {
    const dishId = rng.uuid();
    let slug = `${slugify(t.name)}-${dishId.slice(0, 6)}`;
    while (run.slugs.has(slug)) slug = `${slug}-${rng.int(0, 9)}`;
    run.slugs.add(slug);
    const roll = rng.next();
    const status = roll < 0.68 ? 'available' : roll < 0.84 ? 'cooking' : 'sold_out';
    let amountLeft: number;
    if (status === 'sold_out') amountLeft = 0;
    else if (status === 'cooking') amountLeft = rng.chance(0.5) ? -1 : rng.int(4, 12);
    else {
      const a = rng.next();
      amountLeft = a < 0.4 ? -1 : a < 0.9 ? rng.int(1, 24) : 0;
    }
    // About one in six dishes is New (created within the last week).
    const dishCreated = rng.chance(0.18)
      ? new Date(base - rng.int(0, 5 * 24) * HOUR)
      : at(rng.int(9, 180) * DAY + rng.int(0, 23) * HOUR);
    const key = `dish/${dishId}/1.webp`;
    const artRng = createRng((input.seed ?? DEMO_SEED) + 1000 + run.dishIndex);
    plan.images.push({
      key,
      svg: dishSvg(dishArt(artRng, t.name, cuisine.colors, t.categories), artRng),
      ownerId: id,
    });
    plan.dishPhotos.push({
      id: rng.uuid(),
      dishId,
      url: publicUrl(key),
      position: 0,
      createdAt: dishCreated,
    });
    const dish: Insert<typeof dishes> = {
      id: dishId,
      chefId: id,
      name: t.name,
      description: `${t.name} with ${t.ingredients.slice(0, 4).join(', ')}. ${KIND_PHRASE[p.kind]}`,
      slug,
      priceCents: roundPrice(t.priceCents * rng.float(0.9, 1.2)),
      priceUnit: t.unit,
      status,
      amountLeft,
      visibility: 'public',
      hideNotAvailable: false,
      globalPromo: rng.chance(0.05),
      ingredients: t.ingredients,
      diets: t.diets,
      origins: [cuisine.name],
      categories: t.categories.slice(0, 5),
      tags:
        p.kind === 'farmer' ? ['farm-fresh', 'local'] : p.kind === 'home chef' ? ['homemade'] : [],
      cuisineId: run.cuisineIds.get(cuisine.name) ?? null,
      totalServing: rng.int(1, 4),
      leadTimeMinutes: rng.pick([0, 15, 30, 45, 60, 120]),
      netWeight: p.kind === 'farmer' ? null : `${rng.int(5, 16) * 25} g`,
      latitude: address.latitude,
      longitude: address.longitude,
      createdAt: dishCreated,
    };
    producer.dishes.push(dish);
    plan.dishes.push(dish);
    run.dishIndex++;
  }
}
