import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expectedArrival } from '#domain/payout-arrival';
import { PAYOUT_DELAY_BUSINESS_DAYS } from '#domain/payouts';
import {
  LOCAL_TEST_BANK_NAME,
  normaliseBankAccount,
  testAccountRefusal,
  testPayoutFailure,
  PAYOUT_RETURNED_MESSAGE,
  type BankAccountInput,
} from '#domain/bank-account';
import type { Database } from '../../db/client.ts';
import {
  localProcessorConnectAccounts,
  localProcessorTransfers,
} from '../../db/schema/local-processor.ts';
import type { Clock } from '../clock/clock.ts';
import { LocalTransferWriter } from './local-transfer-writer.ts';
import {
  PayoutAccountMissingError,
  PayoutProviderError,
  type PayoutAccountState,
  type PayoutsProvider,
  type TransferRequest,
  type TransferState,
} from './payouts.ts';

/** Our web page that plays the provider's hosted onboarding (Stripe's connect.stripe.com). */
export const LOCAL_ONBOARDING_PAGE = '/accounts/connect/local';
/** An onboarding link is for the chef who asked for it, now (Stripe's last a few minutes too). */
export const ONBOARDING_LINK_TTL_MS = 30 * 60_000;

export interface LocalOnboardingSubmission extends BankAccountInput {
  account: string;
  token: string;
  returnUrl: string;
  refreshUrl: string;
}

/** Where the hosted page sends the browser next, and whether payouts are now possible. */
export interface LocalOnboardingResult {
  redirectUrl: string;
  payoutsEnabled: boolean;
}

/** The link is forged, used already, or for other return pages. */
export class OnboardingLinkError extends Error {
  constructor() {
    super('This onboarding link is no longer valid. Go back to Potluck and start again.');
    this.name = 'OnboardingLinkError';
  }
}

const newId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

/**
 * The token's hash covers the return and refresh pages too, so the hosted page can carry them
 * in its address without anyone being able to point them elsewhere.
 */
function linkHash(token: string, returnUrl: string, refreshUrl: string): string {
  return createHash('sha256').update(`${token}\n${returnUrl}\n${refreshUrl}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The built-in payout provider: keeps connected accounts in local_processor_connect_accounts,
 * as Stripe keeps them on its side. Its hosted onboarding is our page at
 * /accounts/connect/local; the account number never leaves `submitOnboarding` (last four only).
 */
export class LocalPayoutsProvider implements PayoutsProvider {
  readonly name = 'local' as const;
  /** Its transfers asked for at once share one statement and one commit (LocalTransferWriter),
   * so a run gains from many in flight: 10,000 transfers are 40 statements rather than 10,000. */
  readonly transfersInFlight = 256;
  private readonly transfers: LocalTransferWriter;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly publicBaseUrl: string,
  ) {
    this.transfers = new LocalTransferWriter(db);
  }

  async createAccount(input: {
    email: string;
    userId: string;
    idempotencyKey: string;
  }): Promise<{ id: string }> {
    const id = newId('acct');
    await this.db
      .insert(localProcessorConnectAccounts)
      .values({ id, email: input.email, createdAt: this.clock.now() });
    return { id };
  }

  async createOnboardingLink(input: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ url: string }> {
    const token = randomBytes(24).toString('base64url');
    const now = this.clock.now();
    const updated = await this.db
      .update(localProcessorConnectAccounts)
      .set({
        onboardingTokenHash: linkHash(token, input.returnUrl, input.refreshUrl),
        onboardingExpiresAt: new Date(now.getTime() + ONBOARDING_LINK_TTL_MS),
        updatedAt: now,
      })
      .where(eq(localProcessorConnectAccounts.id, input.accountId))
      .returning({ id: localProcessorConnectAccounts.id });
    if (updated.length === 0) throw new PayoutAccountMissingError();
    const query = new URLSearchParams({
      account: input.accountId,
      token,
      return_url: input.returnUrl,
      refresh_url: input.refreshUrl,
    });
    return { url: `${this.publicBaseUrl}${LOCAL_ONBOARDING_PAGE}?${query.toString()}` };
  }

  async deleteAccount(accountId: string): Promise<void> {
    // The bank details go with it: a removed account keeps nothing, as Stripe deletes it.
    await this.db
      .delete(localProcessorConnectAccounts)
      .where(eq(localProcessorConnectAccounts.id, accountId));
  }

  async retrieveAccount(accountId: string): Promise<PayoutAccountState> {
    const [row] = await this.db
      .select()
      .from(localProcessorConnectAccounts)
      .where(eq(localProcessorConnectAccounts.id, accountId));
    if (!row) throw new PayoutAccountMissingError();
    return {
      detailsSubmitted: row.detailsSubmitted,
      payoutsEnabled: row.payoutsEnabled,
      bankName: row.bankName,
      last4: row.last4,
      requirement: row.requirementError,
    };
  }

  /**
   * The hosted form's submit (already checked well formed): uses the link up, records the bank
   * (name and last four) and its verdict, and says where the browser goes: the return page when
   * payouts are enabled, the refresh page when the account was refused or the link expired.
   */
  async submitOnboarding(input: LocalOnboardingSubmission): Promise<LocalOnboardingResult> {
    const hash = linkHash(input.token, input.returnUrl, input.refreshUrl);
    const [row] = await this.db
      .select({
        hash: localProcessorConnectAccounts.onboardingTokenHash,
        expiresAt: localProcessorConnectAccounts.onboardingExpiresAt,
      })
      .from(localProcessorConnectAccounts)
      .where(eq(localProcessorConnectAccounts.id, input.account));
    if (!row?.hash || !sameHash(row.hash, hash)) throw new OnboardingLinkError();
    const now = this.clock.now();
    const bank = normaliseBankAccount(input);
    const expired = !row.expiresAt || row.expiresAt.getTime() <= now.getTime();
    const refusal = testAccountRefusal(bank.accountNumber);
    // Using the link and recording the result is one conditional write: of two submits of the
    // same link, only one finds the hash still there.
    const consumed = await this.db
      .update(localProcessorConnectAccounts)
      .set(
        expired
          ? { onboardingTokenHash: null, onboardingExpiresAt: null, updatedAt: now }
          : {
              onboardingTokenHash: null,
              onboardingExpiresAt: null,
              detailsSubmitted: true,
              payoutsEnabled: refusal === null,
              requirementError: refusal,
              payoutFailure: testPayoutFailure(bank.accountNumber),
              accountHolderName: bank.accountHolderName,
              bankName: LOCAL_TEST_BANK_NAME,
              last4: bank.accountNumber.slice(-4),
              updatedAt: now,
            },
      )
      .where(
        and(
          eq(localProcessorConnectAccounts.id, input.account),
          eq(localProcessorConnectAccounts.onboardingTokenHash, row.hash),
        ),
      )
      .returning({ id: localProcessorConnectAccounts.id });
    if (consumed.length === 0) throw new OnboardingLinkError();
    const enabled = !expired && refusal === null;
    return { redirectUrl: enabled ? input.returnUrl : input.refreshUrl, payoutsEnabled: enabled };
  }

  /**
   * A transfer to a connected account, kept once per idempotency key as Stripe keeps it: a
   * retry gets the first transfer back (the same key with another amount or account is
   * refused). The bank payout follows on the standard schedule, weekends skipped.
   */
  async createTransfer(input: TransferRequest): Promise<TransferState> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
      throw new PayoutProviderError('A transfer must be a whole number of cents above 0.', 400);
    const now = this.clock.now();
    // The usual case is one row of a shared statement: a payable account and a new key. A
    // transfer is made days before its arrival, so it is on its way whatever the account's
    // bank will do.
    const created = await this.transfers.write({
      id: newId('tr'),
      accountId: input.accountId,
      amountCents: input.amountCents,
      idempotencyKey: input.idempotencyKey,
      transferGroup: input.transferGroup,
      description: input.description,
      arrivalDate: expectedArrival(now, PAYOUT_DELAY_BUSINESS_DAYS),
      createdAt: now,
    });
    if (created) return this.stateOf(created, null);
    return this.existingTransfer(input);
  }

  /** A retried key's first transfer, or why there is none: no account, or not payable. */
  private async existingTransfer(input: TransferRequest): Promise<TransferState> {
    const [account] = await this.db
      .select()
      .from(localProcessorConnectAccounts)
      .where(eq(localProcessorConnectAccounts.id, input.accountId));
    const [transfer] = await this.db
      .select()
      .from(localProcessorTransfers)
      .where(eq(localProcessorTransfers.idempotencyKey, input.idempotencyKey));
    if (!transfer) {
      if (!account) throw new PayoutAccountMissingError();
      throw new PayoutProviderError(
        account.requirementError ?? 'This deposit account cannot receive payouts yet.',
        409,
      );
    }
    if (transfer.accountId !== input.accountId || transfer.amountCents !== input.amountCents)
      throw new PayoutProviderError('This idempotency key was used for another transfer.', 409);
    return this.stateOf(transfer, account ? account.payoutFailure : PAYOUT_RETURNED_MESSAGE);
  }

  async retrieveTransfer(input: { transferId: string; accountId: string }): Promise<TransferState> {
    const [transfer] = await this.db
      .select()
      .from(localProcessorTransfers)
      .where(
        and(
          eq(localProcessorTransfers.id, input.transferId),
          eq(localProcessorTransfers.accountId, input.accountId),
        ),
      );
    if (!transfer) throw new PayoutProviderError('No such transfer.', 404);
    const [account] = await this.db
      .select({ payoutFailure: localProcessorConnectAccounts.payoutFailure })
      .from(localProcessorConnectAccounts)
      .where(eq(localProcessorConnectAccounts.id, input.accountId));
    // A closed account's bank sends the payout back, as a real bank does.
    const failure = account ? account.payoutFailure : PAYOUT_RETURNED_MESSAGE;
    return this.stateOf(transfer, failure);
  }

  /** Before its arrival date the money is on its way; then the bank has paid it or returned it. */
  private stateOf(
    transfer: typeof localProcessorTransfers.$inferSelect,
    failure: string | null,
  ): TransferState {
    const arrived = transfer.arrivalDate.getTime() <= this.clock.now().getTime();
    return {
      id: transfer.id,
      status: !arrived ? 'in_transit' : failure ? 'failed' : 'paid',
      arrivalDate: transfer.arrivalDate,
      failureMessage: arrived ? failure : null,
    };
  }
}
