/** One browser's push subscription (PushSubscription.toJSON() of the Push API). */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What the service worker shows: a notification that opens `link` when clicked. */
export interface PushMessage {
  title: string;
  body: string;
  /** An app path such as /order/view/{id}. */
  link: string | null;
}

/**
 * sent: the push service accepted it; gone: the subscription no longer exists (404/410), so
 * the caller forgets it; failed: anything else (unreachable, 5xx, refused).
 */
export interface PushOutcome {
  status: 'sent' | 'gone' | 'failed';
  error: string | null;
}

/** Sends Web Push messages, encrypted for the subscription and signed with VAPID. */
export interface PushProvider {
  readonly name: 'local' | 'webpush';
  /** The application server key browsers subscribe with (URL-safe base64). */
  publicKey(): Promise<string>;
  send(target: PushTarget, message: PushMessage, userId: string | null): Promise<PushOutcome>;
}
