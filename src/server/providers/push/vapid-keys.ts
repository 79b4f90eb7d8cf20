import { eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../../db/client.ts';
import { appSecrets } from '../../db/schema/settings.ts';

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
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insert(appSecrets)
    .values({
      name: SECRET_NAME,
      value: { publicKey: fresh.publicKey, privateKey: fresh.privateKey },
    })
    .onConflictDoNothing({ target: appSecrets.name });
  const [kept] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, sql`${SECRET_NAME}`));
  const publicKey = kept?.value.publicKey;
  const privateKey = kept?.value.privateKey;
  if (!publicKey || !privateKey) throw new Error('app_secrets holds no usable VAPID key pair');
  return { publicKey, privateKey, subject: configured.subject };
}
