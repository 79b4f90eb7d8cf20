import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '#contracts/orders';
import {
  actionsFor,
  cancelMoneyText,
  charactersLeft,
  deliveryText,
  endedReason,
  itemCountText,
  listCount,
  orderTimeline,
  parseListParams,
  paymentText,
  reviewLinks,
  staleKeysFor,
} from './order-format';

const ORDER = '11111111-1111-4111-8111-111111111111';
const BUYER = '22222222-2222-4222-8222-222222222222';
const DISH_A = '33333333-3333-4333-8333-333333333333';
const DISH_B = '44444444-4444-4444-8444-444444444444';

type Item = OrderSummary['items'][number];
const item = (dishId: string | null, dishName: string): Item => ({
  id: crypto.randomUUID(),
  dishId,
  dishName,
  quantity: 1,
  unitPriceCents: 1000,
  lineTotalCents: 1000,
  modifiers: [],
  specialInstruction: null,
  lastCall: false,
});

describe('parseListParams', () => {
  it('sends a chef to the orders they received and everyone else to their own', () => {
    expect(parseListParams(new URLSearchParams(), true)).toEqual({ side: 'seller', list: 'new' });
    expect(parseListParams(new URLSearchParams(), false)).toEqual({ side: 'buyer', list: 'new' });
  });

  it('keeps a valid list and side, and never gives a customer the seller side', () => {
    const p = new URLSearchParams('side=seller&list=archive');
    expect(parseListParams(p, false)).toEqual({ side: 'buyer', list: 'archive' });
    expect(parseListParams(new URLSearchParams('side=buyer&list=active'), true)).toEqual({
      side: 'buyer',
      list: 'active',
    });
    expect(parseListParams(new URLSearchParams('list=bogus'), false).list).toBe('new');
  });
});

describe('listCount', () => {
  const counts = {
    buyer: { new: 2, active: 1 },
    seller: { new: 5, active: 3, unviewed: 4 },
  };
  it('reads the badge of each list and none for the archive', () => {
    expect(listCount(counts, 'buyer', 'new')).toBe(2);
    expect(listCount(counts, 'seller', 'active')).toBe(3);
    expect(listCount(counts, 'seller', 'archive')).toBe(0);
    expect(listCount(undefined, 'buyer', 'new')).toBe(0);
  });
});

describe('texts', () => {
  it('counts items in words', () => {
    expect(itemCountText(1)).toBe('1 item');
    expect(itemCountText(3)).toBe('3 items');
  });

  it('says how and when the food comes', () => {
    expect(deliveryText('pickup', null)).toBe('Pickup, as soon as possible');
    expect(deliveryText('delivery', '2026-05-12T19:30:00.000Z')).toMatch(
      /^Delivery at \d\d\/\d\d\/2026 \d\d:\d\d (am|pm)$/,
    );
  });

  it('names the card and what happened to the money', () => {
    const payment = { id: ORDER, status: 'captured', amountCents: 2500 };
    expect(paymentText({ ...payment, card: { brand: 'visa', last4: '4242' } })).toBe(
      'Visa •••• 4242: Charged',
    );
    expect(paymentText({ ...payment, status: 'authorized', card: null })).toBe(
      'Card removed since: Authorised (charged when the chef accepts)',
    );
  });

  it('tells a refund from a released hold', () => {
    const base = { id: ORDER, amountCents: 100, card: null };
    expect(cancelMoneyText({ payment: { ...base, status: 'captured' } })).toMatch(/refunded/);
    expect(cancelMoneyText({ payment: { ...base, status: 'authorized' } })).toMatch(
      /hold on it is released/,
    );
  });

  it('counts the characters left', () => {
    expect(charactersLeft('', 500)).toBe('500 characters left');
    expect(charactersLeft('x'.repeat(499), 500)).toBe('1 character left');
  });

  it('gives the reason only for a rejected or cancelled order', () => {
    expect(endedReason({ status: 'rejected', statusReason: 'Out of masa' })).toBe(
      'Rejected: Out of masa',
    );
    expect(endedReason({ status: 'cancelled', statusReason: ' Sick ' })).toBe('Cancelled: Sick');
    expect(endedReason({ status: 'cancelled', statusReason: null })).toBeNull();
    expect(endedReason({ status: 'accepted', statusReason: 'x' })).toBeNull();
  });
});

describe('orderTimeline', () => {
  it('sorts oldest first, words the steps and marks only the latest current', () => {
    const entries = orderTimeline([
      { status: 'accepted', at: '2026-05-12T10:05:00.000Z' },
      { status: 'new', at: '2026-05-12T10:00:00.000Z' },
      { status: 'ready', at: '2026-05-12T10:30:00.000Z' },
    ]);
    expect(entries.map((e) => [e.label, e.current])).toEqual([
      ['Order placed', false],
      ['Accepted', false],
      ['Ready', true],
    ]);
    expect(orderTimeline([])).toEqual([]);
  });
});

describe('actionsFor', () => {
  it('keeps the chef and buyer buttons in a fixed order, only the allowed ones', () => {
    expect(
      actionsFor({ viewerRole: 'seller', allowedActions: ['reject', 'accept', 'reorder'] }),
    ).toEqual(['accept', 'reject']);
    expect(
      actionsFor({ viewerRole: 'buyer', allowedActions: ['reorder', 'respond', 'cancel'] }),
    ).toEqual(['cancel', 'respond', 'reorder']);
    expect(actionsFor({ viewerRole: 'buyer', allowedActions: [] })).toEqual([]);
  });
});

describe('reviewLinks', () => {
  const base = {
    id: ORDER,
    buyer: { id: BUYER, name: 'Olive', publicProfile: true },
    items: [
      item(DISH_A, 'Tamales'),
      item(DISH_A, 'Tamales'),
      item(null, 'Gone'),
      item(DISH_B, 'Flan'),
    ],
  };

  it('offers nothing before completion', () => {
    expect(reviewLinks({ ...base, status: 'ready', viewerRole: 'buyer' })).toEqual([]);
  });

  it('gives the buyer the order and each remaining dish once', () => {
    expect(reviewLinks({ ...base, status: 'completed', viewerRole: 'buyer' })).toEqual([
      { label: 'Review this order', to: `/review/order/${ORDER}` },
      { label: 'Review Tamales', to: `/review/dish/${DISH_A}/${ORDER}` },
      { label: 'Review Flan', to: `/review/dish/${DISH_B}/${ORDER}` },
    ]);
  });

  it('gives the chef the customer review', () => {
    expect(reviewLinks({ ...base, status: 'completed', viewerRole: 'seller' })).toEqual([
      { label: 'Review the customer', to: `/review/customer/${BUYER}/${ORDER}` },
    ]);
  });
});

describe('staleKeysFor', () => {
  it('refreshes lists and counts for a new order, and the order itself when it changes', () => {
    expect(staleKeysFor({ type: 'order.created', orderId: ORDER })).toEqual([
      ['orders', 'list'],
      ['orders', 'counts'],
    ]);
    expect(staleKeysFor({ type: 'order.updated', orderId: ORDER, status: 'accepted' })).toEqual([
      ['orders', ORDER],
      ['orders', 'list'],
      ['orders', 'counts'],
    ]);
    expect(staleKeysFor({ type: 'message.created', threadId: ORDER })).toEqual([]);
  });
});
