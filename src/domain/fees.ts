// Checkout money rules (spec §4, §9; decision 010). Everything is integer cents in, integer
// cents out: percentages are basis points and every rounding is explicit, so no float drift.
//
// The spec gives two fee texts: "Service fee 5% pickup, 15% delivery" and "15% commission with
// no customer service fee, or 0% commission with 15% customer service fee". We read them as
// one rule: the chef's commission structure decides WHO pays the platform, and the delivery
// method decides how much the buyer's service fee is when the buyer is the one paying.
//
//   structure        chef commission   buyer service fee
//   commission_15    15% of items      none
//   service_fee_15   0%                15% of items for delivery, 5% for pickup
//
// Tips (spec: "split 50/50 between producer and driver" / "tips go to the restaurant"): there is
// no driver on a pickup, so a pickup tip goes wholly to the chef; a delivery tip is split 50/50
// between the chef and the courier, and an odd cent goes to the chef.
//
// Rounding: round half up on integer cents for the service fee, the commission and percentage
// tips — what a receipt shows and what a buyer checking by hand expects (banker's rounding would
// differ only on exact half cents). The tip split rounds the courier's half down.

import { minimumOrderMessage } from './messages';

export type DeliveryMethod = 'pickup' | 'delivery';
export type CommissionStructure = 'commission_15' | 'service_fee_15';

/** Rates in basis points (1 bp = 0.01 %). */
export const COMMISSION_BPS: Record<CommissionStructure, number> = {
  commission_15: 1500,
  service_fee_15: 0,
};
export const SERVICE_FEE_BPS: Record<CommissionStructure, Record<DeliveryMethod, number>> = {
  commission_15: { pickup: 0, delivery: 0 },
  service_fee_15: { pickup: 500, delivery: 1500 },
};

/** Largest amount we accept anywhere in a breakdown ($10 million): keeps products exact. */
export const MAX_CENTS = 1_000_000_000;

export interface CartLineInput {
  /** Dish price (or live last-call price) per unit, in cents. */
  unitPriceCents: number;
  /** Prices of the chosen modifier options for ONE unit, in cents. */
  optionPricesCents?: readonly number[];
  quantity: number;
}

export interface FeeInput {
  lines: readonly CartLineInput[];
  deliveryMethod: DeliveryMethod;
  /** From a verified delivery quote; must be 0 (or omitted) for pickup. */
  deliveryFeeCents?: number;
  tipCents?: number;
  /** Chef-funded discount (promotion), at most the subtotal. */
  discountCents?: number;
  commissionStructure: CommissionStructure;
}

export interface FeeBreakdown {
  subtotalCents: number;
  discountCents: number;
  serviceFeeCents: number;
  deliveryFeeCents: number;
  tipCents: number;
  /** What the buyer pays. */
  totalCents: number;
  /** Platform's commission, taken from the chef's items. */
  commissionCents: number;
  /** Platform's take: service fee + commission. */
  platformFeesCents: number;
  tipToChefCents: number;
  tipToCourierCents: number;
  /** Delivery fee + the courier's share of the tip (0 for pickup). */
  courierCents: number;
  /** Items after discount − commission + the chef's tip share. */
  chefEarningsCents: number;
}

export class FeeInputError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = 'FeeInputError';
  }
}

function cents(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_CENTS)
    throw new FeeInputError(`${what} must be a whole number of cents from 0 to ${MAX_CENTS}`);
  return value;
}

/** amount × bps / 10000, rounded half up, in integers only. */
export function percentOfCents(amountCents: number, bps: number): number {
  cents(amountCents, 'amount');
  if (!Number.isSafeInteger(bps) || bps < 0 || bps > 10_000)
    throw new FeeInputError('rate must be 0–10000 basis points');
  return Math.floor((amountCents * bps * 2 + 10_000) / 20_000);
}

/** (unit price + option prices) × quantity. */
export function lineSubtotalCents(line: CartLineInput): number {
  const unit =
    cents(line.unitPriceCents, 'unit price') +
    (line.optionPricesCents ?? []).reduce((s, p) => s + cents(p, 'option price'), 0);
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
    throw new FeeInputError('quantity must be a whole number above 0');
  return cents(unit * line.quantity, 'line total');
}

export function subtotalCents(lines: readonly CartLineInput[]): number {
  return cents(
    lines.reduce((s, l) => s + lineSubtotalCents(l), 0),
    'subtotal',
  );
}

/** Courier gets half rounded down on delivery; the chef gets the rest (all of it on pickup). */
export function splitTip(tipCents: number, method: DeliveryMethod) {
  cents(tipCents, 'tip');
  const toCourier = method === 'delivery' ? Math.floor(tipCents / 2) : 0;
  return { toChef: tipCents - toCourier, toCourier };
}

/** The whole checkout breakdown. Throws FeeInputError on inputs that are not valid cents. */
export function computeFees(input: FeeInput): FeeBreakdown {
  const subtotal = subtotalCents(input.lines);
  const discount = cents(input.discountCents ?? 0, 'discount');
  if (discount > subtotal) throw new FeeInputError('discount cannot exceed the subtotal');
  const deliveryFee = cents(input.deliveryFeeCents ?? 0, 'delivery fee');
  if (input.deliveryMethod === 'pickup' && deliveryFee !== 0)
    throw new FeeInputError('pickup has no delivery fee');
  const tip = cents(input.tipCents ?? 0, 'tip');
  // Fees apply to what the buyer pays for the food: items after the chef's discount.
  const items = subtotal - discount;
  const serviceFee = percentOfCents(
    items,
    SERVICE_FEE_BPS[input.commissionStructure][input.deliveryMethod],
  );
  const commission = percentOfCents(items, COMMISSION_BPS[input.commissionStructure]);
  const { toChef, toCourier } = splitTip(tip, input.deliveryMethod);
  return {
    subtotalCents: subtotal,
    discountCents: discount,
    serviceFeeCents: serviceFee,
    deliveryFeeCents: deliveryFee,
    tipCents: tip,
    totalCents: subtotal + serviceFee + deliveryFee + tip - discount,
    commissionCents: commission,
    platformFeesCents: serviceFee + commission,
    tipToChefCents: toChef,
    tipToCourierCents: toCourier,
    courierCents: deliveryFee + toCourier,
    chefEarningsCents: items - commission + toChef,
  };
}

/** What a checkout shows of a cart: its lines at today's prices, its code, its chef's terms. */
export interface CartForFees {
  items: readonly { unitPriceCents: number; quantity: number }[];
  promo: { discountCents: number } | null;
  chef: { commissionStructure: CommissionStructure } | null;
}

/**
 * The fee input of a cart as a checkout shows it (the web's summary, and the total an order
 * request says the buyer saw). The line prices already hold the options.
 */
export function cartFeeInput(
  cart: CartForFees,
  choices: { deliveryMethod: DeliveryMethod; tipCents?: number; deliveryFeeCents?: number },
): FeeInput {
  return {
    lines: cart.items.map((i) => ({ unitPriceCents: i.unitPriceCents, quantity: i.quantity })),
    deliveryMethod: choices.deliveryMethod,
    deliveryFeeCents: choices.deliveryMethod === 'delivery' ? (choices.deliveryFeeCents ?? 0) : 0,
    tipCents: choices.tipCents ?? 0,
    // The cart's code as the server prices it now (0 while it does not apply).
    discountCents: cart.promo?.discountCents ?? 0,
    commissionStructure: cart.chef?.commissionStructure ?? 'commission_15',
  };
}

// ---- Tips ----------------------------------------------------------------------------------

/** Preset tip percentages offered at checkout ("comparison uses 15% tips", spec §9). */
export const TIP_PRESET_PERCENTS = [10, 15, 20] as const;
export const DEFAULT_TIP_PERCENT = 15;
/** A custom tip may be up to the subtotal, or $50 on small orders. */
export const MIN_TIP_CAP_CENTS = 5_000;

export const tipCapCents = (subtotal: number) =>
  Math.max(cents(subtotal, 'subtotal'), MIN_TIP_CAP_CENTS);

export function tipPresets(subtotal: number): { percent: number; tipCents: number }[] {
  return TIP_PRESET_PERCENTS.map((percent) => ({
    percent,
    tipCents: percentOfCents(subtotal, percent * 100),
  }));
}

export type TipChoice = { kind: 'percent'; percent: number } | { kind: 'custom'; cents: number };

export const tipMessage = (cap: number) =>
  `Tip must be a whole amount from ${formatUsd(0)} to ${formatUsd(cap)}.`;

/** The tip in cents for a choice, or the reason it is refused. */
export function resolveTip(
  choice: TipChoice,
  subtotal: number,
): { ok: true; tipCents: number } | { ok: false; message: string } {
  if (choice.kind === 'percent') {
    if (!(TIP_PRESET_PERCENTS as readonly number[]).includes(choice.percent))
      return { ok: false, message: 'Choose one of the tip presets or a custom amount.' };
    return { ok: true, tipCents: percentOfCents(subtotal, choice.percent * 100) };
  }
  const cap = tipCapCents(subtotal);
  if (!Number.isSafeInteger(choice.cents) || choice.cents < 0 || choice.cents > cap)
    return { ok: false, message: tipMessage(cap) };
  return { ok: true, tipCents: choice.cents };
}

// ---- Minimum order -------------------------------------------------------------------------

// Made at first use: the web app loads this module with its first screen's quick search, and a
// page's first Intl formatter costs it the locale data's load (decision 074).
let usd: Intl.NumberFormat | undefined;

/** 1250 → "$12.50" (integer cents; no float arithmetic beyond the final division). */
export function formatUsd(amountCents: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(amountCents / 100);
}

/**
 * Spec §4/§8: a cart whose item subtotal (before discount and fees) is below the chef's
 * minimum order is refused with "Less than chef's minimum order amount $X.XX".
 */
export function checkMinimumOrder(subtotal: number, minimumOrderCents: number): string | null {
  return cents(subtotal, 'subtotal') < cents(minimumOrderCents, 'minimum order')
    ? minimumOrderMessage(formatUsd(minimumOrderCents))
    : null;
}

/** The amounts an order stored when it was placed (its columns), and how it is handed over. */
export type StoredOrderAmounts = Pick<
  FeeBreakdown,
  | 'subtotalCents'
  | 'discountCents'
  | 'serviceFeeCents'
  | 'deliveryFeeCents'
  | 'tipCents'
  | 'commissionCents'
  | 'totalCents'
  | 'chefEarningsCents'
> & { deliveryMethod: DeliveryMethod };

/**
 * An order's breakdown read back from what it stored, never recomputed (a fee rate changed
 * since must not change what was charged). The derived parts follow this file's rules, and the
 * identity buyer total = chef + platform + courier is checked: an order that breaks it is
 * refused rather than posted to the ledger.
 */
export function breakdownOfOrder(order: StoredOrderAmounts): FeeBreakdown {
  const tip = splitTip(cents(order.tipCents, 'tip'), order.deliveryMethod);
  const breakdown: FeeBreakdown = {
    subtotalCents: cents(order.subtotalCents, 'subtotal'),
    discountCents: cents(order.discountCents, 'discount'),
    serviceFeeCents: cents(order.serviceFeeCents, 'service fee'),
    deliveryFeeCents: cents(order.deliveryFeeCents, 'delivery fee'),
    tipCents: order.tipCents,
    totalCents: cents(order.totalCents, 'total'),
    commissionCents: cents(order.commissionCents, 'commission'),
    platformFeesCents: order.serviceFeeCents + order.commissionCents,
    tipToChefCents: tip.toChef,
    tipToCourierCents: tip.toCourier,
    courierCents: order.deliveryFeeCents + tip.toCourier,
    chefEarningsCents: cents(order.chefEarningsCents, 'chef earnings'),
  };
  const parts = breakdown.chefEarningsCents + breakdown.platformFeesCents + breakdown.courierCents;
  if (parts !== breakdown.totalCents)
    throw new FeeInputError(
      `the order's parts (${parts}) do not add up to its total (${breakdown.totalCents})`,
    );
  return breakdown;
}
