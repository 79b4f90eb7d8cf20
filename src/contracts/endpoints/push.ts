import type {
  devPushListResponseSchema,
  pushDeviceIdParamsSchema,
  pushDeviceListResponseSchema,
  pushDeviceResponseSchema,
  pushPublicKeyResponseSchema,
  registerPushDeviceBodySchema,
} from '#contracts/push';
import { endpoint } from './endpoint';

export const getPushPublicKey = endpoint<{ response: typeof pushPublicKeyResponseSchema }>(
  'GET',
  '/push/public-key',
);

export const listPushDevices = endpoint<{ response: typeof pushDeviceListResponseSchema }>(
  'GET',
  '/push/devices',
);

export const registerPushDevice = endpoint<{
  body: typeof registerPushDeviceBodySchema;
  response: typeof pushDeviceResponseSchema;
}>('PUT', '/push/devices');

export const removePushDevice = endpoint<{
  params: typeof pushDeviceIdParamsSchema;
  response: null;
}>('DELETE', '/push/devices/{id}');

export const listDevPush = endpoint<{ response: typeof devPushListResponseSchema }>(
  'GET',
  '/dev/push',
);
