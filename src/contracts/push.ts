import { z } from 'zod';
import { text } from '#contracts/strings';

// Web push: a person's browsers (devices) that get app notifications, the server's VAPID key
// they subscribe with, and the dev push outbox (/dev/push, outside production only).

const base64Url = /^[A-Za-z0-9_-]+=*$/;

export const pushPublicKeyResponseSchema = z.object({
  /** The VAPID application server key (URL-safe base64 of the P-256 public point). */
  publicKey: text(),
});
export type PushPublicKeyResponse = z.infer<typeof pushPublicKeyResponseSchema>;

/** PushSubscription.toJSON() of this browser, and its user agent to tell devices apart. */
export const registerPushDeviceBodySchema = z.object({
  endpoint: text()
    .max(2000)
    .refine((v) => /^https?:\/\//.test(v), 'A push endpoint is an http(s) URL'),
  keys: z.object({
    p256dh: text().max(200).regex(base64Url, 'Not a push key'),
    auth: text().max(100).regex(base64Url, 'Not a push key'),
  }),
  userAgent: text().max(500).nullable().optional(),
});
export type RegisterPushDeviceBody = z.infer<typeof registerPushDeviceBodySchema>;

export const pushDeviceSchema = z.object({
  id: z.uuid(),
  platform: z.enum(['web', 'ios', 'android']),
  userAgent: text().nullable(),
  /** The push service's host (the endpoint itself is a capability: never shown whole). */
  service: text(),
  createdAt: z.iso.datetime({ offset: true }),
  lastPushedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDeviceListResponseSchema = z.object({ devices: z.array(pushDeviceSchema) });
export type PushDeviceListResponse = z.infer<typeof pushDeviceListResponseSchema>;

export const pushDeviceResponseSchema = z.object({ device: pushDeviceSchema });
export type PushDeviceResponse = z.infer<typeof pushDeviceResponseSchema>;

export const devPushEntrySchema = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  /** The push service's host the push went to. */
  service: text(),
  title: text(),
  body: text().nullable(),
  link: text().nullable(),
  status: z.enum(['sent', 'gone', 'failed']),
  error: text().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type DevPushEntry = z.infer<typeof devPushEntrySchema>;

export const devPushListResponseSchema = z.object({ entries: z.array(devPushEntrySchema) });
export type DevPushListResponse = z.infer<typeof devPushListResponseSchema>;

export const pushDeviceIdParamsSchema = z.object({ id: z.uuid() });
