import { describe, expect, it } from 'vitest';
import { businessLastCallMessages } from '#contracts/lastcall';
import type { ProductSummary } from '#contracts/products';
import { lastCallRuleMessages } from '#domain/last-call';
import { validateWith } from '../../lib/validate-with';
import {
  dealPreview,
  endChoices,
  lastCallFormSchema,
  lastCallFormValues,
  lastCallRequestBody,
  type LastCallFormValues,
} from './last-call-form-values';

const NOW = new Date('2026-11-25T22:10:00Z');
const product = (over: Partial<ProductSummary>): ProductSummary => ({
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'soup',
  name: 'Soup',
  priceCents: 1000,
  priceUnit: null,
  status: 'available',
  amountLeft: -1,
  visibility: 'public',
  categories: [],
  photoUrl: null,
  createdAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
  ...over,
});
const validate = validateWith(lastCallFormSchema(() => NOW));

function values(): LastCallFormValues {
  return lastCallFormValues([
    product({}),
    product({ id: '00000000-0000-4000-8000-000000000002', name: 'Pie', priceCents: 800 }),
    product({ id: '00000000-0000-4000-8000-000000000003', name: 'Gone', amountLeft: 0 }),
  ]);
}

describe('last-call form', () => {
  it('offers only dishes that can be ordered', () => {
    expect(values().dishes.map((d) => d.name)).toEqual(['Soup', 'Pie']);
  });

  it('builds the body from the chosen dishes: price in cents or percent, unlimited as -1', () => {
    const v = values();
    v.dishes[0] = { ...v.dishes[0]!, selected: true, mode: 'price', price: 7.5, amountLeft: 4 };
    v.dishes[1] = { ...v.dishes[1]!, selected: true, percent: 25, unlimited: true };
    v.endsAt = '2026-11-26T01:00:00.000Z';
    expect(lastCallRequestBody(v)).toEqual({
      items: [
        { dishId: v.dishes[0]!.dishId, priceCents: 750, amountLeft: 4 },
        { dishId: v.dishes[1]!.dishId, offPercent: 25, amountLeft: -1 },
      ],
      endsAt: '2026-11-26T01:00:00.000Z',
      pickupStartsAt: null,
      pickupEndsAt: null,
    });
    expect(validate(v)).toEqual({});
    expect(dealPreview(v.dishes[1]!)).toEqual({ priceCents: 600, offPercent: 25 });
  });

  it('says what is missing or wrong, on the field', () => {
    const v = values();
    expect(validate(v)).toMatchObject({
      dishes: businessLastCallMessages.noItems,
      endsAt: businessLastCallMessages.endsAt,
    });
    v.dishes[1] = { ...v.dishes[1]!, selected: true, mode: 'price', price: 9, amountLeft: 0 };
    v.endsAt = new Date(NOW.getTime() - 60_000).toISOString();
    expect(validate(v)).toMatchObject({
      'dishes.1.price': `Pie: ${lastCallRuleMessages.priceBelowRegular}`,
      'dishes.1.amountLeft': businessLastCallMessages.amountLeft,
      endsAt: lastCallRuleMessages.endsInFuture,
    });
    v.dishes[1] = { ...v.dishes[1]!, mode: 'percent', percent: '', amountLeft: 2 };
    expect(validate(v)).toMatchObject({ 'dishes.1.percent': lastCallRuleMessages.priceOrPercent });
  });

  it('offers ends every half hour over the next 12 hours', () => {
    const choices = endChoices(NOW);
    expect(choices[0]?.toISOString()).toBe('2026-11-25T22:30:00.000Z');
    expect(choices.at(-1)?.toISOString()).toBe('2026-11-26T10:00:00.000Z');
  });
});
