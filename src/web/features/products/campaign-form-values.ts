import { z } from 'zod';
import dayjs from 'dayjs';
import { campaignInputSchema, type Campaign, type CampaignInput } from '#contracts/promotions';
import { formatUsd } from '#domain/fees';
import { formatDateTime } from '../../lib/format';
import { addContractIssues, evenAfterFieldIssues } from './form-issues';
import { numberOrNull, toCents, type NumberBox } from './number-box';

// The campaign form's values (money in dollars, the period as the browser's date-time boxes),
// to the request body (cents, instants), and their checks: the contract's own on the form's
// fields. What depends on the server's clock and the dishes' prices (an end in the future, at
// most 90 days, less off than a price) is the server's to say; its answers land on the fields
// through `formFieldErrors`.

export type CampaignFormValues = {
  name: string;
  description: string;
  discountType: 'percent' | 'amount';
  percentOff: NumberBox;
  /** Dollars. */
  amountOff: NumberBox;
  dishIds: string[];
  /** A date-time box's value, YYYY-MM-DDTHH:mm in the chef's (the browser's) time zone. */
  startsAt: string;
  endsAt: string;
};

export const campaignFormMessages = {
  dateTime: 'Enter a date and time.',
} as const;

const WEEK_MS = 7 * 86_400_000;

/** A moment as a date-time box shows it, to the minute. */
export const toDateTimeBox = (at: Date) => dayjs(at).format('YYYY-MM-DDTHH:mm');

/** A new campaign: starting now, for a week. */
export const emptyCampaignForm = (now: Date): CampaignFormValues => ({
  name: '',
  description: '',
  discountType: 'percent',
  percentOff: '',
  amountOff: '',
  dishIds: [],
  startsAt: toDateTimeBox(now),
  endsAt: toDateTimeBox(new Date(now.getTime() + WEEK_MS)),
});

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A date-time box's value as an instant; null when it holds no valid date and time. */
export function instantOf(box: string): string | null {
  const m = DATE_TIME.exec(box);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const at = new Date(y, mo - 1, d, h, mi);
  // 02/30 rolls over into March: not the day the chef typed.
  return at.getMonth() === mo - 1 && at.getDate() === d ? at.toISOString() : null;
}

export function campaignRequestBody(v: CampaignFormValues): CampaignInput {
  return {
    name: v.name,
    description: v.description.trim() ? v.description : null,
    discountType: v.discountType,
    percentOff: v.discountType === 'percent' ? numberOrNull(v.percentOff) : null,
    amountOffCents:
      v.discountType === 'amount' ? (v.amountOff === '' ? null : toCents(v.amountOff)) : null,
    dishIds: v.dishIds,
    // An unreadable box is sent as it is: the form says so before anything is sent.
    startsAt: instantOf(v.startsAt) ?? v.startsAt,
    endsAt: instantOf(v.endsAt) ?? v.endsAt,
  };
}

/** The wire's field names → the form's, where they differ. */
const FORM_FIELD: Record<string, keyof CampaignFormValues> = { amountOffCents: 'amountOff' };

/** A problem's place on the form: `dishIds.0` is the dishes, `amountOffCents` the dollars. */
export const formFieldOf = (wireField: string): string => {
  const head = wireField.split('.')[0] ?? wireField;
  return FORM_FIELD[head] ?? head;
};

/** The server's field errors (`error.fields`), word for word, on the form's fields. */
export function formFieldErrors(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) out[formFieldOf(field)] ??= message;
  return out;
}

const formPath = (path: PropertyKey[]): PropertyKey[] => {
  const [head] = path;
  return typeof head === 'string' ? [formFieldOf(head)] : path.slice(0, 1);
};

/** A field's valid stand-in, so the contract's cross-field checks run with another field wrong. */
const REPAIRED: CampaignInput = {
  name: 'Campaign',
  description: null,
  discountType: 'percent',
  percentOff: null,
  amountOffCents: null,
  dishIds: ['00000000-0000-4000-8000-000000000000'],
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2026-01-02T00:00:00.000Z',
};

/**
 * The form's checks: a date-time box that holds no moment first, then the request body through
 * the contract, each problem on its field in the contract's words (the server's own).
 */
export const campaignFormSchema = z.custom<CampaignFormValues>().superRefine((v, ctx) => {
  for (const box of ['startsAt', 'endsAt'] as const)
    if (!instantOf(v[box]))
      ctx.addIssue({ code: 'custom', path: [box], message: campaignFormMessages.dateTime });
  const body = campaignRequestBody(v);
  const checked = campaignInputSchema.safeParse(body);
  addContractIssues(ctx, checked, formPath);
  if (checked.success) return;
  // The contract asks for the percentage or the amount only once every field is valid; check
  // again with the failed fields set right, so all problems show at once.
  const failed = new Set(checked.error.issues.map((i) => i.path[0]));
  const repaired = Object.fromEntries(
    Object.entries(body).map(([k, value]) => [
      k,
      failed.has(k) ? REPAIRED[k as keyof CampaignInput] : value,
    ]),
  );
  addContractIssues(ctx, campaignInputSchema.safeParse(repaired), formPath);
}, evenAfterFieldIssues);

// ---- How a campaign reads in the list -----------------------------------------------------

export const campaignStateLabel: Record<Campaign['state'], string> = {
  running: 'Running',
  scheduled: 'Scheduled',
  paused: 'Paused',
  ended: 'Ended',
};

/** "12/01/2026 09:00 am – 12/08/2026 09:00 am", or when it was ended early. */
export function campaignPeriodText(c: Pick<Campaign, 'startsAt' | 'endsAt' | 'endedAt'>) {
  const period = `${formatDateTime(c.startsAt)} – ${formatDateTime(c.endsAt)}`;
  return c.endedAt ? `${period} · ended ${formatDateTime(c.endedAt)}` : period;
}

/** "No orders yet", "1 order · $32.00 in sales". */
export function campaignSalesText(c: Pick<Campaign, 'ordersCount' | 'salesCents'>) {
  if (c.ordersCount === 0) return 'No orders yet';
  const orders = `${c.ordersCount} ${c.ordersCount === 1 ? 'order' : 'orders'}`;
  return `${orders} · ${formatUsd(c.salesCents)} in sales`;
}
