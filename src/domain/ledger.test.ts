import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { creditToApply } from './credits';
import { computeFees, lineSubtotalCents, type FeeBreakdown, type FeeInput } from './fees';
import {
  ACCOUNT_KINDS,
  availableToPay,
  balanceOf,
  balances,
  captureLines,
  creditExpiredLines,
  creditGrantedLines,
  entryKey,
  isBalanced,
  LedgerError,
  payoutCreatedLines,
  payoutFailedLines,
  payoutPaidLines,
  refundLines,
  refundLinesAfter,
  refundedSharesOf,
  reversalLines,
  voidLines,
  type LedgerLine,
} from './ledger';

const buyerId = 'buyer-1';
const chefId = 'chef-1';
const parties = { buyerId, chefId };

/** $40 of food, delivered on service_fee_15 with a $5 delivery fee and a $7.01 tip. */
const delivered = computeFees({
  lines: [{ unitPriceCents: 2000, quantity: 2 }],
  deliveryMethod: 'delivery',
  deliveryFeeCents: 500,
  tipCents: 701,
  commissionStructure: 'service_fee_15',
});

describe('capture', () => {
  it('posts fees.ts breakdown: buyer total out; chef, platform, courier and courier tip in', () => {
    const lines = captureLines(parties, delivered);
    expect(lines).toEqual([
      { account: 'buyer_payments', partyId: buyerId, amountCents: -(4000 + 600 + 500 + 701) },
      { account: 'chef_payable', partyId: chefId, amountCents: 4000 + 351 },
      { account: 'platform_fees', partyId: null, amountCents: 600 },
      { account: 'courier_share', partyId: null, amountCents: 500 },
      { account: 'tips_payable', partyId: null, amountCents: 350 },
    ]);
    expect(isBalanced(lines)).toBe(true);
  });

  it('leaves out accounts that receive nothing (pickup: no courier, no service fee on commission_15)', () => {
    const pickup = computeFees({
      lines: [{ unitPriceCents: 1000, quantity: 1 }],
      deliveryMethod: 'pickup',
      commissionStructure: 'commission_15',
    });
    expect(captureLines(parties, pickup)).toEqual([
      { account: 'buyer_payments', partyId: buyerId, amountCents: -1000 },
      { account: 'chef_payable', partyId: chefId, amountCents: 850 },
      { account: 'platform_fees', partyId: null, amountCents: 150 },
    ]);
  });

  it('a void moves no money and posts nothing', () => {
    expect(voidLines()).toEqual([]);
  });
});

describe('refunds', () => {
  it('a full refund gives every party back exactly what it received', () => {
    const capture = captureLines(parties, delivered);
    const refund = refundLines({
      ...parties,
      fees: delivered,
      earlierRefundsCents: [],
      amountCents: delivered.totalCents,
    });
    expect(isBalanced(refund)).toBe(true);
    const all = [...capture, ...refund];
    expect(balanceOf(all, 'chef_payable', chefId)).toBe(0);
    expect(balanceOf(all, 'platform_fees', null)).toBe(0);
    expect(balanceOf(all, 'refunds', buyerId)).toBe(delivered.totalCents);
  });

  it('a partial refund is shared pro rata, the odd cent to the chef first', () => {
    const pickup = computeFees({
      lines: [{ unitPriceCents: 1000, quantity: 1 }],
      deliveryMethod: 'pickup',
      commissionStructure: 'commission_15',
    });
    // 1 cent of a 850 / 150 split: the chef's fraction (0.85) is larger.
    expect(
      refundLines({ ...parties, fees: pickup, earlierRefundsCents: [], amountCents: 1 }),
    ).toEqual([
      { account: 'refunds', partyId: buyerId, amountCents: 1 },
      { account: 'chef_payable', partyId: chefId, amountCents: -1 },
    ]);
    expect(
      refundLines({ ...parties, fees: pickup, earlierRefundsCents: [], amountCents: 100 }),
    ).toEqual([
      { account: 'refunds', partyId: buyerId, amountCents: 100 },
      { account: 'chef_payable', partyId: chefId, amountCents: -85 },
      { account: 'platform_fees', partyId: null, amountCents: -15 },
    ]);
  });

  it('refuses refunds beyond the captured total and amounts that are not whole cents', () => {
    const input = { ...parties, fees: delivered, earlierRefundsCents: [5000] };
    expect(() => refundLines({ ...input, amountCents: delivered.totalCents - 4999 })).toThrow(
      LedgerError,
    );
    expect(() => refundLines({ ...input, amountCents: 0 })).toThrow(LedgerError);
    expect(() => refundLines({ ...input, amountCents: 1.5 })).toThrow(LedgerError);
  });
});

describe('payouts', () => {
  it('move the chef payable to in transit, then to paid out; a failure moves it back', () => {
    const capture = captureLines(parties, delivered);
    const created = payoutCreatedLines(chefId, 4000);
    expect(availableToPay(balanceOf(capture, 'chef_payable', chefId))).toBe(4351);
    const afterCreate = [...capture, ...created];
    expect(balanceOf(afterCreate, 'chef_payable', chefId)).toBe(351);
    expect(balanceOf(afterCreate, 'payouts_in_transit', chefId)).toBe(4000);
    const failed = [...afterCreate, ...payoutFailedLines(chefId, 4000)];
    expect(balanceOf(failed, 'chef_payable', chefId)).toBe(4351);
    expect(balanceOf(failed, 'payouts_in_transit', chefId)).toBe(0);
    const paid = [...afterCreate, ...payoutPaidLines(chefId, 4000)];
    expect(balanceOf(paid, 'paid_out', chefId)).toBe(4000);
    expect(balanceOf(paid, 'payouts_in_transit', chefId)).toBe(0);
    for (const lines of [created, payoutPaidLines(chefId, 1), payoutFailedLines(chefId, 1)])
      expect(isBalanced(lines)).toBe(true);
    expect(() => payoutCreatedLines(chefId, 0)).toThrow(LedgerError);
  });

  it('availableToPay is never negative and never more than the payable or the eligible amount', () => {
    expect(availableToPay(-300)).toBe(0);
    expect(availableToPay(500, 200)).toBe(200);
    expect(availableToPay(500, 900)).toBe(500);
  });
});

describe('isBalanced, reversals and balances', () => {
  it('refuses empty, unbalanced, zero, fractional and wrong-party lines', () => {
    const ok: LedgerLine[] = [
      { account: 'chef_payable', partyId: chefId, amountCents: -5 },
      { account: 'payouts_in_transit', partyId: chefId, amountCents: 5 },
    ];
    expect(isBalanced(ok)).toBe(true);
    expect(isBalanced([])).toBe(false);
    expect(isBalanced([{ ...ok[0]!, amountCents: -4 }, ok[1]!])).toBe(false);
    expect(isBalanced([...ok, { account: 'paid_out', partyId: chefId, amountCents: 0 }])).toBe(
      false,
    );
    expect(
      isBalanced([
        { ...ok[0]!, amountCents: -0.5 },
        { ...ok[1]!, amountCents: 0.5 },
      ]),
    ).toBe(false);
    expect(isBalanced([{ ...ok[0]!, partyId: null }, ok[1]!])).toBe(false);
    expect(isBalanced([{ ...ok[0]!, account: 'platform_fees' }, ok[1]!])).toBe(false);
  });

  it('a reversal cancels its entry', () => {
    const capture = captureLines(parties, delivered);
    const all = [...capture, ...reversalLines(capture)];
    expect(balances(all).every((b) => b.balanceCents === 0)).toBe(true);
  });

  it('keys an event by kind and reference, and names every kind of account once', () => {
    expect(entryKey('capture', 'p-1')).toBe('capture:p-1');
    expect(new Set(ACCOUNT_KINDS).size).toBe(ACCOUNT_KINDS.length);
  });
});

// ---- Properties over random sequences ----------------------------------------------------------

const feeInput = fc
  .record({
    lines: fc.array(
      fc.record({
        unitPriceCents: fc.integer({ min: 0, max: 20_000 }),
        quantity: fc.integer({ min: 1, max: 5 }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    deliveryMethod: fc.constantFrom('pickup' as const, 'delivery' as const),
    deliveryFeeCents: fc.integer({ min: 0, max: 2_000 }),
    tipCents: fc.integer({ min: 0, max: 5_000 }),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    commissionStructure: fc.constantFrom('commission_15' as const, 'service_fee_15' as const),
  })
  .map(({ discountShare, ...r }): FeeInput => {
    const subtotal = r.lines.reduce((s, l) => s + lineSubtotalCents(l), 0);
    return {
      ...r,
      deliveryFeeCents: r.deliveryMethod === 'pickup' ? 0 : r.deliveryFeeCents,
      discountCents: Math.floor(subtotal * discountShare),
    };
  });

type Step =
  | { kind: 'grant'; cents: number }
  | { kind: 'capture'; chef: number; fees: FeeInput }
  | { kind: 'refund'; order: number; share: number }
  | { kind: 'payout'; chef: number; share: number }
  | { kind: 'settle'; paid: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('grant' as const), cents: fc.constantFrom(1000, 2500, 1) }),
  fc.record({ kind: fc.constant('capture' as const), chef: fc.nat(2), fees: feeInput }),
  fc.record({
    kind: fc.constant('refund' as const),
    order: fc.nat(20),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  fc.record({
    kind: fc.constant('payout' as const),
    chef: fc.nat(2),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('settle' as const), paid: fc.boolean() }),
);

describe('ledger properties', () => {
  it('every entry balances; no cent is made or lost; payouts never pay more than was earned less refunds', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const ledger: LedgerLine[] = [];
        const orders: {
          chefId: string;
          fees: FeeBreakdown;
          credit: number;
          refunds: number[];
        }[] = [];
        let granted = 0;
        const inTransit: { chefId: string; amount: number }[] = [];
        const refundedFromChef = new Map<string, number>();
        const post = (lines: LedgerLine[]) => {
          expect(isBalanced(lines)).toBe(true);
          ledger.push(...lines);
        };
        for (const s of steps) {
          if (s.kind === 'grant') {
            post(creditGrantedLines(buyerId, s.cents));
            granted += s.cents;
          } else if (s.kind === 'capture') {
            const fees = computeFees(s.fees);
            const credit = creditToApply(balanceOf(ledger, 'credits', buyerId), fees.totalCents);
            const order = { chefId: `chef-${s.chef}`, fees, credit, refunds: [] as number[] };
            orders.push(order);
            const lines = captureLines({ buyerId, chefId: order.chefId }, fees, credit);
            if (fees.totalCents > 0) post(lines);
            // The card pays at least the minimum whenever credit is spent; credit never overdraws.
            if (credit > 0) expect(fees.totalCents - credit).toBeGreaterThanOrEqual(50);
            expect(balanceOf(ledger, 'credits', buyerId)).toBeGreaterThanOrEqual(0);
          } else if (s.kind === 'refund') {
            const order = orders[s.order % Math.max(orders.length, 1)];
            if (!order) continue;
            const left = order.fees.totalCents - order.refunds.reduce((a, b) => a + b, 0);
            const amount = Math.ceil(left * s.share);
            if (amount <= 0) continue;
            const lines = refundLines({
              buyerId,
              chefId: order.chefId,
              fees: order.fees,
              earlierRefundsCents: order.refunds,
              amountCents: amount,
            });
            post(lines);
            order.refunds.push(amount);
            refundedFromChef.set(
              order.chefId,
              (refundedFromChef.get(order.chefId) ?? 0) -
                balanceOf(lines, 'chef_payable', order.chefId),
            );
          } else if (s.kind === 'payout') {
            const chef = `chef-${s.chef}`;
            const amount = Math.floor(
              availableToPay(balanceOf(ledger, 'chef_payable', chef)) * s.share,
            );
            if (amount <= 0) continue;
            post(payoutCreatedLines(chef, amount));
            inTransit.push({ chefId: chef, amount });
            // Paid out plus in transit never exceeds what the chef earned less what was refunded.
            const sent =
              balanceOf(ledger, 'paid_out', chef) + balanceOf(ledger, 'payouts_in_transit', chef);
            const earned = orders
              .filter((o) => o.chefId === chef)
              .reduce((sum, o) => sum + o.fees.chefEarningsCents, 0);
            expect(sent).toBeLessThanOrEqual(earned - (refundedFromChef.get(chef) ?? 0));
          } else {
            const payout = inTransit.shift();
            if (!payout) continue;
            post(
              s.paid
                ? payoutPaidLines(payout.chefId, payout.amount)
                : payoutFailedLines(payout.chefId, payout.amount),
            );
          }
        }
        // No cent made or lost: all balances together are zero, and the buyer's money in equals
        // what every party holds.
        const all = balances(ledger);
        expect(all.reduce((sum, b) => sum + b.balanceCents, 0)).toBe(0);
        const paidIn = ledger
          .filter((l) => l.account === 'buyer_payments')
          .reduce((sum, l) => sum - l.amountCents, 0);
        expect(paidIn).toBe(orders.reduce((sum, o) => sum + o.fees.totalCents - o.credit, 0));
        const spent = orders.reduce((sum, o) => sum + o.credit, 0);
        expect(balanceOf(ledger, 'credits', buyerId)).toBe(granted - spent);
        expect(balanceOf(ledger, 'coupon_funding', null) + granted).toBe(0);
        const refunded = orders.reduce((sum, o) => sum + o.refunds.reduce((a, b) => a + b, 0), 0);
        expect(balances(ledger).find((b) => b.account === 'refunds')?.balanceCents ?? 0).toBe(
          refunded,
        );
      }),
    );
  });
});

describe('credit', () => {
  it('a grant credits the buyer, funded by the platform; an expiry takes it back', () => {
    const granted = creditGrantedLines(buyerId, 2500);
    expect(granted).toEqual([
      { account: 'credits', partyId: buyerId, amountCents: 2500 },
      { account: 'coupon_funding', partyId: null, amountCents: -2500 },
    ]);
    const expired = creditExpiredLines(buyerId, 700);
    expect(isBalanced(expired)).toBe(true);
    expect(balanceOf([...granted, ...expired], 'credits', buyerId)).toBe(1800);
    expect(() => creditGrantedLines(buyerId, 0)).toThrow(LedgerError);
    expect(() => creditExpiredLines(buyerId, 1.5)).toThrow(LedgerError);
  });

  it('a capture spends credit before the card: the card pays total − credit', () => {
    const lines = captureLines(parties, delivered, 2500);
    expect(isBalanced(lines)).toBe(true);
    expect(balanceOf(lines, 'buyer_payments', buyerId)).toBe(-(delivered.totalCents - 2500));
    expect(balanceOf(lines, 'credits', buyerId)).toBe(-2500);
    expect(balanceOf(lines, 'chef_payable', chefId)).toBe(delivered.chefEarningsCents);
    expect(() => captureLines(parties, delivered, delivered.totalCents + 1)).toThrow(LedgerError);
    expect(() => captureLines(parties, delivered, -1)).toThrow(LedgerError);
  });

  it('cancelling returns the card part as a refund and the credit part to credits, every share back', () => {
    fc.assert(
      fc.property(feeInput, fc.double({ min: 0, max: 1, noNaN: true }), (input, share) => {
        const fees = computeFees(input);
        const credit = creditToApply(Math.floor(fees.totalCents * share), fees.totalCents);
        if (fees.totalCents - credit <= 0) return;
        const capture = captureLines(parties, fees, credit);
        const card = refundLinesAfter(parties, fees, [0, 0, 0, 0], fees.totalCents - credit);
        const all = [...capture, ...card];
        if (credit > 0)
          all.push(...refundLinesAfter(parties, fees, refundedSharesOf(card), credit, 'credits'));
        expect(isBalanced(all)).toBe(true);
        expect(balanceOf(all, 'refunds', buyerId)).toBe(fees.totalCents - credit);
        for (const b of balances(all))
          if (b.account !== 'buyer_payments' && b.account !== 'refunds')
            expect(b.balanceCents, b.account).toBe(0);
      }),
    );
  });
});
