import { describe, expect, it } from 'vitest';
import { computeFees } from './fees';
import { roiComparison, roiInputIssue, roiInputProblem, WEEKS_PER_YEAR } from './roi';

describe('the ROI calculator', () => {
  it('gives what a producer keeps under each structure and on typical apps', () => {
    const rows = roiComparison({ weeklyOrders: 40, averageOrderCents: 2500 });
    // $25 of food and a $3.75 tip: 15 % commission keeps $21.25 + $3.75, 0 % keeps it all.
    expect(rows.map((r) => [r.id, r.perOrderCents])).toEqual([
      ['commission_15', 2500],
      ['service_fee_15', 2875],
      ['app_15', 2500],
      ['app_30', 2125],
    ]);
    expect(rows[1]).toMatchObject({
      weeklyCents: 2875 * 40,
      yearlyCents: 2875 * 40 * WEEKS_PER_YEAR,
      commissionPercent: 0,
      customerFeePercent: 15,
    });
  });

  it('agrees with the checkout fee rule for any order value', () => {
    for (const cents of [100, 999, 1750, 4321, 100_000]) {
      const [c15, s15] = roiComparison({ weeklyOrders: 1, averageOrderCents: cents });
      for (const [r, structure] of [
        [c15, 'commission_15'],
        [s15, 'service_fee_15'],
      ] as const) {
        const fees = computeFees({
          lines: [{ unitPriceCents: cents, quantity: 1 }],
          deliveryMethod: 'pickup',
          tipCents: Math.floor((cents * 1500 * 2 + 10_000) / 20_000),
          commissionStructure: structure,
        });
        expect(r!.perOrderCents).toBe(fees.chefEarningsCents);
      }
    }
  });

  it('refuses input it cannot calculate, with what to enter', () => {
    expect(roiInputProblem({ weeklyOrders: 10, averageOrderCents: 2000 })).toBeNull();
    expect(roiInputProblem({ weeklyOrders: -1, averageOrderCents: 2000 })).toBe(
      'Enter 0 to 10,000 orders a week.',
    );
    expect(roiInputProblem({ weeklyOrders: 2.5, averageOrderCents: 2000 })).not.toBeNull();
    expect(roiInputProblem({ weeklyOrders: 10, averageOrderCents: 50 })).toBe(
      'Enter an average order between $1 and $1,000.',
    );
    expect(roiInputIssue({ weeklyOrders: 10_001, averageOrderCents: 2000 })).toBe('weekly_orders');
    expect(roiInputIssue({ weeklyOrders: 10, averageOrderCents: 100_001 })).toBe('average_order');
    expect(roiInputIssue({ weeklyOrders: 0, averageOrderCents: 100 })).toBeNull();
    expect(() => roiComparison({ weeklyOrders: 10, averageOrderCents: 50 })).toThrow(RangeError);
  });
});
