import type Stripe from 'stripe';
import { expectedArrival } from '#domain/payout-arrival';
import {
  createStripeClient,
  isStripeError,
  isStripeUnreachable,
  type StripeClientConfig,
} from '../stripe/stripe-client.ts';
import {
  PAYOUT_PROVIDER_UNAVAILABLE,
  PayoutAccountMissingError,
  PayoutProviderError,
  type PayoutAccountState,
  type PayoutsProvider,
  type TransferRequest,
  type TransferState,
} from './payouts.ts';

export type StripeConnectConfig = StripeClientConfig;

/** Stripe's standard US payout delay, used when an account does not state its own. */
const DEFAULT_DELAY_DAYS = 2;
/** Payouts read back per transfer: the first after the transfer is near the end of the page. */
const PAYOUTS_PAGE = 10;

/** Stripe's disabled reasons in words a chef understands. */
const DISABLED_REASONS: Record<string, string> = {
  'requirements.past_due': 'Some required details are missing or overdue.',
  'requirements.pending_verification': 'Stripe is verifying the details you gave.',
  'rejected.fraud': 'Stripe refused this account.',
  'rejected.other': 'Stripe refused this account.',
  'rejected.listed': 'Stripe refused this account.',
  'rejected.terms_of_service': 'Stripe refused this account.',
  listed: 'Stripe is reviewing this account.',
  under_review: 'Stripe is reviewing this account.',
  other: 'Stripe cannot pay out to this account yet.',
};

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/**
 * Stripe Connect (Express accounts) through the official SDK: accounts.create,
 * accountLinks.create for the hosted onboarding, accounts.retrieve for its state, accounts.del
 * when the chef removes it; transfers.create to pay a chef (one transfer per chef per payout
 * run, transfer_group = our payout id) and the connected account's payouts to follow the money
 * to the bank (docs/decisions/036-stripe-node-sdk.md).
 */
export class StripeConnectPayoutsProvider implements PayoutsProvider {
  readonly name = 'stripe' as const;
  /** Stripe allows about 25 (test mode) to 100 (live) writes a second. */
  readonly transfersInFlight = 8;
  private readonly stripe: Stripe;

  constructor(config: StripeConnectConfig) {
    this.stripe = createStripeClient(config);
  }

  async createAccount(input: {
    email: string;
    userId: string;
    idempotencyKey: string;
  }): Promise<{ id: string }> {
    const account = await this.call(() =>
      this.stripe.accounts.create(
        {
          type: 'express',
          email: input.email,
          business_type: 'individual',
          capabilities: { transfers: { requested: true } },
          metadata: { user_id: input.userId },
        },
        // A retried request (or a double click) gets the same account, not a second one.
        { idempotencyKey: `potluck-connect-account-${input.idempotencyKey}` },
      ),
    );
    return { id: account.id };
  }

  async createOnboardingLink(input: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ url: string }> {
    const link = await this.call(() =>
      this.stripe.accountLinks.create({
        account: input.accountId,
        refresh_url: input.refreshUrl,
        return_url: input.returnUrl,
        type: 'account_onboarding',
      }),
    );
    return { url: link.url };
  }

  async retrieveAccount(accountId: string): Promise<PayoutAccountState> {
    const a = await this.call(() => this.stripe.accounts.retrieve(accountId), {
      missingAccount: true,
    });
    const bank = a.external_accounts?.data[0];
    const reason = a.requirements?.disabled_reason ?? null;
    const error = a.requirements?.errors?.[0]?.reason ?? null;
    const payoutsEnabled = a.payouts_enabled === true;
    return {
      detailsSubmitted: a.details_submitted === true,
      payoutsEnabled,
      bankName: bank && 'bank_name' in bank ? (bank.bank_name ?? null) : null,
      last4: bank?.last4 ?? null,
      requirement: payoutsEnabled
        ? null
        : (error ?? (reason ? (DISABLED_REASONS[reason] ?? DISABLED_REASONS.other!) : null)),
    };
  }

  async deleteAccount(accountId: string): Promise<void> {
    try {
      await this.call(() => this.stripe.accounts.del(accountId), { missingAccount: true });
    } catch (err) {
      if (!(err instanceof PayoutAccountMissingError)) throw err;
    }
  }

  async createTransfer(input: TransferRequest): Promise<TransferState> {
    const transfer = await this.call(() =>
      this.stripe.transfers.create(
        {
          amount: input.amountCents,
          currency: 'usd',
          destination: input.accountId,
          transfer_group: input.transferGroup,
          description: input.description,
        },
        // A retried run gets the first transfer back and moves no more money.
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    const delayDays = await this.payoutDelayDays(input.accountId);
    return {
      id: transfer.id,
      status: 'in_transit',
      arrivalDate: expectedArrival(fromUnix(transfer.created), delayDays),
      failureMessage: null,
    };
  }

  async retrieveTransfer(input: { transferId: string; accountId: string }): Promise<TransferState> {
    const transfer = await this.call(() => this.stripe.transfers.retrieve(input.transferId));
    if (transfer.reversed) {
      const reversedAt = Math.max(
        transfer.created,
        ...(transfer.reversals?.data.map((r) => r.created) ?? []),
      );
      return {
        id: transfer.id,
        status: 'failed',
        arrivalDate: fromUnix(reversedAt),
        failureMessage: 'The payout was reversed.',
      };
    }
    // The money reaches the bank in the connected account's first payout made after it.
    const payouts = await this.call(() =>
      this.stripe.payouts.list(
        { created: { gte: transfer.created }, limit: PAYOUTS_PAGE },
        { stripeAccount: input.accountId },
      ),
    );
    const payout = payouts.data.reduce<Stripe.Payout | undefined>(
      (first, p) => (first === undefined || p.created < first.created ? p : first),
      undefined,
    );
    if (!payout) {
      const delayDays = await this.payoutDelayDays(input.accountId);
      return {
        id: transfer.id,
        status: 'in_transit',
        arrivalDate: expectedArrival(fromUnix(transfer.created), delayDays),
        failureMessage: null,
      };
    }
    const arrivalDate = fromUnix(payout.arrival_date);
    if (payout.status === 'paid')
      return { id: transfer.id, status: 'paid', arrivalDate, failureMessage: null };
    if (payout.status === 'failed' || payout.status === 'canceled')
      return {
        id: transfer.id,
        status: 'failed',
        arrivalDate,
        failureMessage:
          payout.failure_message ??
          (payout.status === 'failed'
            ? 'The bank did not accept the payout. Check the bank account with Stripe.'
            : 'The payout to the bank was canceled.'),
      };
    return { id: transfer.id, status: 'in_transit', arrivalDate, failureMessage: null };
  }

  /**
   * The business days the account's payouts wait (its payout schedule). Only an estimate
   * depends on it, so when it cannot be read Stripe's standard delay stands in.
   */
  private async payoutDelayDays(accountId: string): Promise<number> {
    try {
      const account = await this.call(() => this.stripe.accounts.retrieve(accountId));
      const days = account.settings?.payouts?.schedule.delay_days;
      return typeof days === 'number' && Number.isInteger(days) && days >= 0
        ? days
        : DEFAULT_DELAY_DAYS;
    } catch (err) {
      if (err instanceof PayoutProviderError) return DEFAULT_DELAY_DAYS;
      throw err;
    }
  }

  /**
   * One SDK call, with Stripe's refusals and outages turned into PayoutProviderError;
   * `missingAccount`: an unknown id means the account is gone (PayoutAccountMissingError).
   */
  private async call<T>(
    request: () => Promise<T>,
    opts: { missingAccount?: boolean } = {},
  ): Promise<T> {
    try {
      return await request();
    } catch (err) {
      if (isStripeUnreachable(err)) throw new PayoutProviderError(PAYOUT_PROVIDER_UNAVAILABLE, 503);
      if (!isStripeError(err)) throw err;
      const status = err.statusCode ?? 502;
      if (opts.missingAccount && status === 404 && err.code === 'resource_missing')
        throw new PayoutAccountMissingError();
      // Stripe's own words for a refused request; never the words of a 5xx or a rate limit.
      if (status >= 500 || status === 429 || !err.message)
        throw new PayoutProviderError(PAYOUT_PROVIDER_UNAVAILABLE, 503);
      throw new PayoutProviderError(`Stripe refused the request: ${err.message}`);
    }
  }
}
