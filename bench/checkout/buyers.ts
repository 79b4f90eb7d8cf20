// The buyers of bench:checkout: each submits its cart with POST /orders and its own
// Idempotency-Key, then sends duplicates with the same key — every other buyer one at the same
// moment as the first (a concurrent duplicate), and every buyer one after the first answer.
// A duplicate answered 409 "in progress" is retried until it gets a final answer. Plain
// node:http with one keep-alive agent: the client must stay light, it shares 2 cores with the
// server and PostgreSQL.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { orderMessages } from '../../src/contracts/orders.ts';
import { messages } from '../../src/domain/messages.ts';
import { computeFees } from '../../src/domain/fees.ts';
import { DISH_PRICE_CENTS, type BenchBuyer } from './prepare.ts';

/**
 * The total each buyer saw for their cart (one portion, pickup, the default 15% commission:
 * no service fee), which the order request repeats (decision 051).
 */
const EXPECTED_TOTAL_CENTS = computeFees({
  lines: [{ unitPriceCents: DISH_PRICE_CENTS, quantity: 1 }],
  deliveryMethod: 'pickup',
  commissionStructure: 'commission_15',
}).totalCents;

/** What one request came back with; status 0 = the connection failed (server gone). */
export interface Answer {
  status: number;
  orderId: string | null;
  code: string | null;
  message: string | null;
  /** ms after the load started. */
  at: number;
}

export type Outcome =
  | { kind: 'order'; orderId: string }
  | { kind: 'refused'; message: string }
  | { kind: 'unanswered' };

export interface BuyerRun {
  buyer: BenchBuyer;
  key: string;
  /** The first request's answer (the checkout "attempt"). */
  first: Answer | null;
  /** Final answers of every duplicate (after resolving "in progress"). */
  duplicates: Answer[];
  /** How many 409 "in progress" answers its duplicates got on the way. */
  inProgressSeen: number;
}

const IN_PROGRESS_RETRY_MS = 50;
const IN_PROGRESS_MAX_TRIES = 100;

export const isInProgress = (a: Answer) =>
  a.status === 409 && a.message === orderMessages.inProgress;
/** The spec's two stock refusals (§8). */
export const isInventoryRefusal = (a: Answer) =>
  a.status === 409 && (a.message === messages.soldOut || a.message === messages.notEnoughInventory);
export const isNetworkFailure = (a: Answer) => a.status === 0;

export function outcomeOf(a: Answer): Outcome {
  if (a.status === 200 && a.orderId) return { kind: 'order', orderId: a.orderId };
  if (a.status === 0 || isInProgress(a)) return { kind: 'unanswered' };
  return { kind: 'refused', message: a.message ?? `HTTP ${a.status}` };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class CheckoutClient {
  private readonly agent: http.Agent;
  private readonly url: URL;
  readonly startedAt = performance.now();

  constructor(
    baseUrl: string,
    private readonly origin: string,
    maxSockets: number,
  ) {
    this.url = new URL('/api/v1/orders', baseUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
  }

  /** ms since this client was made. */
  elapsed(): number {
    return performance.now() - this.startedAt;
  }

  submit(buyer: BenchBuyer, key: string): Promise<Answer> {
    const body = JSON.stringify({
      deliveryMethod: 'pickup',
      paymentMethodId: buyer.cardId,
      expectedTotalCents: EXPECTED_TOTAL_CENTS,
    });
    return new Promise((resolve) => {
      const done = (status: number, text: string) => {
        let orderId: string | null = null;
        let code: string | null = null;
        let message: string | null;
        try {
          const json = JSON.parse(text) as {
            order?: { id: string };
            error?: { code: string; message: string };
          };
          orderId = json.order?.id ?? null;
          code = json.error?.code ?? null;
          message = json.error?.message ?? null;
        } catch {
          message = text.slice(0, 200);
        }
        resolve({ status, orderId, code, message, at: this.elapsed() });
      };
      const req = http.request(
        this.url,
        {
          method: 'POST',
          agent: this.agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            origin: this.origin,
            cookie: buyer.cookie,
            'idempotency-key': key,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
          res.on('error', (err) => done(0, err.message));
        },
      );
      req.on('error', (err) => done(0, err.message));
      req.end(body);
    });
  }

  /** A duplicate: sent again while it is answered 409 "in progress", as the web app would. */
  async duplicate(run: BuyerRun): Promise<Answer> {
    let answer = await this.submit(run.buyer, run.key);
    for (let i = 0; i < IN_PROGRESS_MAX_TRIES && isInProgress(answer); i += 1) {
      run.inProgressSeen += 1;
      await sleep(IN_PROGRESS_RETRY_MS);
      answer = await this.submit(run.buyer, run.key);
    }
    return answer;
  }

  destroy(): void {
    this.agent.destroy();
  }
}

/**
 * One buyer's checkout: the first request, a concurrent duplicate (if `concurrentDuplicate`),
 * and one duplicate after the first answer. Resolves once all of them have final answers.
 */
export async function checkout(
  client: CheckoutClient,
  run: BuyerRun,
  concurrentDuplicate: boolean,
  onFirstAnswer: (a: Answer) => void,
): Promise<void> {
  const first = client.submit(run.buyer, run.key).then((a) => {
    run.first = a;
    onFirstAnswer(a);
    return a;
  });
  const concurrent = concurrentDuplicate ? client.duplicate(run) : Promise.resolve(null);
  const firstAnswer = await first;
  // The "later" retry, as a browser's resend after a timeout would be; skipped when the
  // server was killed under the first request (the restart phase retries those buyers).
  const later = isNetworkFailure(firstAnswer) ? Promise.resolve(null) : client.duplicate(run);
  for (const a of await Promise.all([concurrent, later])) if (a) run.duplicates.push(a);
}

/** What a buyer ended with: one order id, the inventory refusal, or nothing yet. */
export function finalOutcome(run: BuyerRun): Outcome {
  const answers = [run.first, ...run.duplicates].filter((a): a is Answer => a !== null);
  const order = answers.map(outcomeOf).find((o) => o.kind === 'order');
  if (order) return order;
  return answers.map(outcomeOf).find((o) => o.kind === 'refused') ?? { kind: 'unanswered' };
}

/**
 * Whether every final answer of this buyer agrees: the same order id everywhere, or a refusal
 * everywhere (never an order for one request and a refusal or another order for another).
 * Network failures (server killed) and "in progress" are not final and do not count.
 */
export function answersAgree(run: BuyerRun): boolean {
  const outcomes = [run.first, ...run.duplicates]
    .filter((a): a is Answer => a !== null)
    .map(outcomeOf)
    .filter((o) => o.kind !== 'unanswered');
  if (outcomes.length === 0) return true;
  const orders = new Set(outcomes.flatMap((o) => (o.kind === 'order' ? [o.orderId] : [])));
  if (orders.size > 1) return false;
  return orders.size === 0 || outcomes.every((o) => o.kind === 'order');
}
