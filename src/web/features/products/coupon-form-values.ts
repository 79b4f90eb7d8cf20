import { z } from 'zod';
import { couponInputSchema, type Coupon, type CouponInput } from '#contracts/promotions';
import { formatUsd } from '#domain/fees';
import { formatDate, formatDateTime } from '../../lib/format';
import { addContractIssues, evenAfterFieldIssues } from './form-issues';
import { numberOrNull, toCents, type NumberBox } from './number-box';

// The coupon form's values (money in dollars, dates as calendar days, "whole order or chosen
// dishes" as a choice), to the request body (cents, instants, an empty dish list for the whole
// order), and their checks: the contract's own, applied to that body, on the form's fields.

export type CouponFormValues = {
  code: string;
  discountType: 'percent' | 'amount';
  percentOff: NumberBox;
  /** Dollars. */
  amountOff: NumberBox;
  appliesTo: 'order' | 'dishes';
  dishIds: string[];
  /** Calendar days, YYYY-MM-DD ('' for none): from the start of the first to the end of the last. */
  startDate: string;
  endDate: string;
  /** Dollars. */
  minOrder: NumberBox;
  maxRedemptions: NumberBox;
  maxPerUser: NumberBox;
  active: boolean;
};

export const couponFormMessages = {
  chooseDishes: 'Choose at least one dish, or make the coupon for the whole order.',
  count: 'Enter a whole number of 1 or more, or leave it empty for no limit.',
  date: 'Enter a date.',
} as const;

export const emptyCouponForm = (): CouponFormValues => ({
  code: '',
  discountType: 'percent',
  percentOff: '',
  amountOff: '',
  appliesTo: 'order',
  dishIds: [],
  startDate: '',
  endDate: '',
  minOrder: '',
  maxRedemptions: '',
  maxPerUser: '',
  active: true,
});

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The start of a calendar day in the browser's (the chef's) time zone; null when no date. */
function dayStart(day: string, plusDays = 0): string | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plusDays);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function couponRequestBody(v: CouponFormValues): CouponInput {
  return {
    code: v.code,
    discountType: v.discountType,
    percentOff: v.discountType === 'percent' ? numberOrNull(v.percentOff) : null,
    amountOffCents:
      v.discountType === 'amount' ? (v.amountOff === '' ? null : toCents(v.amountOff)) : null,
    dishIds: v.appliesTo === 'dishes' ? v.dishIds : [],
    minOrderCents: toCents(v.minOrder),
    maxRedemptions: numberOrNull(v.maxRedemptions),
    maxPerUser: numberOrNull(v.maxPerUser),
    startsAt: dayStart(v.startDate),
    // The last day counts whole: the coupon ends when the next one begins.
    endsAt: dayStart(v.endDate, 1),
    active: v.active,
  };
}

/** The wire's field names → the form's. */
const FORM_FIELD: Record<string, keyof CouponFormValues> = {
  amountOffCents: 'amountOff',
  minOrderCents: 'minOrder',
  startsAt: 'startDate',
  endsAt: 'endDate',
};
const formPath = (path: PropertyKey[]): PropertyKey[] => {
  const [head] = path;
  return typeof head === 'string' && FORM_FIELD[head] ? [FORM_FIELD[head]] : path.slice(0, 1);
};

const isCount = (v: NumberBox) => v === '' || (Number.isInteger(Number(v)) && Number(v) >= 1);

/**
 * The form's checks: what the contract leaves to the form (a date that is no date, a limit
 * that is not a count, "chosen dishes" with none chosen) first, then the request body through
 * the contract, each problem on its field in the contract's words.
 */
export const couponFormSchema = z.custom<CouponFormValues>().superRefine((v, ctx) => {
  const issue = (path: keyof CouponFormValues, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.startDate && !dayStart(v.startDate)) issue('startDate', couponFormMessages.date);
  if (v.endDate && !dayStart(v.endDate)) issue('endDate', couponFormMessages.date);
  if (!isCount(v.maxRedemptions)) issue('maxRedemptions', couponFormMessages.count);
  if (!isCount(v.maxPerUser)) issue('maxPerUser', couponFormMessages.count);
  if (v.appliesTo === 'dishes' && v.dishIds.length === 0)
    issue('dishIds', couponFormMessages.chooseDishes);
  const body = couponRequestBody(v);
  const checked = couponInputSchema.safeParse(body);
  addContractIssues(ctx, checked, formPath);
  if (checked.success) return;
  // The contract checks across fields (the amount for its kind, end after start) only once
  // every field is valid; check again with the failed fields set right, so all show at once.
  const failed = new Set(checked.error.issues.map((i) => i.path[0]));
  const repaired = Object.fromEntries(
    Object.entries(body).map(([k, value]) => [
      k,
      failed.has(k) ? REPAIRED[k as keyof CouponInput] : value,
    ]),
  );
  addContractIssues(ctx, couponInputSchema.safeParse(repaired), formPath);
}, evenAfterFieldIssues);

/** A field's valid stand-in, for the cross-field check. */
const REPAIRED: CouponInput = {
  code: 'VALID',
  discountType: 'percent',
  percentOff: null,
  amountOffCents: null,
  dishIds: [],
  minOrderCents: 0,
  maxRedemptions: null,
  maxPerUser: null,
  startsAt: null,
  endsAt: null,
  active: true,
};

// ---- How a coupon reads in the list -------------------------------------------------------

/** "15% off", "$5.00 off". */
export function couponDiscountText(
  c: Pick<Coupon, 'discountType' | 'percentOff' | 'amountOffCents'>,
) {
  return c.discountType === 'percent'
    ? `${c.percentOff ?? 0}% off`
    : `${formatUsd(c.amountOffCents ?? 0)} off`;
}

/** "3 of 50 used", or "3 used" without a limit. */
export function couponUsesText(c: Pick<Coupon, 'redemptionsCount' | 'maxRedemptions'>) {
  return c.maxRedemptions === null
    ? `${c.redemptionsCount} used`
    : `${c.redemptionsCount} of ${c.maxRedemptions} used`;
}

/** "Whole order", or the named dishes. */
export function couponDishesText(c: Pick<Coupon, 'dishNames'>) {
  return c.dishNames.length === 0 ? 'Whole order' : c.dishNames.join(', ');
}

export const couponStateLabel: Record<Coupon['state'], string> = {
  active: 'Active',
  paused: 'Paused',
  scheduled: 'Scheduled',
  expired: 'Expired',
  used_up: 'Used up',
};

const isMidnight = (d: Date) =>
  d.getHours() === 0 && d.getMinutes() === 0 && d.getSeconds() === 0 && d.getMilliseconds() === 0;

/**
 * "12/01/2026 – 12/31/2026", "From 12/01/2026", "Through 12/31/2026", "No end date". An end at
 * midnight (as the form sets it) is shown as the last whole day; any other as the moment.
 */
export function couponDatesText(c: Pick<Coupon, 'startsAt' | 'endsAt'>) {
  const start = c.startsAt ? formatDate(c.startsAt) : null;
  const endAt = c.endsAt ? new Date(c.endsAt) : null;
  const end = endAt
    ? isMidnight(endAt)
      ? formatDate(new Date(endAt.getTime() - 1))
      : formatDateTime(endAt)
    : null;
  if (start && end) return `${start} – ${end}`;
  if (start) return `From ${start}`;
  if (end) return `Through ${end}`;
  return 'No end date';
}
