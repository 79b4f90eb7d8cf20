import { z } from 'zod';
import { text } from '#contracts/strings';

// Saved cards and payment history (spec §2 /accounts/payment, /accounts/payment_history),
// and the local card processor's tokenise endpoint, which lives outside /api/v1.

export const cardIdParamsSchema = z.object({ cardId: z.uuid() });

export const savedCardSchema = z.object({
  id: z.uuid(),
  brand: text(),
  last4: text().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
  isDefault: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

export const savedCardsResponseSchema = z.object({ cards: z.array(savedCardSchema) });
export type SavedCardsResponse = z.infer<typeof savedCardsResponseSchema>;

export const savedCardResponseSchema = z.object({ card: savedCardSchema });
export type SavedCardResponse = z.infer<typeof savedCardResponseSchema>;

/** POST /payments/cards/setup: how the web collects a card with the configured processor. */
export const cardSetupResponseSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('local'), tokenizeUrl: text() }),
  z.object({
    provider: z.literal('stripe'),
    clientSecret: text(),
    publishableKey: text(),
  }),
]);
export type CardSetupResponse = z.infer<typeof cardSetupResponseSchema>;

/** POST /payments/cards: the processor's token (local tok_…) or Stripe's pm_… — never a number. */
export const addCardBodySchema = z.object({
  token: text()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9_]+$/, 'That is not a card token.'),
});
export type AddCardBody = z.infer<typeof addCardBodySchema>;

export const paymentStatusSchema = z.enum([
  'requires_authorization',
  'authorized',
  'captured',
  'voided',
  'refunded',
  'failed',
]);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentHistoryItemSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid().nullable(),
  amountCents: z.number().int(),
  capturedCents: z.number().int(),
  refundedCents: z.number().int(),
  currency: text(),
  status: paymentStatusSchema,
  card: z.object({ brand: text(), last4: text() }).nullable(),
  failureMessage: text().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  authorizedAt: z.iso.datetime({ offset: true }).nullable(),
  capturedAt: z.iso.datetime({ offset: true }).nullable(),
  voidedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;

export const paymentHistoryResponseSchema = z.object({ items: z.array(paymentHistoryItemSchema) });
export type PaymentHistoryResponse = z.infer<typeof paymentHistoryResponseSchema>;

// ---- the local card processor (POST /local-processor/v1/tokens) ------------------------------

export const localTokenRequestSchema = z.object({
  number: text().max(30),
  expMonth: z.coerce.number().int(),
  expYear: z.coerce.number().int(),
  cvc: text().max(4),
});
export type LocalTokenRequest = z.infer<typeof localTokenRequestSchema>;

export const localTokenResponseSchema = z.object({
  id: text(),
  card: z.object({
    brand: text(),
    last4: text(),
    expMonth: z.number().int(),
    expYear: z.number().int(),
  }),
});
export type LocalTokenResponse = z.infer<typeof localTokenResponseSchema>;

/** The processor's refusals, Stripe-like: which field (`param`) and why. */
export const localProcessorErrorSchema = z.object({
  error: z.object({
    type: z.enum(['card_error', 'invalid_request_error', 'rate_limit_error']),
    code: text(),
    message: text(),
    param: text().optional(),
  }),
});
export type LocalProcessorError = z.infer<typeof localProcessorErrorSchema>;
