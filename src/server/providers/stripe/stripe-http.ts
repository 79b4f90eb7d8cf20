/**
 * Stripe's REST API over plain fetch, shared by the card payments and the Connect payouts
 * adapters: Bearer secret key, a pinned API version, form-encoded bodies, idempotency keys
 * and a timeout. Callers turn Stripe's refusals into their own errors.
 */

export interface StripeHttpConfig {
  secretKey: string;
  /** https://api.stripe.com, or a stand-in for tests. */
  apiBase: string;
  /** Stripe's API version header; pinned so Stripe's answers keep their shape. */
  apiVersion?: string;
  timeoutMs?: number;
}

type FormValue = string | number | boolean | undefined | Record<string, string> | string[];
export type StripeForm = Record<string, FormValue>;

export interface StripeErrorBody {
  error?: {
    type?: string;
    code?: string;
    decline_code?: string;
    message?: string;
    payment_intent?: { id?: string };
  };
}

/** Stripe's form encoding: nested objects as `a[b]`, arrays as `a[]`. */
export function encodeForm(form: StripeForm): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) params.append(`${key}[]`, v);
    else if (typeof value === 'object')
      for (const [k, v] of Object.entries(value)) params.append(`${key}[${k}]`, v);
    else params.append(key, String(value));
  }
  return params.toString();
}

/** Stripe could not be reached (network, DNS, timeout). */
export class StripeUnreachableError extends Error {
  constructor() {
    super('Stripe could not be reached');
    this.name = 'StripeUnreachableError';
  }
}

export type StripeAnswer<T> =
  { ok: true; body: T } | { ok: false; status: number; body: StripeErrorBody };

export class StripeHttp {
  private readonly base: string;

  constructor(private readonly config: StripeHttpConfig) {
    this.base = config.apiBase.replace(/\/$/, '');
  }

  /** One request; throws StripeUnreachableError when no answer came. */
  async request<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    opts: { form?: StripeForm; idempotencyKey?: string } = {},
  ): Promise<StripeAnswer<T>> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.config.secretKey}`,
      'stripe-version': this.config.apiVersion ?? '2024-06-20',
    };
    if (opts.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
    let res: Response;
    try {
      res = await fetch(`${this.base}${path}`, {
        method,
        headers,
        body: opts.form ? encodeForm(opts.form) : undefined,
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 20_000),
      });
    } catch {
      throw new StripeUnreachableError();
    }
    const body = (await res.json().catch(() => ({}))) as unknown;
    return res.ok
      ? { ok: true, body: body as T }
      : { ok: false, status: res.status, body: body as StripeErrorBody };
  }
}
