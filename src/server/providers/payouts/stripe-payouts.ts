import { StripeHttp, type StripeForm, type StripeHttpConfig } from '../stripe/stripe-http.ts';
import {
  PAYOUT_PROVIDER_UNAVAILABLE,
  PayoutAccountMissingError,
  PayoutProviderError,
  type PayoutAccountState,
  type PayoutsProvider,
} from './payouts.ts';

export type StripeConnectConfig = StripeHttpConfig;

interface StripeAccount {
  id: string;
  details_submitted?: boolean;
  payouts_enabled?: boolean;
  external_accounts?: { data?: { bank_name?: string | null; last4?: string | null }[] };
  requirements?: {
    disabled_reason?: string | null;
    errors?: { reason?: string }[];
    currently_due?: string[];
  };
}

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

/**
 * Stripe Connect (Express accounts) over plain fetch: POST /v1/accounts, POST
 * /v1/account_links for the hosted onboarding, GET /v1/accounts/{id} for its state, DELETE
 * /v1/accounts/{id} when the chef removes it.
 */
export class StripeConnectPayoutsProvider implements PayoutsProvider {
  readonly name = 'stripe' as const;
  private readonly http: StripeHttp;

  constructor(config: StripeConnectConfig) {
    this.http = new StripeHttp(config);
  }

  async createAccount(input: {
    email: string;
    userId: string;
    idempotencyKey: string;
  }): Promise<{ id: string }> {
    const account = await this.call<StripeAccount>('POST', '/v1/accounts', {
      form: {
        type: 'express',
        email: input.email,
        business_type: 'individual',
        'capabilities[transfers][requested]': 'true',
        metadata: { user_id: input.userId },
      },
      // A retried request (or a double click) gets the same account, not a second one.
      idempotencyKey: `potluck-connect-account-${input.idempotencyKey}`,
    });
    return { id: account.id };
  }

  async createOnboardingLink(input: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ url: string }> {
    const link = await this.call<{ url: string }>('POST', '/v1/account_links', {
      form: {
        account: input.accountId,
        refresh_url: input.refreshUrl,
        return_url: input.returnUrl,
        type: 'account_onboarding',
      },
    });
    return { url: link.url };
  }

  async retrieveAccount(accountId: string): Promise<PayoutAccountState> {
    const a = await this.call<StripeAccount>(
      'GET',
      `/v1/accounts/${encodeURIComponent(accountId)}`,
    );
    const bank = a.external_accounts?.data?.[0];
    const reason = a.requirements?.disabled_reason ?? null;
    const error = a.requirements?.errors?.[0]?.reason ?? null;
    const payoutsEnabled = a.payouts_enabled === true;
    return {
      detailsSubmitted: a.details_submitted === true,
      payoutsEnabled,
      bankName: bank?.bank_name ?? null,
      last4: bank?.last4 ?? null,
      requirement: payoutsEnabled
        ? null
        : (error ?? (reason ? (DISABLED_REASONS[reason] ?? DISABLED_REASONS.other!) : null)),
    };
  }

  async deleteAccount(accountId: string): Promise<void> {
    try {
      await this.call('DELETE', `/v1/accounts/${encodeURIComponent(accountId)}`);
    } catch (err) {
      if (!(err instanceof PayoutAccountMissingError)) throw err;
    }
  }

  private async call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    opts: { form?: StripeForm; idempotencyKey?: string } = {},
  ): Promise<T> {
    let answer;
    try {
      answer = await this.http.request<T>(method, path, opts);
    } catch {
      throw new PayoutProviderError(PAYOUT_PROVIDER_UNAVAILABLE);
    }
    if (answer.ok) return answer.body;
    const { status, body } = answer;
    if (status === 404 && body.error?.code === 'resource_missing' && method !== 'POST')
      throw new PayoutAccountMissingError();
    // Stripe's own words for a refused request; never the raw body of a 5xx.
    throw new PayoutProviderError(
      status < 500 && body.error?.message
        ? `Stripe refused the request: ${body.error.message}`
        : PAYOUT_PROVIDER_UNAVAILABLE,
    );
  }
}
