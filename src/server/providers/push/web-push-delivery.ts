import webpush from 'web-push';
import type { PushMessage, PushOutcome, PushTarget } from './push.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** A push worth showing a day later is worth nothing a week later (order news, messages). */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;
const ERROR_MAX = 500;
/** A VAPID token lives 12 hours (web-push's default; RFC 8292 allows up to 24). */
const VAPID_TOKEN_SECONDS = 12 * 60 * 60;
/** A cached token is replaced this long before it expires, so none is sent about to lapse. */
const VAPID_RENEW_SECONDS = 60 * 60;

/**
 * The VAPID Authorization header for one push service (the audience is the endpoint's origin).
 * Signing it (ES256) costs more than encrypting the message, and a fan-out sends thousands of
 * pushes to the same few services, so each audience's header is signed once and reused until
 * an hour before it expires, as RFC 8292 section 2 intends.
 */
export class VapidHeaders {
  private readonly byAudience = new Map<string, { authorization: string; renewAt: number }>();

  constructor(private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000)) {}

  authorization(endpoint: string, vapid: VapidKeys): string {
    const { origin: audience } = new URL(endpoint);
    const now = this.nowSeconds();
    const key = `${vapid.publicKey} ${audience}`;
    const cached = this.byAudience.get(key);
    if (cached && cached.renewAt > now) return cached.authorization;
    const expiration = now + VAPID_TOKEN_SECONDS;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      expiration,
    );
    this.byAudience.set(key, {
      authorization: Authorization,
      renewAt: expiration - VAPID_RENEW_SECONDS,
    });
    return Authorization;
  }
}

/**
 * Encrypts the message for the subscription (aes128gcm, RFC 8291) and signs the request with
 * VAPID (RFC 8292) through the web-push library, then POSTs it with fetch. web-push's own
 * sender speaks https only; fetch also reaches a local http push service (tests, benchmarks)
 * and takes an abort timeout. The push service's answer decides the outcome: 2xx sent,
 * 404/410 gone (the browser unsubscribed or the subscription expired), anything else failed.
 */
export async function deliverWebPush(
  target: PushTarget,
  message: PushMessage,
  vapid: VapidKeys,
  vapidHeaders: VapidHeaders,
): Promise<PushOutcome> {
  const payload = JSON.stringify({ title: message.title, body: message.body, link: message.link });
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(target, payload, {
      // Signed here, once per push service (VapidHeaders), instead of by web-push per message.
      headers: { Authorization: vapidHeaders.authorization(target.endpoint, vapid) },
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    });
  } catch (error) {
    // A subscription with malformed keys can never be delivered to.
    return { status: 'gone', error: errorText(error) };
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
  // fetch sets the length itself from the body.
  delete headers['Content-Length'];
  try {
    const response = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ? new Uint8Array(details.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
    const text = response.ok ? '' : await response.text().catch(() => '');
    if (response.ok) return { status: 'sent', error: null };
    const error = `${response.status} ${text}`.trim().slice(0, ERROR_MAX);
    return {
      status: response.status === 404 || response.status === 410 ? 'gone' : 'failed',
      error,
    };
  } catch (error) {
    return { status: 'failed', error: errorText(error) };
  }
}

function errorText(error: unknown): string {
  const e = error as { message?: string; cause?: { message?: string } };
  const text = [e.message, e.cause?.message].filter(Boolean).join(': ');
  return (text || String(error)).slice(0, ERROR_MAX);
}
