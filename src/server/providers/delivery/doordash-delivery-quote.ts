import { createHmac, randomUUID } from 'node:crypto';
import { distanceKm } from '#domain/geo';
import type { Clock } from '../clock/clock.ts';
import {
  addressLine,
  DeliveryQuoteError,
  requireCompleteAddresses,
  type DeliveryQuote,
  type DeliveryQuoteProvider,
  type DeliveryQuoteRequest,
} from './delivery-quote.ts';

export interface DoorDashCredentials {
  developerId: string;
  keyId: string;
  /** As shown in the DoorDash developer portal (base64url). */
  signingSecret: string;
}

/** DoorDash keeps a quote for 5 minutes. */
const DOORDASH_QUOTE_TTL_MS = 5 * 60_000;
/** Ask for a scheduled drop-off only when the buyer chose a time this far out. */
const SCHEDULED_AFTER_MS = 60 * 60_000;

const b64url = (v: string | Buffer) => Buffer.from(v).toString('base64url');

/** DoorDash Drive's JWT: HS256 with the "dd-ver" header, signed with the decoded secret. */
export function doorDashJwt(creds: DoorDashCredentials, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', 'dd-ver': 'DD-JWT-V1' }));
  const payload = b64url(
    JSON.stringify({
      aud: 'doordash',
      iss: creds.developerId,
      kid: creds.keyId,
      iat,
      exp: iat + 300,
    }),
  );
  const signature = createHmac('sha256', Buffer.from(creds.signingSecret, 'base64url'))
    .update(`${header}.${payload}`)
    .digest('base64url');
  return `${header}.${payload}.${signature}`;
}

interface DoorDashQuoteResponse {
  external_delivery_id?: string;
  fee?: number;
  currency?: string;
  dropoff_time_estimated?: string;
  expires_at?: string;
}

/** DoorDash Drive v2: `POST /drive/v2/quotes` (quote only; accepting it is the order's job). */
export class DoorDashDeliveryQuoteProvider implements DeliveryQuoteProvider {
  readonly name = 'doordash' as const;
  private readonly base: string;

  constructor(
    private readonly creds: DoorDashCredentials,
    private readonly clock: Clock,
    baseUrl = 'https://openapi.doordash.com',
    private readonly timeoutMs = 8_000,
  ) {
    this.base = baseUrl.replace(/\/$/, '');
  }

  async quote(request: DeliveryQuoteRequest): Promise<DeliveryQuote> {
    const { pickup, dropoff } = requireCompleteAddresses(request);
    const now = this.clock.now();
    const externalId = `potluck-${randomUUID()}`;
    const body: Record<string, unknown> = {
      external_delivery_id: externalId,
      pickup_address: addressLine(pickup),
      ...(pickup.name ? { pickup_business_name: pickup.name } : {}),
      ...(pickup.phone ? { pickup_phone_number: pickup.phone } : {}),
      dropoff_address: addressLine(dropoff),
      ...(dropoff.phone ? { dropoff_phone_number: dropoff.phone } : {}),
      ...(request.orderValueCents !== undefined ? { order_value: request.orderValueCents } : {}),
      ...(request.at.getTime() - now.getTime() > SCHEDULED_AFTER_MS
        ? { dropoff_time: request.at.toISOString() }
        : {}),
    };

    let res: Response;
    try {
      res = await fetch(`${this.base}/drive/v2/quotes`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${doorDashJwt(this.creds, now)}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new DeliveryQuoteError(
        'unavailable',
        `DoorDash unreachable: ${(err as Error).message}`,
      );
    }
    const data = (await res.json().catch(() => ({}))) as DoorDashQuoteResponse & {
      code?: string;
    };
    if (!res.ok) {
      // e.g. 400 {"code":"distance_too_long"}; never echo DoorDash's text to buyers.
      const tooFar =
        typeof data.code === 'string' && /distance|too_far|out_of_range/i.test(data.code);
      throw new DeliveryQuoteError(
        tooFar ? 'too_far' : 'unavailable',
        `DoorDash HTTP ${res.status} ${data.code ?? ''}`,
      );
    }
    if (
      !Number.isSafeInteger(data.fee) ||
      (data.fee ?? -1) < 0 ||
      (data.currency ?? 'USD') !== 'USD'
    )
      throw new DeliveryQuoteError('unavailable', 'DoorDash quote without a USD fee in cents');

    const dropoffAt = data.dropoff_time_estimated ? Date.parse(data.dropoff_time_estimated) : NaN;
    const expiresAt = data.expires_at ? Date.parse(data.expires_at) : NaN;
    const km = distanceKm(pickup.latitude, pickup.longitude, dropoff.latitude, dropoff.longitude);
    return {
      feeCents: data.fee ?? 0,
      etaMinutes: Number.isFinite(dropoffAt)
        ? Math.max(1, Math.ceil((dropoffAt - now.getTime()) / 60_000))
        : Math.ceil(10 + (km / 25) * 60),
      distanceKm: Math.round(km * 10) / 10,
      expiresAt: new Date(
        Number.isFinite(expiresAt)
          ? Math.min(expiresAt, now.getTime() + DOORDASH_QUOTE_TTL_MS)
          : now.getTime() + DOORDASH_QUOTE_TTL_MS,
      ),
      quoteId: data.external_delivery_id ?? externalId,
      provider: 'doordash',
    };
  }
}
