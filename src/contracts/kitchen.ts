import { z } from 'zod';
import { text } from '#contracts/strings';

/**
 * A chef's kitchen as a buyer sees it now (issue 14 point 1, decision 048; the rule is
 * #domain/kitchen-state): `open` takes an order now until `at` (null: not closing within 7
 * days); `later` takes orders for later only, the first slot at `at`; `closed` takes none, an
 * order now is taken again from `at` (null: not within 7 days). `timeZone` is the chef's: times
 * are shown in it, naming it when the buyer's clock differs.
 */
export const kitchenStateSchema = z.object({
  state: z.enum(['open', 'later', 'closed']),
  at: z.iso.datetime().nullable(),
  timeZone: text(),
});
export type KitchenStateView = z.infer<typeof kitchenStateSchema>;

/** The dish page's kitchen: also the next slots it offers when it takes orders for later only. */
export const dishKitchenSchema = kitchenStateSchema.extend({
  /** Up to 3 slots, earliest first; empty unless `state` is `later`. */
  nextSlots: z.array(z.iso.datetime()),
});
export type DishKitchenView = z.infer<typeof dishKitchenSchema>;
