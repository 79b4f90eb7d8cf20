import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for api.stripe.com in the adapters' tests (the Stripe SDK is pointed at it through
// STRIPE_API_BASE): it records what every request Stripe would receive looks like (method, path
// with query, headers such as Idempotency-Key and Stripe-Account, form body), answers each
// "METHOD /path" a test routed with Stripe-shaped JSON, 404 resource_missing otherwise, and
// 401 to a wrong secret key.

export interface StripeRequest {
  method: string;
  /** Path and query, e.g. /v1/customers/cus_1/payment_methods?type=card */
  path: string;
  /** The path alone, e.g. /v1/payouts */
  pathname: string;
  /** The query's parameters, e.g. created[gte] and limit of GET /v1/payouts */
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  /** The form-encoded body (nested as a[b], arrays as a[0]). */
  form: URLSearchParams;
}
export type StripeRoute = (req: StripeRequest) => { status: number; body: unknown };

export interface FakeStripe {
  /** http://127.0.0.1:{port}, the adapters' apiBase. */
  base: string;
  /** Every request, in order; cleared by reset(). */
  seen: StripeRequest[];
  /** Answers by "METHOD /pathname"; cleared by reset(). */
  routes: Record<string, StripeRoute>;
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeStripe(secret: string): Promise<FakeStripe> {
  const seen: StripeRequest[] = [];
  const routes: Record<string, StripeRoute> = {};
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe');
      const s: StripeRequest = {
        method: req.method ?? '',
        path: url.pathname + url.search,
        pathname: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        form: new URLSearchParams(raw),
      };
      seen.push(s);
      const route = routes[`${s.method} ${url.pathname}`];
      let answer = route
        ? route(s)
        : {
            status: 404,
            body: {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                message: `Unrecognized request URL (${s.method}: ${url.pathname}).`,
              },
            },
          };
      if (req.headers.authorization !== `Bearer ${secret}`) {
        answer = {
          status: 401,
          body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
        };
      }
      res
        .writeHead(answer.status, { 'content-type': 'application/json', 'request-id': 'req_fake' })
        .end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    routes,
    reset() {
      seen.length = 0;
      for (const key of Object.keys(routes)) delete routes[key];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
