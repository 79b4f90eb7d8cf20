import { z } from 'zod';
import {
  createLastCallBodySchema,
  type CreateLastCallBody,
  type LastCallItemInput,
} from '#contracts/lastcall';
import type { ProductSummary } from '#contracts/products';
import {
  dealPricing,
  LAST_CALL_MAX_HOURS,
  LAST_CALL_PICKUP_MAX_HOURS_AFTER,
  lastCallWindowProblem,
} from '#domain/last-call';
import { addContractIssues } from './form-issues';
import { toCents, type NumberBox } from './number-box';

// The last-call form's values: one row per dish the chef may put on a last call, the end and an
// optional pickup window; to the request body, and their checks — the contract's own applied
// to that body, then the domain's price and window rules the server applies too.

export type LastCallDishValues = {
  dishId: string;
  name: string;
  regularCents: number;
  selected: boolean;
  /** A deal price or a percent off: the chef gives one, the other is computed. */
  mode: 'price' | 'percent';
  /** The deal price in dollars. */
  price: NumberBox;
  percent: NumberBox;
  amountLeft: NumberBox;
  unlimited: boolean;
};

export type LastCallFormValues = {
  dishes: LastCallDishValues[];
  /** ISO instants ('' when not chosen). */
  endsAt: string;
  pickup: boolean;
  pickupStartsAt: string;
  pickupEndsAt: string;
};

/** Dishes that can be on a last call: the chef's orderable ones (status and portions). */
export function lastCallFormValues(products: ProductSummary[]): LastCallFormValues {
  return {
    dishes: products
      .filter((p) => p.status !== 'sold_out' && p.amountLeft !== 0)
      .map((p) => ({
        dishId: p.id,
        name: p.name,
        regularCents: p.priceCents,
        selected: false,
        mode: 'percent',
        price: '',
        percent: '',
        amountLeft: '',
        unlimited: false,
      })),
    endsAt: '',
    pickup: false,
    pickupStartsAt: '',
    pickupEndsAt: '',
  };
}

/** A dish's row on the wire; an empty box is left out, so the contract names what is missing. */
function itemOf(d: LastCallDishValues): LastCallItemInput {
  const amountLeft = d.unlimited ? -1 : d.amountLeft === '' ? undefined : Number(d.amountLeft);
  const terms =
    d.mode === 'price'
      ? d.price === ''
        ? {}
        : { priceCents: toCents(d.price) }
      : d.percent === ''
        ? {}
        : { offPercent: Number(d.percent) };
  return { dishId: d.dishId, ...terms, amountLeft } as LastCallItemInput;
}

export function lastCallRequestBody(v: LastCallFormValues): CreateLastCallBody {
  return {
    items: v.dishes.filter((d) => d.selected).map(itemOf),
    endsAt: v.endsAt,
    pickupStartsAt: v.pickup && v.pickupStartsAt ? v.pickupStartsAt : null,
    pickupEndsAt: v.pickup && v.pickupEndsAt ? v.pickupEndsAt : null,
  };
}

/** What the chef's figure makes of the deal: "$12.00 · 25% off", or null while incomplete. */
export function dealPreview(
  d: LastCallDishValues,
): { priceCents: number; offPercent: number } | null {
  const item = itemOf(d);
  const terms =
    item.offPercent !== undefined
      ? { offPercent: item.offPercent }
      : { priceCents: item.priceCents ?? Number.NaN };
  const r = dealPricing(d.regularCents, terms);
  return r.ok ? { priceCents: r.priceCents, offPercent: r.offPercent } : null;
}

const HALF_HOUR = 30 * 60_000;
const HOUR = 60 * 60_000;

/** Half-hour marks strictly after `from` (at least 15 minutes on) up to `until`. */
export function halfHourMarks(from: Date, until: Date): Date[] {
  const first = Math.ceil((from.getTime() + 15 * 60_000) / HALF_HOUR) * HALF_HOUR;
  const out: Date[] = [];
  for (let t = first; t <= until.getTime(); t += HALF_HOUR) out.push(new Date(t));
  return out;
}

/** Choices for the deal's end: the next 12 hours. */
export const endChoices = (now: Date) =>
  halfHourMarks(now, new Date(now.getTime() + LAST_CALL_MAX_HOURS * HOUR));

/** Choices for the pickup window: from now to 12 hours after the deal's end. */
export const pickupChoices = (now: Date, endsAt: string) => {
  const end = endsAt ? new Date(endsAt) : new Date(now.getTime() + LAST_CALL_MAX_HOURS * HOUR);
  return [
    new Date(Math.ceil(now.getTime() / HALF_HOUR) * HALF_HOUR),
    ...halfHourMarks(now, new Date(end.getTime() + LAST_CALL_PICKUP_MAX_HOURS_AFTER * HOUR)),
  ].filter((d, i, all) => i === 0 || d.getTime() !== all[i - 1]!.getTime());
};

/** Where a body's problem shows on the form: items.N is the N-th selected dish's row. */
function formPath(v: LastCallFormValues) {
  const rows = v.dishes.flatMap((d, i) => (d.selected ? [i] : []));
  return (path: PropertyKey[]): PropertyKey[] => {
    if (path[0] !== 'items') return path;
    if (path.length === 1) return ['dishes'];
    const row = rows[Number(path[1])] ?? 0;
    // Price or percent: the problem shows on the box the chef filled (or should have).
    const isTerms = path[2] === 'priceCents' || path[2] === 'offPercent';
    const field = isTerms ? (v.dishes[row]?.mode ?? 'percent') : path[2];
    return ['dishes', row, ...(field === undefined ? [] : [field])];
  };
}

/**
 * The form's checks at `now`: the request body through the contract, each problem on its
 * field, then each chosen dish's price against its regular price and the window, as the server
 * checks them.
 */
export const lastCallFormSchema = (now: () => Date) =>
  z.custom<LastCallFormValues>().superRefine((v, ctx) => {
    const body = lastCallRequestBody(v);
    addContractIssues(ctx, createLastCallBodySchema.safeParse(body), formPath(v));
    v.dishes.forEach((d, i) => {
      if (!d.selected) return;
      const item = itemOf(d);
      const value = item.offPercent ?? item.priceCents;
      if (value === undefined) return;
      const r = dealPricing(
        d.regularCents,
        item.offPercent !== undefined ? { offPercent: item.offPercent } : { priceCents: value },
      );
      if (!r.ok) {
        ctx.addIssue({
          code: 'custom',
          message: `${d.name}: ${r.problem}`,
          path: ['dishes', i, d.mode],
        });
      }
    });
    if (!body.endsAt) return;
    const problem = lastCallWindowProblem({
      startsAt: now(),
      endsAt: new Date(body.endsAt),
      pickupStartsAt: body.pickupStartsAt ? new Date(body.pickupStartsAt) : null,
      pickupEndsAt: body.pickupEndsAt ? new Date(body.pickupEndsAt) : null,
    });
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });
