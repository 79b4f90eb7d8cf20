import type { CartItem } from '#contracts/cart';
import { formatMoney } from '../../lib/format';

/** "Size: Large (+$2.50); Extras: Cheese, Beans" — the chosen options of a line. */
export function modifiersSummary(item: Pick<CartItem, 'modifiers'>): string {
  return item.modifiers
    .map((m) => {
      const options = m.options
        .map((o) => (o.priceCents > 0 ? `${o.name} (+${formatMoney(o.priceCents)})` : o.name))
        .join(', ');
      return `${m.name}: ${options}`;
    })
    .join('; ');
}

export const itemsLabel = (n: number) => (n === 1 ? '1 item' : `${n} items`);
