import type {
  PushDevice,
  PushDeviceListResponse,
  PushDeviceResponse,
  PushPublicKeyResponse,
  RegisterPushDeviceBody,
} from '#contracts/push';
import type { AppContext } from '../../context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import {
  deleteDeviceOf,
  listDevicesOf,
  upsertWebSubscription,
  type PushDeviceRow,
} from './push-queries.ts';

/** Where the push went, without the endpoint's secret path. */
export function pushServiceOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'unknown';
  }
}

function toDevice(row: PushDeviceRow): PushDevice {
  return {
    id: row.id,
    platform: row.platform,
    userAgent: row.userAgent,
    service: pushServiceOf(row.token),
    createdAt: row.createdAt.toISOString(),
    lastPushedAt: row.lastPushedAt ? row.lastPushedAt.toISOString() : null,
  };
}

/** GET /push/public-key: the key a browser subscribes with. */
export async function getPushPublicKey(ctx: AppContext): Promise<PushPublicKeyResponse> {
  return { publicKey: await ctx.push.publicKey() };
}

/** GET /push/devices: my browsers that get app notifications, newest first. */
export async function listPushDevices(
  ctx: AppContext,
  userId: string,
): Promise<PushDeviceListResponse> {
  return { devices: (await listDevicesOf(ctx.db, userId)).map(toDevice) };
}

/**
 * PUT /push/devices: this browser's subscription, one row per endpoint. The same person
 * registering again refreshes it. An endpoint that another person registered is not taken
 * over (decision 042): whoever learned an endpoint could otherwise redirect someone's pushes
 * to keys nobody can read. The browser makes a fresh subscription (a new endpoint) instead.
 */
export async function registerPushDevice(
  ctx: AppContext,
  userId: string,
  body: RegisterPushDeviceBody,
): Promise<PushDeviceResponse> {
  const row = await upsertWebSubscription(ctx.db, {
    userId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    userAgent: body.userAgent ?? null,
    now: ctx.clock.now(),
  });
  if (!row)
    throw conflict(
      'This browser gets app notifications for another account. Turn them on again to start a fresh subscription for yours.',
    );
  return { device: toDevice(row) };
}

/** DELETE /push/devices/{id}: only one of my own. */
export async function removePushDevice(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!(await deleteDeviceOf(ctx.db, userId, id)))
    throw notFound('That device is not on your list.');
}
