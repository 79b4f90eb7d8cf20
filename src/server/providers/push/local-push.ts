import type { Database } from '../../db/client.ts';
import { pushOutbox } from '../../db/schema/notifications.ts';
import type { Clock } from '../clock/clock.ts';
import type { PushMessage, PushOutcome, PushTarget } from './push.ts';
import { WebPushProvider, type VapidSettings } from './webpush-push.ts';

/**
 * The default outside production: delivers exactly as the real provider does (a browser on
 * this machine really gets the notification when its push service is reachable) and records
 * every push with its outcome in push_outbox, which /dev/push shows.
 */
export class LocalPushProvider extends WebPushProvider {
  override readonly name = 'local' as const;

  constructor(
    db: Database,
    private readonly clock: Clock,
    vapid: VapidSettings,
  ) {
    super(db, vapid);
  }

  override async send(
    target: PushTarget,
    message: PushMessage,
    userId: string | null,
  ): Promise<PushOutcome> {
    const outcome = await super.send(target, message, userId);
    await this.db.insert(pushOutbox).values({
      userId,
      endpoint: target.endpoint,
      title: message.title,
      body: message.body,
      link: message.link,
      payload: { title: message.title, body: message.body, link: message.link },
      status: outcome.status,
      error: outcome.error,
      createdAt: this.clock.now(),
    });
    return outcome;
  }
}
