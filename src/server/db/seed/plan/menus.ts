import type { dishes } from '../../schema/catalog.ts';
import type { Insert, PlanContext, ProducerPlan } from './types.ts';

/** Menus: a parent menu with one or two child menus holding the dishes. */
export function planMenus(ctx: PlanContext, producers: ProducerPlan[]): void {
  const { plan, rng } = ctx;
  for (const producer of producers) {
    const p = producer.template;
    const parentId = rng.uuid();
    plan.menus.push({
      id: parentId,
      chefId: producer.id,
      name: `${p.businessName} menu`,
      type: 'parent',
      position: 0,
    });
    const sweet = (d: Insert<typeof dishes>) =>
      (d.categories ?? []).some((c) =>
        ['Desserts', 'Drinks', 'Sides', 'Snacks', 'Appetizers', 'Pantry'].includes(c),
      );
    const two = producer.dishes.length >= 6 && rng.chance(0.7);
    const groups: { name: string; items: Insert<typeof dishes>[] }[] = two
      ? [
          {
            name: p.kind === 'farmer' ? 'This week’s harvest' : 'Mains',
            items: producer.dishes.filter((d) => !sweet(d)),
          },
          {
            name: p.kind === 'farmer' ? 'Pantry' : 'Small plates, sides & sweets',
            items: producer.dishes.filter(sweet),
          },
        ].filter((g) => g.items.length > 0)
      : [{ name: p.kind === 'farmer' ? 'Farm stand' : 'Everyday menu', items: producer.dishes }];
    groups.forEach((g, position) => {
      const menuId = rng.uuid();
      const weekend = position === 1 && rng.chance(0.3);
      plan.menus.push({
        id: menuId,
        chefId: producer.id,
        name: weekend ? `Weekend ${g.name.toLowerCase()}` : g.name,
        type: 'menu',
        parentId,
        position: position + 1,
        availability: weekend
          ? { mode: 'custom', weekdays: [0, 6], from: '09:00', to: '14:00' }
          : { mode: 'business_hours' },
      });
      g.items.forEach((d, i) =>
        plan.menuItems.push({ menuId, dishId: d.id as string, position: i }),
      );
    });
  }
}
