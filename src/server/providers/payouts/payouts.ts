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
