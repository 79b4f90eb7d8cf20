import webpush from 'web-push';
import type { PushMessage, PushOutcome, PushTarget } from './push.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** A push worth showing a day later is worth nothing a week later (order news, messages). */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;
const ERROR_MAX = 500;

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
): Promise<PushOutcome> {
  const payload = JSON.stringify({ title: message.title, body: message.body, link: message.link });
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(target, payload, {
      vapidDetails: vapid,
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
