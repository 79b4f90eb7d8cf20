import { describe, expect, it } from 'vitest';
import { priceChangeMessages, priceRose, totalChangeRefusal } from './price-changes';

describe('price changes', () => {
  it('asks about a price that went up, not one that fell or stayed', () => {
    expect(priceRose(1750, 9999)).toBe(true);
    expect(priceRose(1750, 1750)).toBe(false);
    expect(priceRose(1750, 1500)).toBe(false);
  });

  it('words the rise with both prices', () => {
    expect(priceChangeMessages.priceWentUp(1750, 9999)).toBe(
      'The price went up from $17.50 to $99.99. Accept the new price or remove the item.',
    );
  });

  it('refuses any total but the one seen, up or down, and says both', () => {
    expect(totalChangeRefusal(2013, 2013)).toBeNull();
    expect(totalChangeRefusal(2013, 11499)).toBe(
      'The total changed from $20.13 to $114.99. Check your order and place it again; nothing was charged.',
    );
    expect(totalChangeRefusal(2013, 1900)).toContain('from $20.13 to $19.00');
  });
});
