import type { PlanContext, ProducerPlan } from './types.ts';

const SPICE_CUISINES = new Set([
  'Mexican',
  'Chinese',
  'Indian',
  'Thai',
  'Ethiopian',
  'Korean',
  'Vietnamese',
]);

/** Modifiers on about 30% of the cooked dishes (a spice level or a portion, and extras). */
export function planModifiers(ctx: PlanContext, producers: ProducerPlan[]): void {
  const { plan, rng } = ctx;
  for (const producer of producers) {
    if (producer.template.kind === 'farmer') continue;
    const chosen = producer.dishes.filter(() => rng.chance(0.33));
    if (chosen.length === 0) continue;
    const groups: string[] = [];
    const addGroup = (name: string, min: number, max: number, options: [string, number][]) => {
      const modifierId = rng.uuid();
      plan.modifiers.push({ id: modifierId, chefId: producer.id, name, min, max });
      options.forEach(([optionName, priceCents], position) =>
        plan.modifierOptions.push({
          id: rng.uuid(),
          modifierId,
          name: optionName,
          priceCents,
          available: true,
          position,
        }),
      );
      groups.push(modifierId);
    };
    if (SPICE_CUISINES.has(producer.cuisine.name)) {
      addGroup('Spice level', 1, 1, [
        ['Mild', 0],
        ['Medium', 0],
        ['Hot', 0],
        ['Extra hot', 0],
      ]);
    } else {
      addGroup('Portion', 1, 1, [
        ['Regular', 0],
        ['Large', 400],
      ]);
    }
    addGroup('Extras', 0, 3, [
      ['Extra protein', 350],
      ['Side salad', 300],
      ['Extra sauce', 75],
      ['Fresh herbs', 50],
      ['Add a drink', 250],
    ]);
    for (const dish of chosen) {
      const ids = rng.chance(0.5) ? groups : [rng.pick(groups)];
      ids.forEach((modifierId, position) =>
        plan.dishModifiers.push({ dishId: dish.id as string, modifierId, position }),
      );
    }
  }
}
