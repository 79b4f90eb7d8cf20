/**
 * A card processor: customers, saved cards, and payment intents that are authorised first
 * and captured later (manual capture), voided or refunded. The local processor is the
 * default; the Stripe adapter talks to Stripe's REST API. Amounts are integer cents.
 */

/** Why a processor said no. Card codes reach the buyer; the others are our own mistakes. */
export type PaymentErrorCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'authentication_required'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'incorrect_number'
  | 'processing_error'
  | 'already_captured'
  | 'already_voided'
  | 'authorization_expired'
  | 'amount_too_large'
  | 'invalid_state'
  | 'idempotency_conflict'
  | 'resource_missing'
  | 'invalid_request';

export const cardErrorCodes = new Set<PaymentErrorCode>([
  'card_declined',
  'insufficient_funds',
  'authentication_required',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'processing_error',
]);

export class PaymentProviderError extends Error {
  constructor(
    readonly code: PaymentErrorCode,
    message: string,
    /** The processor's intent when the failure left one behind (a declined authorisation). */
    readonly intentId?: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface ProviderCard {
  /** The processor's id of the saved card (Stripe: pm_…). */
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type ProviderIntentStatus = 'authorized' | 'captured' | 'voided';

export interface ProviderIntent {
  id: string;
  status: ProviderIntentStatus;
  amountCents: number;
  capturedCents: number;
  currency: string;
}

export interface ProviderRefund {
  id: string;
  intentId: string;
  amountCents: number;
  status: 'succeeded' | 'pending' | 'failed';
}

/** What the web needs to collect a card for this processor. */
export type CardSetup =
  | { provider: 'local'; tokenizeUrl: string }
  | { provider: 'stripe'; clientSecret: string; publishableKey: string };

export interface AuthorizeRequest {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: string;
  idempotencyKey: string;
  description?: string;
  metadata?: Record<string, string>;
}

export interface PaymentsProvider {
  readonly name: 'local' | 'stripe';
  createCustomer(input: { email?: string; userId: string }): Promise<{ customerId: string }>;
  /** Starts collecting a card (local: where to tokenise; Stripe: a SetupIntent). */
  createCardSetup(customerId: string): Promise<CardSetup>;
  /** Saves the card behind a token (local tok_…) or a confirmed SetupIntent's pm_… */
  attachPaymentMethod(customerId: string, tokenOrMethodId: string): Promise<ProviderCard>;
  listPaymentMethods(customerId: string): Promise<ProviderCard[]>;
  detachPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;
  /** Creates and confirms an intent with manual capture; throws on decline. */
  authorize(req: AuthorizeRequest): Promise<ProviderIntent>;
  /** Captures all of the authorisation, or `amountCents` of it (the rest is released). */
  capture(
    intentId: string,
    opts: { amountCents?: number; idempotencyKey: string },
  ): Promise<ProviderIntent>;
  /** Cancels an uncaptured authorisation. */
  void(intentId: string, opts: { idempotencyKey: string }): Promise<ProviderIntent>;
  refund(
    intentId: string,
    opts: { amountCents?: number; idempotencyKey: string },
  ): Promise<ProviderRefund>;
}
