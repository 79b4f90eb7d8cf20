import webpush from 'web-push';
import type { Database } from '../../db/client.ts';
import { keptSecret } from '../../db/app-secrets.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const SECRET_NAME = 'vapid';

/**
 * The VAPID key pair: from configuration when both keys are set, otherwise the pair kept in
 * app_secrets, generated on first use. Browsers' subscriptions are bound to the public key, so
 * every instance and every restart must use the same pair: two instances starting together
 * both try to insert, the database keeps the first, and both read back the kept one.
 */
export async function resolveVapidKeys(
  db: Database,
  configured: { publicKey?: string; privateKey?: string; subject: string },
): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey)
    return {
      publicKey: configured.publicKey,
      privateKey: configured.privateKey,
      subject: configured.subject,
    };
  const kept = await keptSecret(db, SECRET_NAME, () => {
    const fresh = webpush.generateVAPIDKeys();
    return { publicKey: fresh.publicKey, privateKey: fresh.privateKey };
  });
  const { publicKey, privateKey } = kept;
  if (!publicKey || !privateKey) throw new Error('app_secrets holds no usable VAPID key pair');
  return { publicKey, privateKey, subject: configured.subject };
}
