import type { RegisterPushDeviceBody } from '#contracts/push';

// This browser's side of web push: the service worker, the permission and the subscription.

export type PushSupport = 'supported' | 'unsupported' | 'denied';

export function pushSupport(): PushSupport {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  )
    return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/** The VAPID key as the bytes pushManager.subscribe wants. */
export function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** What the server stores of a subscription. */
export function subscriptionBody(subscription: PushSubscription): RegisterPushDeviceBody {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    userAgent: navigator.userAgent.slice(0, 500),
  };
}

export class PushRefused extends Error {}

/**
 * Asks permission, then subscribes this browser with the server's key (reusing a
 * subscription made with the same key). `fresh` drops the current one first: a browser whose
 * subscription belongs to another account gets a new endpoint of its own.
 */
export async function subscribeThisBrowser(
  publicKey: string,
  fresh = false,
): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted')
    throw new PushRefused(
      'Notifications are blocked for Potluck in this browser. Allow them in the site settings, then try again.',
    );
  const registration = await navigator.serviceWorker.ready;
  const current = await registration.pushManager.getSubscription();
  if (current && fresh) await current.unsubscribe();
  else if (current) return current;
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
}
