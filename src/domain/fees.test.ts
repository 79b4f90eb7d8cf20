import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  breakdownOfOrder,
  checkMinimumOrder,
  computeFees,
  FeeInputError,
  formatUsd,
  lineSubtotalCents,
  percentOfCents,
  resolveTip,
  splitTip,
  tipCapCents,
  tipPresets,
  type CommissionStructure,
  type DeliveryMethod,
  type FeeInput,
} from './fees';
import { messages, minimumOrderMessage } from './messages';

const line = fc.record({
  unitPriceCents: fc.integer({ min: 0, max: 50_000 }),
  optionPricesCents: fc.array(fc.integer({ min: 0, max: 2_000 }), { maxLength: 4 }),
  quantity: fc.integer({ min: 1, max: 100 }),
});
const method = fc.constantFrom<DeliveryMethod>('pickup', 'delivery');
const structure = fc.constantFrom<CommissionStructure>('commission_15', 'service_fee_15');

/** A valid checkout: pickup has no delivery fee, the discount is at most the subtotal. */
const feeInput = fc
  .record({
    lines: fc.array(line, { minLength: 1, maxLength: 6 }),
    deliveryMethod: method,
    deliveryFeeCents: fc.integer({ min: 0, max: 5_000 }),
    tipCents: fc.integer({ min: 0, max: 100_000 }),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    commissionStructure: structure,
  })
  .map(({ discountShare, ...r }): FeeInput => {
    const subtotal = r.lines.reduce((s, l) => s + lineSubtotalCents(l), 0);
    return {
      ...r,
      deliveryFeeCents: r.deliveryMethod === 'pickup' ? 0 : r.deliveryFeeCents,
      discountCents: Math.floor(subtotal * discountShare),
    };
  });

describe('percentOfCents (round half up on integer cents)', () => {
  it('rounds exact halves up and everything else to the nearest cent', () => {
    expect(percentOfCents(10, 500)).toBe(1); // 0.5 → 1
    expect(percentOfCents(30, 500)).toBe(2); // 1.5 → 2
    expect(percentOfCents(29, 500)).toBe(1); // 1.45 → 1
    expect(percentOfCents(1999, 1500)).toBe(300); // 299.85 → 300
    expect(percentOfCents(1001, 1500)).toBe(150); // 150.15 → 150
    expect(percentOfCents(0, 1500)).toBe(0);
  });
  it('matches exact rational rounding for every amount (no float drift)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, bps) => {
          const exact = BigInt(amount) * BigInt(bps); // value × 10000
          const expected = Number((exact * 2n + 10_000n) / 20_000n);
          return percentOfCents(amount, bps) === expected;
        },
      ),
    );
  });
  it('refuses fractions and negatives', () => {
    expect(() => percentOfCents(10.5, 500)).toThrow(FeeInputError);
    expect(() => percentOfCents(-1, 500)).toThrow(FeeInputError);
    expect(() => percentOfCents(10, 10_001)).toThrow(FeeInputError);
  });
});

describe('computeFees — worked examples', () => {
  const lines = [
    { unitPriceCents: 1200, optionPricesCents: [150, 50], quantity: 2 }, // 2800
    { unitPriceCents: 899, quantity: 1 }, // 899
  ];

  it('commission_15, delivery: the buyer pays no service fee, the chef pays 15%', () => {
    const f = computeFees({
      lines,
      deliveryMethod: 'delivery',
      deliveryFeeCents: 499,
      tipCents: 555,
      commissionStructure: 'commission_15',
    });
    expect(f).toEqual({
      subtotalCents: 3699,
      discountCents: 0,
      serviceFeeCents: 0,
      deliveryFeeCents: 499,
      tipCents: 555,
      totalCents: 3699 + 499 + 555,
      commissionCents: 555, // 554.85 → 555
      platformFeesCents: 555,
      tipToChefCents: 278,
      tipToCourierCents: 277,
      courierCents: 499 + 277,
      chefEarningsCents: 3699 - 555 + 278,
    });
  });

  it('service_fee_15: 15% service fee on delivery, 5% on pickup, no commission', () => {
    const delivery = computeFees({
      lines,
      deliveryMethod: 'delivery',
      deliveryFeeCents: 499,
      commissionStructure: 'service_fee_15',
    });
    expect(delivery.serviceFeeCents).toBe(555);
    expect(delivery.commissionCents).toBe(0);
    expect(delivery.chefEarningsCents).toBe(3699);
    expect(delivery.totalCents).toBe(3699 + 555 + 499);

    const pickup = computeFees({
      lines,
      deliveryMethod: 'pickup',
      tipCents: 501,
      commissionStructure: 'service_fee_15',
    });
    expect(pickup.serviceFeeCents).toBe(185); // 184.95 → 185
    expect(pickup.tipToChefCents).toBe(501); // the whole pickup tip goes to the chef
    expect(pickup.tipToCourierCents).toBe(0);
    expect(pickup.chefEarningsCents).toBe(3699 + 501);
    expect(pickup.totalCents).toBe(3699 + 185 + 501);
  });

  it('applies fees to the discounted items', () => {
    const f = computeFees({
      lines: [{ unitPriceCents: 2000, quantity: 1 }],
      deliveryMethod: 'pickup',
      discountCents: 500,
      commissionStructure: 'commission_15',
    });
    expect(f.commissionCents).toBe(225);
    expect(f.chefEarningsCents).toBe(1275);
    expect(f.totalCents).toBe(1500);
  });

  it('refuses a delivery fee on pickup, a discount above the subtotal, and bad cents', () => {
    const base = { lines, commissionStructure: 'commission_15' as const };
    expect(() => computeFees({ ...base, deliveryMethod: 'pickup', deliveryFeeCents: 1 })).toThrow(
      'pickup has no delivery fee',
    );
    expect(() => computeFees({ ...base, deliveryMethod: 'pickup', discountCents: 3700 })).toThrow(
      FeeInputError,
    );
    expect(() => computeFees({ ...base, deliveryMethod: 'delivery', tipCents: 1.5 })).toThrow(
      FeeInputError,
    );
    expect(() =>
      computeFees({
        ...base,
        lines: [{ unitPriceCents: 100, quantity: 0 }],
        deliveryMethod: 'pickup',
      }),
    ).toThrow(FeeInputError);
  });
});

describe('computeFees — properties', () => {
  it('every output is a non-negative integer', () => {
    fc.assert(
      fc.property(feeInput, (input) =>
        Object.values(computeFees(input)).every((v) => Number.isSafeInteger(v) && v >= 0),
      ),
    );
  });

  it('buyer total = subtotal + service fee + delivery fee + tip − discount', () => {
    fc.assert(
      fc.property(feeInput, (input) => {
        const f = computeFees(input);
        return (
          f.totalCents ===
          f.subtotalCents + f.serviceFeeCents + f.deliveryFeeCents + f.tipCents - f.discountCents
        );
      }),
    );
  });

  it('no cent lost or made: buyer total = chef earnings + platform fees + courier', () => {
    fc.assert(
      fc.property(feeInput, (input) => {
        const f = computeFees(input);
        return (
          f.totalCents === f.chefEarningsCents + f.platformFeesCents + f.courierCents &&
          f.tipCents === f.tipToChefCents + f.tipToCourierCents &&
          f.courierCents === f.deliveryFeeCents + f.tipToCourierCents &&
          f.chefEarningsCents ===
            f.subtotalCents - f.discountCents - f.commissionCents + f.tipToChefCents
        );
      }),
    );
  });

  it('exactly one party pays the platform: commission or service fee, never both', () => {
    fc.assert(
      fc.property(feeInput, (input) => {
        const f = computeFees(input);
        return input.commissionStructure === 'commission_15'
          ? f.serviceFeeCents === 0
          : f.commissionCents === 0;
      }),
    );
  });

  it('is monotonic in the subtotal: more food never lowers the total or the chef earnings', () => {
    fc.assert(
      fc.property(feeInput, fc.integer({ min: 1, max: 100_000 }), (input, extra) => {
        const more = {
          ...input,
          lines: [...input.lines, { unitPriceCents: extra, quantity: 1 }],
        };
        const a = computeFees(input);
        const b = computeFees(more);
        return (
          b.subtotalCents === a.subtotalCents + extra &&
          b.totalCents >= a.totalCents &&
          b.chefEarningsCents >= a.chefEarningsCents &&
          b.platformFeesCents >= a.platformFeesCents
        );
      }),
    );
  });

  it('pickup has no delivery fee and no courier share', () => {
    fc.assert(
      fc.property(feeInput, (input) => {
        const f = computeFees({ ...input, deliveryMethod: 'pickup', deliveryFeeCents: 0 });
        return f.deliveryFeeCents === 0 && f.courierCents === 0 && f.tipToChefCents === f.tipCents;
      }),
    );
  });

  it('splits a delivery tip 50/50, the odd cent to the chef', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (tip) => {
        const s = splitTip(tip, 'delivery');
        return (
          s.toChef + s.toCourier === tip &&
          s.toChef - s.toCourier >= 0 &&
          s.toChef - s.toCourier <= 1
        );
      }),
    );
  });
});

describe('tips', () => {
  it('offers 10/15/20% presets rounded half up', () => {
    expect(tipPresets(3699)).toEqual([
      { percent: 10, tipCents: 370 },
      { percent: 15, tipCents: 555 },
      { percent: 20, tipCents: 740 },
    ]);
  });
  it('accepts a custom tip from 0 to the cap (subtotal, at least $50)', () => {
    expect(tipCapCents(1000)).toBe(5000);
    expect(tipCapCents(12_000)).toBe(12_000);
    expect(resolveTip({ kind: 'custom', cents: 0 }, 1000)).toEqual({ ok: true, tipCents: 0 });
    expect(resolveTip({ kind: 'custom', cents: 5000 }, 1000)).toEqual({ ok: true, tipCents: 5000 });
    expect(resolveTip({ kind: 'custom', cents: 5001 }, 1000)).toEqual({
      ok: false,
      message: 'Tip must be a whole amount from $0.00 to $50.00.',
    });
    expect(resolveTip({ kind: 'custom', cents: -1 }, 1000).ok).toBe(false);
    expect(resolveTip({ kind: 'custom', cents: 2.5 }, 1000).ok).toBe(false);
    expect(resolveTip({ kind: 'percent', percent: 15 }, 1000)).toEqual({ ok: true, tipCents: 150 });
    expect(resolveTip({ kind: 'percent', percent: 17 }, 1000).ok).toBe(false);
  });
  it('a resolved tip always lies within 0 and the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer(), (subtotal, custom) => {
        const r = resolveTip({ kind: 'custom', cents: custom }, subtotal);
        return !r.ok || (r.tipCents >= 0 && r.tipCents <= tipCapCents(subtotal));
      }),
    );
  });
});

describe('minimum order and spec §8 checkout messages', () => {
  it('refuses a subtotal below the minimum with the amount as money', () => {
    expect(checkMinimumOrder(1499, 1500)).toBe("Less than chef's minimum order amount $15.00");
    expect(checkMinimumOrder(1500, 1500)).toBeNull();
    expect(checkMinimumOrder(0, 0)).toBeNull();
    expect(formatUsd(123_456)).toBe('$1,234.56');
  });
  it('keeps the spec wording word for word', () => {
    expect(minimumOrderMessage('$5.00')).toBe("Less than chef's minimum order amount $5.00");
    expect(messages.cartEmpty).toBe('Cart is empty!');
    expect(messages.outOfBusinessHours).toBe("You can't order dishes out of business hours");
    expect(messages.estimateFailed).toBe('Unable to get the estimate');
    expect(messages.addressMissingTitle).toBe('address is missing');
    expect(messages.addressIncomplete).toBe('One of the addresses is not complete');
  });
});

describe('breakdownOfOrder', () => {
  it('reads back exactly the breakdown an order stored', () => {
    fc.assert(
      fc.property(feeInput, (input) => {
        const fees = computeFees(input);
        expect(breakdownOfOrder({ ...fees, deliveryMethod: input.deliveryMethod })).toEqual(fees);
      }),
    );
  });

  it('refuses stored amounts whose parts do not add up to the total', () => {
    const fees = computeFees({
      lines: [{ unitPriceCents: 1750, quantity: 1 }],
      deliveryMethod: 'pickup',
      commissionStructure: 'commission_15',
    });
    expect(() =>
      breakdownOfOrder({ ...fees, totalCents: fees.totalCents + 1, deliveryMethod: 'pickup' }),
    ).toThrow(FeeInputError);
  });
});
