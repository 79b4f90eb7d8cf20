import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  cardBrand,
  cardExpired,
  cardMessages,
  cvcValid,
  fullExpiryYear,
  luhnValid,
  normaliseCardNumber,
} from '#domain/cards';
import type { Database, Tx } from '../../db/client.ts';
import {
  localProcessorCards,
  localProcessorCustomers,
  localProcessorIdempotency,
  localProcessorIntents,
  localProcessorRefunds,
} from '../../db/schema/local-processor.ts';
import type { Clock } from '../clock/clock.ts';
import { testCardOutcome } from './local-test-cards.ts';
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

type IntentRow = typeof localProcessorIntents.$inferSelect;

/** Where the web posts card details; mounted outside /api/v1 (see local-processor.routes.ts). */
export const LOCAL_TOKENIZE_PATH = '/local-processor/v1/tokens';
/** Authorisations lapse after 7 days, as card networks release uncaptured holds. */
export const AUTHORIZATION_TTL_MS = 7 * 24 * 3_600_000;
/** A token is for the form that asked for it, right now. */
export const TOKEN_TTL_MS = 15 * 60_000;
/** Stripe's largest amount in USD: $999,999.99. */
export const MAX_AMOUNT_CENTS = 99_999_999;

export interface TokenizeInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface CardToken {
  id: string;
  card: { brand: string; last4: string; expMonth: number; expYear: number };
}

/** A field-level refusal of card details, as Stripe's `param` says which field. */
export class CardDetailsError extends PaymentProviderError {
  constructor(
    code: PaymentErrorCode,
    message: string,
    readonly param: 'number' | 'expMonth' | 'expYear' | 'cvc',
  ) {
    super(code, message);
  }
}

type Stored<T> =
  { ok: T } | { error: { code: PaymentErrorCode; message: string; intentId?: string } };

const newId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;
const fail = (code: PaymentErrorCode, message: string, intentId?: string) =>
  new PaymentProviderError(code, message, intentId);

function toIntent(row: IntentRow): ProviderIntent {
  return {
    id: row.id,
    status:
      row.status === 'captured' ? 'captured' : row.status === 'canceled' ? 'voided' : 'authorized',
    amountCents: row.amountCents,
    capturedCents: row.capturedCents,
    currency: row.currency,
  };
}

const toCard = (row: typeof localProcessorCards.$inferSelect): ProviderCard => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
});

/**
 * A real card processor that runs inside our server with its own tables: it tokenises card
 * details, keeps customers, cards and payment intents, enforces the intent state machine
 * (authorise → capture or void; refunds up to what was captured), replays idempotent
 * retries, lets authorisations lapse after 7 days, and declines Stripe's test cards.
 */
export class LocalCardProcessor implements PaymentsProvider {
  readonly name = 'local' as const;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  // ---- tokenising (the processor's public endpoint, like Stripe Elements) -------------------

  async tokenize(input: TokenizeInput): Promise<CardToken> {
    const number = normaliseCardNumber(input.number);
    if (!luhnValid(number))
      throw new CardDetailsError('incorrect_number', cardMessages.incorrect_number, 'number');
    const brand = cardBrand(number);
    const expMonth = input.expMonth;
    const expYear = fullExpiryYear(input.expYear);
    if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12)
      throw new CardDetailsError(
        'invalid_request',
        "Your card's expiry month is invalid.",
        'expMonth',
      );
    if (!Number.isInteger(expYear) || expYear > this.clock.now().getUTCFullYear() + 50)
      throw new CardDetailsError(
        'invalid_request',
        "Your card's expiry year is invalid.",
        'expYear',
      );
    if (cardExpired(expMonth, expYear, this.clock.now()))
      throw new CardDetailsError('expired_card', cardMessages.expired_card, 'expYear');
    if (!cvcValid(input.cvc, brand))
      throw new CardDetailsError('incorrect_cvc', "Your card's security code is invalid.", 'cvc');
    const { outcome, at } = testCardOutcome(number);
    const token = newId('tok');
    await this.db.insert(localProcessorCards).values({
      id: newId('pm'),
      token,
      brand,
      last4: number.slice(-4),
      expMonth,
      expYear,
      outcome,
      outcomeAt: at,
      tokenExpiresAt: new Date(this.clock.now().getTime() + TOKEN_TTL_MS),
    });
    return { id: token, card: { brand, last4: number.slice(-4), expMonth, expYear } };
  }

  // ---- customers and saved cards ------------------------------------------------------------

  async createCustomer(input: { email?: string }): Promise<{ customerId: string }> {
    const id = newId('cus');
    await this.db.insert(localProcessorCustomers).values({ id, email: input.email });
    return { customerId: id };
  }

  async createCardSetup(): Promise<CardSetup> {
    return { provider: 'local', tokenizeUrl: LOCAL_TOKENIZE_PATH };
  }

  async attachPaymentMethod(customerId: string, token: string): Promise<ProviderCard> {
    await this.requireCustomer(customerId);
    const result = await this.db.transaction(
      async (tx): Promise<{ declined: PaymentErrorCode } | { card: ProviderCard }> => {
        const [card] = await tx
          .select()
          .from(localProcessorCards)
          .where(eq(localProcessorCards.token, token))
          .for('update');
        if (!card || card.customerId || card.attachedAt)
          throw fail('resource_missing', 'No such token: it was already used or never existed.');
        if (card.tokenExpiresAt.getTime() <= this.clock.now().getTime())
          throw fail('resource_missing', 'This card token has expired. Enter the card again.');
        if (card.outcomeAt === 'attach' && card.outcome !== 'success') {
          // A verified decline uses the token up, as Stripe's failed SetupIntent does.
          await tx
            .update(localProcessorCards)
            .set({ tokenExpiresAt: this.clock.now() })
            .where(eq(localProcessorCards.id, card.id));
          return { declined: card.outcome as PaymentErrorCode };
        }
        const [saved] = await tx
          .update(localProcessorCards)
          .set({ customerId, attachedAt: this.clock.now() })
          .where(eq(localProcessorCards.id, card.id))
          .returning();
        return { card: toCard(saved!) };
      },
    );
    if ('declined' in result) throw this.declineError(result.declined);
    return result.card;
  }

  async listPaymentMethods(customerId: string): Promise<ProviderCard[]> {
    const rows = await this.db
      .select()
      .from(localProcessorCards)
      .where(
        and(eq(localProcessorCards.customerId, customerId), isNull(localProcessorCards.detachedAt)),
      )
      .orderBy(localProcessorCards.createdAt);
    return rows.map(toCard);
  }

  async detachPaymentMethod(customerId: string, paymentMethodId: string): Promise<void> {
    const detached = await this.db
      .update(localProcessorCards)
      .set({ detachedAt: this.clock.now() })
      .where(
        and(
          eq(localProcessorCards.id, paymentMethodId),
          eq(localProcessorCards.customerId, customerId),
          isNull(localProcessorCards.detachedAt),
        ),
      )
      .returning({ id: localProcessorCards.id });
    if (detached.length === 0) throw fail('resource_missing', 'No such payment method.');
  }

  // ---- payment intents --------------------------------------------------------------------

  authorize(req: AuthorizeRequest): Promise<ProviderIntent> {
    const params = {
      customerId: req.customerId,
      paymentMethodId: req.paymentMethodId,
      amountCents: req.amountCents,
      currency: req.currency,
    };
    return this.idempotent(req.idempotencyKey, 'authorize', params, async (tx) => {
      if (!Number.isInteger(req.amountCents) || req.amountCents <= 0)
        throw fail('invalid_request', 'The amount must be a positive number of cents.');
      if (req.amountCents > MAX_AMOUNT_CENTS)
        throw fail('amount_too_large', 'The amount is larger than a card payment may be.');
      const [card] = await tx
        .select()
        .from(localProcessorCards)
        .where(
          and(
            eq(localProcessorCards.id, req.paymentMethodId),
            eq(localProcessorCards.customerId, req.customerId),
            isNull(localProcessorCards.detachedAt),
          ),
        );
      if (!card) throw fail('resource_missing', 'No such payment method for this customer.');
      const now = this.clock.now();
      const decline: PaymentErrorCode | null = cardExpired(card.expMonth, card.expYear, now)
        ? 'expired_card'
        : card.outcome !== 'success'
          ? (card.outcome as PaymentErrorCode)
          : null;
      const id = newId('pi');
      await tx.insert(localProcessorIntents).values({
        id,
        customerId: req.customerId,
        cardId: card.id,
        amountCents: req.amountCents,
        currency: req.currency,
        status: decline ? 'failed' : 'authorized',
        failureCode: decline,
        description: req.description ?? null,
        metadata: req.metadata ?? null,
        authorizedAt: decline ? null : now,
        expiresAt: decline ? null : new Date(now.getTime() + AUTHORIZATION_TTL_MS),
      });
      if (decline) throw this.declineError(decline, id);
      return toIntent((await this.lockIntent(tx, id))!);
    });
  }

  capture(
    intentId: string,
    opts: { amountCents?: number; idempotencyKey: string },
  ): Promise<ProviderIntent> {
    const params = { intentId, amountCents: opts.amountCents ?? null };
    return this.idempotent(opts.idempotencyKey, 'capture', params, async (tx) => {
      const intent = await this.requireAuthorized(tx, intentId);
      const amount = opts.amountCents ?? intent.amountCents;
      if (!Number.isInteger(amount) || amount <= 0)
        throw fail('invalid_request', 'The amount to capture must be a positive number of cents.');
      if (amount > intent.amountCents)
        throw fail('amount_too_large', 'You cannot capture more than was authorised.', intentId);
      const [row] = await tx
        .update(localProcessorIntents)
        .set({ status: 'captured', capturedCents: amount, capturedAt: this.clock.now() })
        .where(eq(localProcessorIntents.id, intentId))
        .returning();
      return toIntent(row!);
    });
  }

  void(intentId: string, opts: { idempotencyKey: string }): Promise<ProviderIntent> {
    return this.idempotent(opts.idempotencyKey, 'void', { intentId }, async (tx) => {
      await this.requireAuthorized(tx, intentId);
      const [row] = await tx
        .update(localProcessorIntents)
        .set({
          status: 'canceled',
          cancellationReason: 'requested_by_customer',
          canceledAt: this.clock.now(),
        })
        .where(eq(localProcessorIntents.id, intentId))
        .returning();
      return toIntent(row!);
    });
  }

  refund(
    intentId: string,
    opts: { amountCents?: number; idempotencyKey: string },
  ): Promise<ProviderRefund> {
    const params = { intentId, amountCents: opts.amountCents ?? null };
    return this.idempotent(opts.idempotencyKey, 'refund', params, async (tx) => {
      const intent = await this.lockIntent(tx, intentId);
      if (!intent) throw fail('resource_missing', 'No such payment intent.');
      if (intent.status !== 'captured')
        throw fail('invalid_state', 'Only a captured payment can be refunded.', intentId);
      const refundable = intent.capturedCents - intent.refundedCents;
      const amount = opts.amountCents ?? refundable;
      if (!Number.isInteger(amount) || amount <= 0) {
        throw refundable === 0
          ? fail('invalid_state', 'This payment has already been refunded in full.', intentId)
          : fail('invalid_request', 'The refund must be a positive number of cents.');
      }
      if (amount > refundable)
        throw fail(
          'amount_too_large',
          'The refund is larger than what is left to refund.',
          intentId,
        );
      const id = newId('re');
      await tx.insert(localProcessorRefunds).values({ id, intentId, amountCents: amount });
      await tx
        .update(localProcessorIntents)
        .set({ refundedCents: intent.refundedCents + amount })
        .where(eq(localProcessorIntents.id, intentId));
      return { id, intentId, amountCents: amount, status: 'succeeded' as const };
    });
  }

  // ---- internals ----------------------------------------------------------------------------

  private declineError(code: PaymentErrorCode, intentId?: string): PaymentProviderError {
    const message =
      code in cardMessages
        ? cardMessages[code as keyof typeof cardMessages]
        : cardMessages.card_declined;
    return fail(code, message, intentId);
  }

  private async requireCustomer(customerId: string): Promise<void> {
    const [row] = await this.db
      .select({ id: localProcessorCustomers.id })
      .from(localProcessorCustomers)
      .where(eq(localProcessorCustomers.id, customerId));
    if (!row) throw fail('resource_missing', 'No such customer.');
  }

  private async lockIntent(tx: Tx, intentId: string): Promise<IntentRow | undefined> {
    const [row] = await tx
      .select()
      .from(localProcessorIntents)
      .where(eq(localProcessorIntents.id, intentId))
      .for('update');
    return row;
  }

  /** The intent if it still holds an authorisation; lapses it when its 7 days are over. */
  private async requireAuthorized(tx: Tx, intentId: string): Promise<IntentRow> {
    const intent = await this.lockIntent(tx, intentId);
    if (!intent) throw fail('resource_missing', 'No such payment intent.');
    if (intent.status === 'captured')
      throw fail('already_captured', 'This payment has already been captured.', intentId);
    if (intent.status === 'canceled') {
      throw intent.cancellationReason === 'automatic'
        ? fail('authorization_expired', 'The authorisation has expired.', intentId)
        : fail('already_voided', 'This payment has been cancelled.', intentId);
    }
    if (intent.status !== 'authorized')
      throw fail('invalid_state', 'This payment was never authorised.', intentId);
    if (intent.expiresAt && intent.expiresAt.getTime() <= this.clock.now().getTime()) {
      // Lapsed holds are released lazily, when someone next touches the intent.
      await tx
        .update(localProcessorIntents)
        .set({ status: 'canceled', cancellationReason: 'automatic', canceledAt: intent.expiresAt })
        .where(eq(localProcessorIntents.id, intentId));
      throw fail('authorization_expired', 'The authorisation has expired.', intentId);
    }
    return intent;
  }

  /**
   * Runs `run` once per idempotency key: its answer (success or refusal) is stored in the
   * same transaction as its writes and replayed to retries. A concurrent retry waits on the
   * key's row lock and then reads the first answer.
   */
  private async idempotent<T>(
    key: string,
    operation: string,
    params: Record<string, unknown>,
    run: (tx: Tx) => Promise<T>,
  ): Promise<T> {
    if (!key) throw fail('invalid_request', 'An idempotency key is required.');
    const requestHash = createHash('sha256')
      .update(JSON.stringify([operation, params]))
      .digest('hex');
    const stored = await this.db.transaction(async (tx): Promise<Stored<T>> => {
      const inserted = await tx
        .insert(localProcessorIdempotency)
        .values({ key, requestHash })
        .onConflictDoNothing()
        .returning({ key: localProcessorIdempotency.key });
      if (inserted.length === 0) {
        const [row] = await tx
          .select()
          .from(localProcessorIdempotency)
          .where(eq(localProcessorIdempotency.key, key));
        if (!row || row.requestHash !== requestHash) {
          return {
            error: {
              code: 'idempotency_conflict',
              message: 'This idempotency key was already used with other parameters.',
            },
          };
        }
        return row.response as Stored<T>;
      }
      let result: Stored<T>;
      await tx.execute(sql.raw('savepoint local_processor_op'));
      try {
        result = { ok: await run(tx) };
      } catch (err) {
        if (!(err instanceof PaymentProviderError)) throw err;
        // Declined intents are kept (the failed attempt is history); refusals write nothing.
        if (!err.intentId || err.code === 'amount_too_large' || err.code === 'invalid_state')
          await tx.execute(sql.raw('rollback to savepoint local_processor_op'));
        result = { error: { code: err.code, message: err.message, intentId: err.intentId } };
      }
      await tx
        .update(localProcessorIdempotency)
        .set({ response: result })
        .where(eq(localProcessorIdempotency.key, key));
      return result;
    });
    if ('error' in stored)
      throw fail(stored.error.code, stored.error.message, stored.error.intentId);
    return stored.ok;
  }
}
