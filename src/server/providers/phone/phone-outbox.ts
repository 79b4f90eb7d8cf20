import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { phoneOutbox } from '../../db/schema/phone.ts';
import type { Clock } from '../clock/clock.ts';
import {
  invalidNumberMessage,
  PhoneProviderError,
  toE164,
  type PhoneResult,
  type PhoneSendOptions,
} from './phone.ts';

type Channel = 'voice' | 'sms';

/** What a provider does once the number is valid: returns its id for the call or message. */
export type Dial = (to: string, body: string) => Promise<string | null>;

/**
 * Records the attempt in phone_outbox (queued), checks the number, lets the provider dial,
 * and stores the outcome: sent with the provider's id, or failed with the reason. A refused
 * number never reaches the provider.
 */
export async function recordAndSend(
  db: Database,
  clock: Clock,
  provider: string,
  channel: Channel,
  rawTo: string,
  body: string,
  opts: PhoneSendOptions | undefined,
  dial: Dial,
): Promise<PhoneResult> {
  const to = toE164(rawTo);
  const [row] = await db
    .insert(phoneOutbox)
    .values({
      channel,
      toNumber: to ?? rawTo.slice(0, 100),
      body: opts?.outboxBody ?? body,
      provider,
      orderId: opts?.orderId ?? null,
      status: 'queued',
      createdAt: clock.now(),
    })
    .returning({ id: phoneOutbox.id });
  const id = row!.id;
  const fail = async (err: PhoneProviderError) => {
    await db
      .update(phoneOutbox)
      .set({ status: 'failed', error: err.message })
      .where(eq(phoneOutbox.id, id));
    return err;
  };
  if (!to) throw await fail(new PhoneProviderError('invalid_number', invalidNumberMessage(rawTo)));
  let providerMessageId: string;
  try {
    providerMessageId = (await dial(to, body)) ?? id;
  } catch (err) {
    const wrapped =
      err instanceof PhoneProviderError
        ? err
        : new PhoneProviderError(
            'provider_error',
            err instanceof Error ? err.message : String(err),
          );
    throw await fail(wrapped);
  }
  await db
    .update(phoneOutbox)
    .set({ status: 'sent', providerMessageId, sentAt: clock.now() })
    .where(eq(phoneOutbox.id, id));
  return { id, providerMessageId, to };
}
