// The return-on-investment calculator (/roi, spec §2 and §9; issue 15 point 3): what a
// producer keeps on Potluck under each commission structure, beside typical delivery apps.
// Every figure comes from the rules that charge real orders (fees.ts, credits.ts, payouts.ts),
// so the page cannot promise what checkout would not pay.
import { REFERRAL_CREDIT_CENTS, SIGNUP_CREDIT_CENTS } from './credits';
import {
  COMMISSION_BPS,
  computeFees,
  percentOfCents,
  SERVICE_FEE_BPS,
  type CommissionStructure,
} from './fees';
import { APPROVAL_HOURS, ONBOARDING_MINUTES } from './onboarding';
import { PAYOUT_PROMISE_HOURS } from './payouts';

/** Spec §9: the comparison uses 15 % tips, which go to the producer on pickup. */
export const ROI_TIP_PERCENT = 15;
/** Typical delivery-app commissions the page compares with (spec §9: 15–30 %). */
export const TYPICAL_APP_COMMISSIONS_PERCENT = [15, 30] as const;
export const WEEKS_PER_YEAR = 52;

export const ROI_LIMITS = {
  maxWeeklyOrders: 10_000,
  minAverageOrderCents: 100,
  maxAverageOrderCents: 100_000,
} as const;

/** The figures the pitch shows before anyone types (the /roi form's start, the why-us example). */
export const ROI_EXAMPLE = { weeklyOrders: 40, averageOrderCents: 2500 } as const;

/** Every figure the sales pitch quotes (/roi, /why-us, chef sign-up), from the rules that apply them. */
export const roiFacts = {
  /** Potluck's commission under the commission structure (spec §9: 15 %). */
  commissionPercent: COMMISSION_BPS.commission_15 / 100,
  /** The customer service fee on a delivery under the 0 % commission structure (15 %). */
  customerFeePercent: SERVICE_FEE_BPS.service_fee_15.delivery / 100,
  typicalAppCommissionPercent: {
    low: TYPICAL_APP_COMMISSIONS_PERCENT[0],
    high: TYPICAL_APP_COMMISSIONS_PERCENT[TYPICAL_APP_COMMISSIONS_PERCENT.length - 1]!,
  },
  approvalHours: APPROVAL_HOURS,
  onboardingMinutes: ONBOARDING_MINUTES,
  referralCents: REFERRAL_CREDIT_CENTS,
  signupCreditCents: SIGNUP_CREDIT_CENTS,
  payoutHours: PAYOUT_PROMISE_HOURS,
  tipPercent: ROI_TIP_PERCENT,
} as const;

export interface RoiInput {
  weeklyOrders: number;
  averageOrderCents: number;
}

export interface RoiRow {
  id: CommissionStructure | `app_${number}`;
  /** The producer's commission, in percent of the food. */
  commissionPercent: number;
  /** What the buyer pays on top, in percent of the food (delivery), 0 for none. */
  customerFeePercent: number;
  perOrderCents: number;
  weeklyCents: number;
  yearlyCents: number;
}

export type RoiInputIssue = 'weekly_orders' | 'average_order';

/** Which input cannot be calculated, or null (the page words it in the reader's language). */
export function roiInputIssue(input: RoiInput): RoiInputIssue | null {
  const { weeklyOrders, averageOrderCents } = input;
  if (
    !Number.isInteger(weeklyOrders) ||
    weeklyOrders < 0 ||
    weeklyOrders > ROI_LIMITS.maxWeeklyOrders
  )
    return 'weekly_orders';
  if (
    !Number.isInteger(averageOrderCents) ||
    averageOrderCents < ROI_LIMITS.minAverageOrderCents ||
    averageOrderCents > ROI_LIMITS.maxAverageOrderCents
  )
    return 'average_order';
  return null;
}

/** Why the input cannot be calculated, in English, or null. */
export function roiInputProblem(input: RoiInput): string | null {
  switch (roiInputIssue(input)) {
    case 'weekly_orders':
      return `Enter 0 to ${ROI_LIMITS.maxWeeklyOrders.toLocaleString('en-US')} orders a week.`;
    case 'average_order':
      return 'Enter an average order between $1 and $1,000.';
    default:
      return null;
  }
}

const row = (
  id: RoiRow['id'],
  commissionPercent: number,
  customerFeePercent: number,
  perOrderCents: number,
  weeklyOrders: number,
): RoiRow => ({
  id,
  commissionPercent,
  customerFeePercent,
  perOrderCents,
  weeklyCents: perOrderCents * weeklyOrders,
  yearlyCents: perOrderCents * weeklyOrders * WEEKS_PER_YEAR,
});

/**
 * What the producer keeps per order, week and year (food after commission, plus the 15 % tip)
 * on Potluck's two structures — priced by computeFees, as a real pickup order is — and on
 * typical delivery apps. Throws RangeError on input roiInputProblem refuses.
 */
export function roiComparison(input: RoiInput): RoiRow[] {
  const problem = roiInputProblem(input);
  if (problem) throw new RangeError(problem);
  const { weeklyOrders, averageOrderCents: food } = input;
  const tipCents = percentOfCents(food, ROI_TIP_PERCENT * 100);
  const potluck = (structure: CommissionStructure, commission: number, customerFee: number) => {
    const fees = computeFees({
      lines: [{ unitPriceCents: food, quantity: 1 }],
      deliveryMethod: 'pickup',
      tipCents,
      commissionStructure: structure,
    });
    return row(structure, commission, customerFee, fees.chefEarningsCents, weeklyOrders);
  };
  return [
    potluck('commission_15', roiFacts.commissionPercent, 0),
    potluck('service_fee_15', 0, roiFacts.customerFeePercent),
    ...TYPICAL_APP_COMMISSIONS_PERCENT.map((p) =>
      row(`app_${p}`, p, 0, food - percentOfCents(food, p * 100) + tipCents, weeklyOrders),
    ),
  ];
}
