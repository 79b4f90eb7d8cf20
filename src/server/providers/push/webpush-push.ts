import type { Database } from '../../db/client.ts';
import type { PushMessage, PushOutcome, PushProvider, PushTarget } from './push.ts';
import { resolveVapidKeys, type VapidKeys } from './vapid-keys.ts';
import { deliverWebPush, VapidHeaders } from './web-push-delivery.ts';

export interface VapidSettings {
  publicKey?: string;
  privateKey?: string;
  subject: string;
}

/** Web Push to the browsers' push services, VAPID keys read once (config or app_secrets). */
export class WebPushProvider implements PushProvider {
  readonly name: 'local' | 'webpush' = 'webpush';
  private keys: Promise<VapidKeys> | null = null;
  private readonly vapidHeaders = new VapidHeaders();

  constructor(
    protected readonly db: Database,
    private readonly vapid: VapidSettings,
  ) {}

  protected vapidKeys(): Promise<VapidKeys> {
    // A failed read (database briefly away) is retried on the next call, not cached.
    this.keys ??= resolveVapidKeys(this.db, this.vapid).catch((error: unknown) => {
      this.keys = null;
      throw error;
    });
    return this.keys;
  }

  async publicKey(): Promise<string> {
    return (await this.vapidKeys()).publicKey;
  }

  async send(
    target: PushTarget,
    message: PushMessage,
    _userId: string | null,
  ): Promise<PushOutcome> {
    return deliverWebPush(target, message, await this.vapidKeys(), this.vapidHeaders);
  }
}
