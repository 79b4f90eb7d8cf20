import Stripe from 'stripe';

/**
 * The official Stripe SDK, set up once for both Stripe adapters (card payments and Connect
 * payouts): a pinned API version, no automatic retries (the callers own their retry policy and
 * pass their own idempotency keys), a timeout, and the API's origin from STRIPE_API_BASE so the
 * tests can point it at a local fake (docs/decisions/036-stripe-node-sdk.md).
 */

/**
 * The API version every request names. The SDK's types describe this version only, so the
 * compiler refuses the pin once an SDK upgrade moves on: upgrade both together.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

export interface StripeClientConfig {
  secretKey: string;
  /** https://api.stripe.com, or a stand-in for tests: an origin, without a path. */
  apiBase: string;
  /** How long a request may wait for Stripe's answer. */
  timeoutMs?: number;
}

export function createStripeClient(config: StripeClientConfig): Stripe {
  const url = new URL(config.apiBase);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`STRIPE_API_BASE must be an http(s) origin, not ${config.apiBase}`);
  if (url.pathname !== '/' || url.search || url.hash)
    throw new Error(`STRIPE_API_BASE must be an origin without a path, not ${config.apiBase}`);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return new Stripe(config.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    protocol,
    // [::1] in a URL, ::1 to the socket
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port || (protocol === 'https' ? 443 : 80),
    maxNetworkRetries: 0,
    timeout: config.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'Potluck' },
  });
}

/** Stripe answered with an error (a refusal, or its own failure). */
export function isStripeError(err: unknown): err is Stripe.errors.StripeError {
  return err instanceof Stripe.errors.StripeError;
}

/** No answer came: network, DNS, timeout, or a broken response. */
export function isStripeUnreachable(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeConnectionError;
}
