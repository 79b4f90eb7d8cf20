import { z } from 'zod';
import { adminRefundBodySchema, type AdminRefundBody } from '#contracts/adminmoney';
import { formatUsd } from '#domain/fees';

// The refund form holds dollars ("12.50", or empty for everything left); the wire takes cents.
// Its checks are the contract's, on the cents, plus "no more than what is left to refund".

export type RefundFormValues = {
  /** Whole dollars and cents as typed; '' = refund everything that is left. */
  amount: number | string;
  reason: string;
};

export const emptyRefundForm: RefundFormValues = { amount: '', reason: '' };

/** Dollars in the box → integer cents, or undefined for "everything left". */
export function amountCentsOf(amount: number | string): number | undefined {
  if (amount === '' || amount === null) return undefined;
  return Math.round(Number(amount) * 100);
}

export function refundRequestBody(v: RefundFormValues): AdminRefundBody {
  const amountCents = amountCentsOf(v.amount);
  return { ...(amountCents === undefined ? {} : { amountCents }), reason: v.reason.trim() };
}

/** The form's schema: the contract's checks on the body it would send, and the order's limit. */
export function refundFormSchema(refundableCents: number) {
  return z
    .object({ amount: z.union([z.number(), z.string()]), reason: z.string() })
    .transform((v, ctx) => {
      const parsed = adminRefundBodySchema.safeParse(refundRequestBody(v));
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          ctx.addIssue({
            code: 'custom',
            message: issue.message,
            path: [issue.path[0] === 'amountCents' ? 'amount' : String(issue.path[0])],
          });
        return z.NEVER;
      }
      const cents = parsed.data.amountCents;
      if (cents !== undefined && cents > refundableCents)
        ctx.addIssue({
          code: 'custom',
          message: `The refund is larger than what is left to refund (${formatUsd(refundableCents)}).`,
          path: ['amount'],
        });
      return parsed.data;
    });
}
