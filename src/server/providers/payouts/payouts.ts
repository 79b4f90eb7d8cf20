/**
 * Payouts: the chef's deposit (connected) account at the payments provider, opened through
 * the provider's own hosted onboarding, as Stripe Connect Express does. We keep only the
 * provider's account id, the bank's name and the last four digits; the provider keeps the rest.
 */

/** What the provider says about a connected account right now. */
export interface PayoutAccountState {
  /** The holder finished the onboarding form. */
  detailsSubmitted: boolean;
  /** Money can be paid out to this account. */
  payoutsEnabled: boolean;
  bankName: string | null;
  last4: string | null;
  /** Why the provider cannot pay out yet, in its words (null when nothing is missing). */
  requirement: string | null;
}

export interface PayoutsProvider {
  readonly name: 'local' | 'stripe';
  /** Transfers a payout run asks for at once: as many as the provider's rate limit allows. */
  readonly transfersInFlight: number;
  /**
   * Opens a connected account for a chef. Retries with the same `idempotencyKey` get the same
   * account; the caller changes the key once that account is replaced or removed.
   */
  createAccount(input: {
    email: string;
    userId: string;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /**
   * A single-use link to the provider's hosted onboarding. The provider sends the browser to
   * `returnUrl` when the holder finished, to `refreshUrl` when the link is stale or refused.
   */
  createOnboardingLink(input: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ url: string }>;
  retrieveAccount(accountId: string): Promise<PayoutAccountState>;
  /** Closes the account at the provider; one it does not know counts as closed. */
  deleteAccount(accountId: string): Promise<void>;
  /**
   * Sends money from the platform to a connected account (Stripe Connect's separate charges and
   * transfers: one transfer per chef per payout run, covering all their payable orders). The
   * bank payout follows on the account's schedule. Retries with the same `idempotencyKey` get
   * the first transfer back and move no more money. Refusals throw PayoutProviderError.
   */
  createTransfer(input: TransferRequest): Promise<TransferState>;
  /** Where a transfer's money is now: on its way to the bank, arrived, or failed/returned. */
  retrieveTransfer(input: { transferId: string; accountId: string }): Promise<TransferState>;
}

export interface TransferRequest {
  accountId: string;
  amountCents: number;
  /** One per payout: a retried call returns the first transfer and moves nothing more. */
  idempotencyKey: string;
  /** Ties the transfer to what it pays for (Stripe's transfer_group): our payout id. */
  transferGroup: string;
  description: string;
}

/** A transfer's money: on its way to the bank, at the bank, or failed or returned by it. */
export type TransferStatus = 'in_transit' | 'paid' | 'failed';

export interface TransferState {
  /** The provider's transfer id. */
  id: string;
  status: TransferStatus;
  /** When the bank payout is expected to arrive (or arrived). */
  arrivalDate: Date;
  /** Why it failed or was returned, in words a chef can act on (null unless failed). */
  failureMessage: string | null;
}

/** The provider refused or could not be reached; the message is safe to show. */
export class PayoutProviderError extends Error {
  constructor(
    message: string,
    readonly status = 502,
  ) {
    super(message);
    this.name = 'PayoutProviderError';
  }
}

/** The provider has no such account (e.g. one recorded elsewhere, like the demo data's). */
export class PayoutAccountMissingError extends PayoutProviderError {
  constructor() {
    super('The payout provider does not know this account any more. Connect it again.', 404);
    this.name = 'PayoutAccountMissingError';
  }
}

export const PAYOUT_PROVIDER_UNAVAILABLE =
  'The payout provider cannot be reached right now. Try again in a few minutes.';
