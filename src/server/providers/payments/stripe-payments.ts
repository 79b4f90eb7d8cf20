import { cardMessages } from '#domain/cards';
import { StripeHttp, type StripeErrorBody, type StripeForm } from '../stripe/stripe-http.ts';
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

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  /** https://api.stripe.com, or a stand-in for tests. */
  apiBase: string;
  /** Stripe's API version header; pinned so Stripe's answers keep their shape. */
  apiVersion?: string;
  timeoutMs?: number;
}

interface StripeIntent {
  id: string;
  status: string;
  amount: number;
  amount_received?: number;
  currency: string;
  last_payment_error?: { code?: string; decline_code?: string; message?: string } | null;
}

interface StripePaymentMethod {
  id: string;
  customer: string | null;
  card?: { brand: string; last4: string; exp_month: number; exp_year: number };
}

const declineCodes: Record<string, PaymentErrorCode> = {
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  authentication_required: 'authentication_required',
};

/** Stripe's error (type, code, decline_code) in our typed codes. */
export function mapStripeError(status: number, body: StripeErrorBody): PaymentProviderError {
  const e = body.error ?? {};
  const intentId = e.payment_intent?.id;
  const code = mapCode(status, e);
  const message =
    code in cardMessages
      ? cardMessages[code as keyof typeof cardMessages]
      : (e.message ?? 'The card processor refused the request.');
  return new PaymentProviderError(code, message, intentId);
}

function mapCode(status: number, e: NonNullable<StripeErrorBody['error']>): PaymentErrorCode {
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
  if (status >= 500 || status === 429 || e.type === 'api_error') return 'processing_error';
  return 'invalid_request';
}

function toIntent(pi: StripeIntent): ProviderIntent {
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
  throw mapStripeError(402, {
    error: { type: 'card_error', ...err, code: err?.code, payment_intent: { id: pi.id } },
  });
}

function toCard(pm: StripePaymentMethod): ProviderCard {
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
 * Stripe over plain fetch (no SDK): form-encoded bodies, Bearer secret key, an
 * Idempotency-Key on every write that can be retried, PaymentIntents with manual capture and
 * SetupIntents for saved cards (docs/decisions/011-payments-provider.md).
 */
export class StripePaymentsProvider implements PaymentsProvider {
  readonly name = 'stripe' as const;
  private readonly http: StripeHttp;

  constructor(private readonly config: StripeConfig) {
    this.http = new StripeHttp(config);
  }

  async createCustomer(input: { email: string; userId: string }) {
    const c = await this.call<{ id: string }>('POST', '/v1/customers', {
      form: { email: input.email, metadata: { user_id: input.userId } },
      idempotencyKey: `customer-${input.userId}`,
    });
    return { customerId: c.id };
  }

  async createCardSetup(customerId: string): Promise<CardSetup> {
    const si = await this.call<{ client_secret: string }>('POST', '/v1/setup_intents', {
      form: { customer: customerId, usage: 'off_session', payment_method_types: ['card'] },
    });
    return {
      provider: 'stripe',
      clientSecret: si.client_secret,
      publishableKey: this.config.publishableKey,
    };
  }

  async attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<ProviderCard> {
    const id = encodeURIComponent(paymentMethodId);
    const pm = await this.call<StripePaymentMethod>('GET', `/v1/payment_methods/${id}`);
    if (pm.customer === customerId) return toCard(pm);
    // A confirmed SetupIntent already attached it; anything else belongs to someone else.
    if (pm.customer !== null)
      throw new PaymentProviderError('resource_missing', 'No such payment method.');
    const attached = await this.call<StripePaymentMethod>(
      'POST',
      `/v1/payment_methods/${id}/attach`,
      { form: { customer: customerId } },
    );
    return toCard(attached);
  }

  async listPaymentMethods(customerId: string): Promise<ProviderCard[]> {
    const list = await this.call<{ data: StripePaymentMethod[] }>(
      'GET',
      `/v1/customers/${encodeURIComponent(customerId)}/payment_methods?type=card&limit=100`,
    );
    return list.data.map(toCard);
  }

  async detachPaymentMethod(customerId: string, paymentMethodId: string): Promise<void> {
    const id = encodeURIComponent(paymentMethodId);
    const pm = await this.call<StripePaymentMethod>('GET', `/v1/payment_methods/${id}`);
    if (pm.customer !== customerId)
      throw new PaymentProviderError('resource_missing', 'No such payment method.');
    await this.call('POST', `/v1/payment_methods/${id}/detach`, { form: {} });
  }

  async authorize(req: AuthorizeRequest): Promise<ProviderIntent> {
    const pi = await this.call<StripeIntent>('POST', '/v1/payment_intents', {
      form: {
        amount: req.amountCents,
        currency: req.currency,
        customer: req.customerId,
        payment_method: req.paymentMethodId,
        capture_method: 'manual',
        confirm: true,
        // We have no in-page 3-D Secure step: a card that needs one is refused with
        // authentication_required instead of waiting in requires_action.
        off_session: true,
        payment_method_types: ['card'],
        description: req.description,
        metadata: req.metadata,
      },
      idempotencyKey: req.idempotencyKey,
    });
    return toIntent(pi);
  }

  async capture(intentId: string, opts: { amountCents?: number; idempotencyKey: string }) {
    const pi = await this.call<StripeIntent>(
      'POST',
      `/v1/payment_intents/${encodeURIComponent(intentId)}/capture`,
      { form: { amount_to_capture: opts.amountCents }, idempotencyKey: opts.idempotencyKey },
    );
    return toIntent(pi);
  }

  async void(intentId: string, opts: { idempotencyKey: string }) {
    const pi = await this.call<StripeIntent>(
      'POST',
      `/v1/payment_intents/${encodeURIComponent(intentId)}/cancel`,
      {
        form: { cancellation_reason: 'requested_by_customer' },
        idempotencyKey: opts.idempotencyKey,
      },
    );
    return toIntent(pi);
  }

  async refund(
    intentId: string,
    opts: { amountCents?: number; idempotencyKey: string },
  ): Promise<ProviderRefund> {
    const r = await this.call<{ id: string; amount: number; status: string }>(
      'POST',
      '/v1/refunds',
      {
        form: { payment_intent: intentId, amount: opts.amountCents },
        idempotencyKey: opts.idempotencyKey,
      },
    );
    const status =
      r.status === 'succeeded'
        ? 'succeeded'
        : r.status === 'failed' || r.status === 'canceled'
          ? 'failed'
          : 'pending';
    return { id: r.id, intentId, amountCents: r.amount, status };
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    opts: { form?: StripeForm; idempotencyKey?: string } = {},
  ): Promise<T> {
    let answer;
    try {
      answer = await this.http.request<T>(method, path, opts);
    } catch {
      throw new PaymentProviderError('processing_error', cardMessages.processing_error);
    }
    if (!answer.ok) throw mapStripeError(answer.status, answer.body);
    return answer.body;
  }
}
