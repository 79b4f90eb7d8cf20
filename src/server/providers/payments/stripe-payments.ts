import type Stripe from 'stripe';
import { cardMessages } from '#domain/cards';
import {
  createStripeClient,
  isStripeError,
  isStripeUnreachable,
  type StripeClientConfig,
} from '../stripe/stripe-client.ts';
import {
  PaymentProviderError,
  type AuthorizeRequest,
  type CardSetup,
  type PaymentErrorCode,
  type PaymentsProvider,
  type ProviderCard,
  type ProviderIntent,
  type ProviderRefund,
} from './payments.ts';

export interface StripeConfig extends StripeClientConfig {
  publishableKey: string;
}

/** What Stripe said when it refused: its status and its error object's fields. */
export interface StripeFailure {
  status: number;
  /** Stripe's error type: card_error, invalid_request_error, idempotency_error, api_error… */
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
  /** The intent the failure left behind (a declined authorisation). */
  intentId?: string;
}

const declineCodes: Record<string, PaymentErrorCode> = {
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  authentication_required: 'authentication_required',
};

/** Stripe's error (type, code, decline_code) in our typed codes. */
export function mapStripeError(failure: StripeFailure): PaymentProviderError {
  const code = mapCode(failure);
  const message =
    code in cardMessages
      ? cardMessages[code as keyof typeof cardMessages]
      : failure.message || 'The card processor refused the request.';
  return new PaymentProviderError(code, message, failure.intentId);
}

function mapCode(e: StripeFailure): PaymentErrorCode {
  if (e.type === 'card_error') {
    if (e.decline_code && declineCodes[e.decline_code]) return declineCodes[e.decline_code]!;
    if (e.code === 'incorrect_number' || e.code === 'invalid_number') return 'incorrect_number';
    if (e.code && declineCodes[e.code]) return declineCodes[e.code]!;
    if (e.code === 'processing_error') return 'processing_error';
    return 'card_declined';
  }
  if (e.code === 'authentication_required') return 'authentication_required';
  if (e.type === 'idempotency_error') return 'idempotency_conflict';
  if (e.code === 'resource_missing') return 'resource_missing';
  if (e.code === 'amount_too_large' || e.code === 'amount_too_small') return 'amount_too_large';
  if (e.code === 'charge_already_captured') return 'already_captured';
  if (e.code === 'charge_already_refunded') return 'invalid_state';
  if (e.code === 'payment_intent_unexpected_state') return 'invalid_state';
  if (e.status >= 500 || e.status === 429 || e.type === 'api_error') return 'processing_error';
  return 'invalid_request';
}

/** The SDK's error as a failure to map (the SDK keeps Stripe's own type in `rawType`). */
function failureOf(err: Stripe.errors.StripeError): StripeFailure {
  return {
    // An answer that was not Stripe's JSON has no status: count it as Stripe failing.
    status: err.statusCode ?? 502,
    type: err.rawType,
    code: err.code,
    decline_code: err.decline_code,
    message: err.message,
    intentId: err.payment_intent?.id,
  };
}

function idOf(ref: string | { id: string } | null): string | null {
  return typeof ref === 'string' || ref === null ? ref : ref.id;
}

function toIntent(pi: Stripe.PaymentIntent): ProviderIntent {
  if (pi.status === 'requires_capture' || pi.status === 'succeeded' || pi.status === 'canceled') {
    return {
      id: pi.id,
      status:
        pi.status === 'requires_capture'
          ? 'authorized'
          : pi.status === 'succeeded'
            ? 'captured'
            : 'voided',
      amountCents: pi.amount,
      capturedCents: pi.status === 'succeeded' ? (pi.amount_received ?? pi.amount) : 0,
      currency: pi.currency,
    };
  }
  if (pi.status === 'requires_action')
    throw new PaymentProviderError(
      'authentication_required',
      cardMessages.authentication_required,
      pi.id,
    );
  const err = pi.last_payment_error;
  throw mapStripeError({
    status: 402,
    type: err?.type ?? 'card_error',
    code: err?.code,
    decline_code: err?.decline_code,
    message: err?.message,
    intentId: pi.id,
  });
}

function toCard(pm: Stripe.PaymentMethod): ProviderCard {
  if (!pm.card)
    throw new PaymentProviderError('invalid_request', 'That payment method is not a card.');
  return {
    id: pm.id,
    brand: pm.card.brand,
    last4: pm.card.last4,
    expMonth: pm.card.exp_month,
    expYear: pm.card.exp_year,
  };
}

/**
 * Stripe through its official Node SDK: an Idempotency-Key on every write that can be
 * retried, PaymentIntents with manual capture and SetupIntents for saved cards
 * (docs/decisions/011-payments-provider.md, 036-stripe-node-sdk.md).
 */
export class StripePaymentsProvider implements PaymentsProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeConfig) {
    this.stripe = createStripeClient(config);
  }

  async createCustomer(input: { email?: string; userId: string }) {
    const c = await this.call(() =>
      this.stripe.customers.create(
        { email: input.email, metadata: { user_id: input.userId } },
        { idempotencyKey: `customer-${input.userId}` },
      ),
    );
    return { customerId: c.id };
  }

  async createCardSetup(customerId: string): Promise<CardSetup> {
    const si = await this.call(() =>
      this.stripe.setupIntents.create({
        customer: customerId,
        usage: 'off_session',
        // Cards only (API 2026-10-28 renamed payment_method_types to this).
        allowed_payment_method_types: ['card'],
      }),
    );
    if (!si.client_secret)
      throw new PaymentProviderError('processing_error', cardMessages.processing_error);
    return {
      provider: 'stripe',
      clientSecret: si.client_secret,
      publishableKey: this.config.publishableKey,
    };
  }

  async attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<ProviderCard> {
    const pm = await this.call(() => this.stripe.paymentMethods.retrieve(paymentMethodId));
    const owner = idOf(pm.customer);
    if (owner === customerId) return toCard(pm);
    // A confirmed SetupIntent already attached it; anything else belongs to someone else.
    if (owner !== null)
      throw new PaymentProviderError('resource_missing', 'No such payment method.');
    const attached = await this.call(() =>
      this.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }),
    );
    return toCard(attached);
  }

  async listPaymentMethods(customerId: string): Promise<ProviderCard[]> {
    const list = await this.call(() =>
      this.stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 }),
    );
    return list.data.map(toCard);
  }

  async detachPaymentMethod(customerId: string, paymentMethodId: string): Promise<void> {
    const pm = await this.call(() => this.stripe.paymentMethods.retrieve(paymentMethodId));
    if (idOf(pm.customer) !== customerId)
      throw new PaymentProviderError('resource_missing', 'No such payment method.');
    await this.call(() => this.stripe.paymentMethods.detach(paymentMethodId));
  }

  async authorize(req: AuthorizeRequest): Promise<ProviderIntent> {
    const pi = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: req.amountCents,
          currency: req.currency,
          customer: req.customerId,
          payment_method: req.paymentMethodId,
          capture_method: 'manual',
          confirm: true,
          // We have no in-page 3-D Secure step: a card that needs one is refused with
          // authentication_required instead of waiting in requires_action.
          off_session: true,
          allowed_payment_method_types: ['card'],
          description: req.description,
          metadata: req.metadata,
        },
        { idempotencyKey: req.idempotencyKey },
      ),
    );
    return toIntent(pi);
  }

  async capture(intentId: string, opts: { amountCents?: number; idempotencyKey: string }) {
    const pi = await this.call(() =>
      this.stripe.paymentIntents.capture(
        intentId,
        { amount_to_capture: opts.amountCents },
        { idempotencyKey: opts.idempotencyKey },
      ),
    );
    return toIntent(pi);
  }

  async void(intentId: string, opts: { idempotencyKey: string }) {
    const pi = await this.call(() =>
      this.stripe.paymentIntents.cancel(
        intentId,
        { cancellation_reason: 'requested_by_customer' },
        { idempotencyKey: opts.idempotencyKey },
      ),
    );
    return toIntent(pi);
  }

  async refund(
    intentId: string,
    opts: { amountCents?: number; idempotencyKey: string },
  ): Promise<ProviderRefund> {
    const r = await this.call(() =>
      this.stripe.refunds.create(
        { payment_intent: intentId, amount: opts.amountCents },
        { idempotencyKey: opts.idempotencyKey },
      ),
    );
    const status =
      r.status === 'succeeded'
        ? 'succeeded'
        : r.status === 'failed' || r.status === 'canceled'
          ? 'failed'
          : 'pending';
    return { id: r.id, intentId, amountCents: r.amount, status };
  }

  /** One SDK call, with Stripe's refusals and outages turned into our typed errors. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (err) {
      if (isStripeUnreachable(err))
        throw new PaymentProviderError('processing_error', cardMessages.processing_error);
      if (isStripeError(err)) throw mapStripeError(failureOf(err));
      throw err;
    }
  }
}
